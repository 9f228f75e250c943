import LodestarHostTree

#if LODESTAR_WINDOWING
  import LodestarFlow
  import LodestarViewModel

  extension FocusSource {
    /// Where a step's focus comes from, asked now: its target resolver's answer (PolarisGuideKit's focus
    /// provider) when it has one, else its coach mark's target, else ``notConfigured`` (a companion-only
    /// step).
    ///
    /// For the host check of `TourController.show(startingAt:checkingHost:)`:
    ///
    /// ```swift
    /// controller.show { index in
    ///   HostResolution(host: nil, focus: FocusSource(controller.steps[index]), tree: tree,
    ///                  application: application).unavailability
    /// }
    /// ```
    ///
    /// - Parameter step: The step that will show.
    @MainActor
    public init(_ step: TourStep<CoachMark>) {
      if let target = step.target {
        self = .resolver(returned: target.resolve()?.value(as: ElementID.self))
      } else if let target = step.content.target {
        self = .element(target)
      } else {
        self = .notConfigured
      }
    }
  }
#endif
