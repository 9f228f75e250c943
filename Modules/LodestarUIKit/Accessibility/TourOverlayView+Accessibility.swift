#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarHostTree
  import LodestarScene
  import LodestarViewModel
  import UIKit

  extension TourOverlayView {
    /// Lists the scene's accessibility elements in reading order, keeps the view modal while a step shows, posts
    /// the step's announcement when ``StepAnnouncer`` says, and moves focus back to the app when the tour ends.
    func updateAccessibility(for scene: TourScene) {
      guard scene.stepIndex != nil else {
        endAccessibility()
        return
      }
      if shownElements.isEmpty && !accessibilityViewIsModal {
        // The tour begins: remember where VoiceOver's focus was, to bring it back at the end.
        let focused = UIAccessibility.focusedElement(using: .notificationVoiceOver) as? UIView
        focusRestoration = FocusRestoration(focusedBeforeTour: focused?.accessibilityIdentifier.map(ElementID.init))
      }
      lastTargets = scene.interaction.targetIDs
      if !isFirstResponder { becomeFirstResponder() }
      let model = presenter.accessibility(for: scene)
      accessibilityViewIsModal = model.isModal
      if model.elements != shownElements {
        shownElements = model.elements
        accessibilityElements = model.elements.map(makeElement)
      }
      if let announcement = announcer.announcement(for: model) {
        UIAccessibility.post(notification: .announcement, argument: announcement)
      }
    }

    private func makeElement(_ element: AccessibilityElement) -> UIAccessibilityElement {
      let result = UIAccessibilityElement(accessibilityContainer: self)
      result.isAccessibilityElement = true
      result.accessibilityLabel = element.label
      result.accessibilityHint = element.hint
      result.accessibilityIdentifier = element.identifier
      result.accessibilityTraits = UIAccessibilityTraits(element.traits)
      result.accessibilityFrameInContainerSpace = CGRect(element.frame)
      return result
    }

    /// After the last step: no elements, not modal, and focus back where it was before the tour, else on the first
    /// target still on screen (or the screen).
    private func endAccessibility() {
      guard !shownElements.isEmpty || accessibilityViewIsModal else { return }
      shownElements = []
      accessibilityElements = []
      accessibilityViewIsModal = false
      announcer.reset()
      resignFirstResponder()
      let focus = focusRestoration.elementToRefocus(targets: lastTargets, in: presenter.tree).flatMap {
        snapshot?.views[$0]
      }
      UIAccessibility.post(notification: .screenChanged, argument: focus)
      #if LODESTAR_WINDOWING
        dismissWindow()
      #endif
    }
  }

  extension UIAccessibilityTraits {
    /// UIKit's traits for the engine's.
    init(_ traits: AccessibilityElementTraits) {
      self = []
      if traits.contains(.button) { insert(.button) }
      if traits.contains(.staticText) { insert(.staticText) }
      if traits.contains(.header) { insert(.header) }
      if traits.contains(.updatesFrequently) { insert(.updatesFrequently) }
    }
  }
#endif
