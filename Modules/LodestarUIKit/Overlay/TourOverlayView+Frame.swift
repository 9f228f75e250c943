#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarFlow
  import LodestarHostTree
  import LodestarScene
  import LodestarViewModel
  import UIKit

  extension TourOverlayView {
    /// One display-link frame at `time` (seconds on the link's clock): reads the reader's settings and the host
    /// views, asks the presenter for a scene unless the last one is steady and nothing changed, and draws it when it
    /// differs from the one on screen.
    func renderFrame(at time: Double) {
      let settingsChanged = applyReaderSettings(force: false)
      let treeChanged = readHostTree()
      guard needsScene || settingsChanged || treeChanged else { return }
      sceneRequests += 1
      let next = presenter.scene(at: time)
      // Steady: the same scene twice and no transition running. Anything else asks again next frame.
      needsScene = next != scene || next.isTransitioning || presenter.isTransitioning(at: time)
      guard next != scene else { return }
      scene = next
      renderer.draw(next.displayList(), appViews: appViews, measurer: measurer)
      updateAccessibility(for: next)
    }

    /// Gives the presenter the app's options (when `force`) and the reader's settings, which it applies over them
    /// (``/LodestarViewModel/TourPresenterOptions/applying(_:)``); `true` when they changed.
    @discardableResult
    func applyReaderSettings(force: Bool) -> Bool {
      let settings = ReaderSettings(of: self)
      guard force || settings != readerSettings else { return false }
      readerSettings = settings
      if force { presenter.options = options }
      presenter.readerSettings = settings
      needsScene = true
      return true
    }

    /// Reads the host views into the presenter's tree; `true` when they changed. The presenter re-reads the
    /// targets of a replaced tree on the next frame, and a controller waiting for its step's target looks for it
    /// again.
    @discardableResult
    func readHostTree() -> Bool {
      let next = ViewHierarchySnapshot(host: hostView ?? superview, overlay: self)
      snapshot = next
      guard next.graph != presenter.tree else { return false }
      presenter.replaceTree(with: next.graph)
      needsScene = true
      return true
    }
  }
#endif
