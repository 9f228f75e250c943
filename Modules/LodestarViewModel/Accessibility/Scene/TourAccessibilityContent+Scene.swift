import Foundation
import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarText

extension TourAccessibilityContent {
  /// The accessibility content of a scene.
  ///
  /// The title, hint and next label come from the coach mark's text blocks (their lines joined by a space,
  /// or a newline at a paragraph end); a default body without a next label is itself the next control
  /// (its frame is the body's, its label the strings' fallback), and a custom body's next control is its
  /// slot's ``/LodestarScene/SceneSlot/control`` region (none for ``/LodestarScene/SlotControlRegion/none``). The skip control and the progress text
  /// come from the scene. A coach mark or skip control whose opacity is below
  /// ``/LodestarScene/TouchLayout/minimumHittableOpacity`` is left out, as is everything when no step is shown, but the
  /// hint is still announced (``spokenHint``: the coach mark may be fading in when the step changes). The
  /// announcement is ready once the coach mark is in the scene or no transition runs. The
  /// interactive targets are the scene's targets when touches can reach them (inside the cut-out or
  /// everywhere).
  ///
  /// - Parameters:
  ///   - scene: The frame on screen.
  ///   - isModal: Whether the tour hides the rest of the app from assistive technology.
  public init(scene: TourScene, isModal: Bool = true) {
    self.init(stepIndex: scene.stepIndex ?? -1, stepCount: scene.stepCount, isModal: isModal)
    guard scene.stepIndex != nil else { return }
    if scene.stepProgress?.position != scene.stepIndex || scene.stepProgress?.count != scene.stepCount {
      stepProgress = scene.stepProgress
    }
    let minimum = TouchLayout.minimumHittableOpacity
    spokenHint = scene.coachMark?.hint.map { Self.spokenText($0.text) }
    isAnnouncementReady = scene.coachMark != nil || !scene.isTransitioning
    if let coachMark = scene.coachMark, coachMark.opacity >= minimum {
      let transform = coachMark.transform
      func part(_ block: SceneTextBlock?) -> VisiblePart? {
        guard let block else { return nil }
        let frame = transform.isIdentity ? block.frame : transform.apply(block.frame)
        return VisiblePart(text: Self.spokenText(block.text), frame: frame)
      }
      title = part(coachMark.title)
      hint = part(coachMark.hint)
      nextControl = part(coachMark.next)
      if nextControl == nil {
        // A default body is itself the next control; a custom body's is its slot's control region.
        let control = coachMark.customBody.map { $0.control.frame(in: coachMark.bodyFrame) } ?? coachMark.bodyFrame
        if let control {
          nextControl = VisiblePart(text: nil, frame: transform.isIdentity ? control : transform.apply(control))
        }
      }
    }
    if let skip = scene.skipControl, skip.opacity >= minimum {
      skipControl = VisiblePart(text: skip.title, frame: skip.frame)
    }
    if let progress = scene.progress, progress.opacity >= minimum {
      self.progress = VisiblePart(text: progress.text, frame: progress.frame)
    }
    let interaction = scene.interaction
    if interaction.allowsInteractionInsideCutout || interaction.forwardsAllTouches {
      interactiveTargets = interaction.targetIDs
    }
  }

  private static func spokenText(_ text: WrappedText) -> String {
    var result = ""
    for (index, line) in text.lines.enumerated() {
      let trimmed = line.text.trimmingCharacters(in: .whitespaces)
      if index > 0 && !result.isEmpty && !trimmed.isEmpty {
        result += text.lines[index - 1].endsParagraph ? "\n" : " "
      }
      result += trimmed
    }
    return result
  }
}

extension TourScene {
  /// The scene's accessibility model: ``TourAccessibility/init(content:strings:)`` of
  /// ``TourAccessibilityContent/init(scene:isModal:)``.
  ///
  /// - Parameters:
  ///   - strings: The words the model adds: pass the presenter's ``TourPresenter/strings``, the value that made
  ///     the scene's texts.
  ///   - isModal: Whether the tour is modal.
  /// - Returns: The model of the scene's step.
  public func accessibility(strings: TourStrings = TourStrings(), isModal: Bool = true) -> TourAccessibility {
    TourAccessibility(content: TourAccessibilityContent(scene: self, isModal: isModal), strings: strings)
  }
}

extension TourAccessibility {
  /// The elements as the scene's ``/LodestarScene/TourScene/accessibilityElements`` slot holds them: the identifier,
  /// the role (header, button or static text, in that priority), the label, hint and frame.
  public var sceneElements: [SceneAccessibilityElement] {
    elements.map { element in
      let role: SceneAccessibilityRole =
        element.traits.contains(.header) ? .header : element.traits.contains(.button) ? .button : .staticText
      return SceneAccessibilityElement(
        id: element.identifier, role: role, label: element.label, hint: element.hint, frame: element.frame)
    }
  }
}

extension TourPresenter {
  /// The accessibility model of a scene this presenter made, in the words of its ``strings``: the one place a
  /// renderer gets the elements, the modality and the announcement from (post the announcement when
  /// ``StepAnnouncer`` says).
  ///
  /// - Parameters:
  ///   - scene: The scene on screen.
  ///   - isModal: Whether the tour is modal. Default `true`.
  /// - Returns: The model of the scene's step.
  public func accessibility(for scene: TourScene, isModal: Bool = true) -> TourAccessibility {
    scene.accessibility(strings: strings, isModal: isModal)
  }
}
