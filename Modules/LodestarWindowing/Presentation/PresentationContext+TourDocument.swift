import LodestarTourFormat

#if LODESTAR_WINDOWING
  import LodestarViewModel

  extension PresentationContext {
    /// Where a tour document's step is presented (its `"presentation"`, `"host"` and targets):
    ///
    /// - `"presentation": "host"` (the default): ``host(_:)`` of the step's `"host"` when it names one,
    ///   otherwise ``currentWindow(of:)`` of the step's anchor target (its `"primaryTarget"` or first target).
    /// - `"presentation": "newWindow"`: ``newWindow(over:level:)`` over the anchor target (or, for a step
    ///   without targets, its host) at the document's level (`1`, the normal level + 1, by default: the same
    ///   as ``OverlayWindowLevel/tourDefault``).
    ///
    /// - Parameter step: A tour document's step.
    /// - Returns: `nil` for a step that names neither a host nor a target: nothing tells which window it
    ///   belongs to, so it is presented wherever the tour already is.
    public init?(_ step: TourDocument.Step) {
      switch step.presentation {
      case .host:
        if let host = step.host {
          self = .host(host)
        } else if let anchor = step.anchorTarget {
          self = .currentWindow(of: anchor)
        } else {
          return nil
        }
      case .newWindow(let level):
        guard let element = step.anchorTarget ?? step.host else { return nil }
        self = .newWindow(over: element, level: OverlayWindowLevel(level))
      }
    }
  }
#endif
