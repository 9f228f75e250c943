import LodestarFlow
import LodestarHostTree

/// What one step of a tour shows, as the accessibility model needs it.
public struct TourAccessibilityContent: Sendable, Hashable {
  /// The index of the step (0-based).
  public var stepIndex: Int
  /// The number of steps in the tour.
  public var stepCount: Int
  /// Where the step stands among the steps that will show, for what is spoken ("Step 2 of 4", "Goes to step
  /// 3 of 4") when steps are skipped by their conditions; `nil`: ``stepIndex`` among ``stepCount``.
  public var stepProgress: StepProgress?
  /// The step's title, or nil.
  public var title: VisiblePart?
  /// The coach mark's hint text, or nil.
  public var hint: VisiblePart?
  /// The next control, or nil (its text may be nil: the label then falls back to the strings).
  public var nextControl: VisiblePart?
  /// The skip control, or nil.
  public var skipControl: VisiblePart?
  /// The progress text, or nil.
  public var progress: VisiblePart?
  /// Whether the tour is modal: elements outside it are hidden from assistive technology.
  public var isModal: Bool
  /// The highlighted targets that stay reachable while a modal tour shows (those the user may interact
  /// with through the cut-out).
  public var interactiveTargets: [ElementID]
  /// What the announcement says after the progress, or nil to say the hint's text. Set it when the hint
  /// is not visible yet (the coach mark fading in) but must still be announced.
  public var spokenHint: String?
  /// Whether the step's content is known, so that its announcement may be posted; false while a step's
  /// coach mark has not appeared yet (``StepAnnouncer`` then waits).
  public var isAnnouncementReady: Bool

  /// Creates the content of a step, ready to be announced with its hint's text; set ``spokenHint`` and
  /// ``isAnnouncementReady`` to change that.
  ///
  /// - Parameters:
  ///   - stepIndex: The index of the step (0-based).
  ///   - stepCount: The number of steps in the tour.
  ///   - title: The step's title, or `nil`.
  ///   - hint: The coach mark's hint text, or `nil`.
  ///   - nextControl: The next control, or `nil`.
  ///   - skipControl: The skip control, or `nil`.
  ///   - progress: The progress text, or `nil`.
  ///   - isModal: Whether the tour hides the elements outside it from assistive technology.
  ///   - interactiveTargets: The highlighted targets that stay reachable while a modal tour shows.
  public init(
    stepIndex: Int, stepCount: Int, title: VisiblePart? = nil, hint: VisiblePart? = nil,
    nextControl: VisiblePart? = nil, skipControl: VisiblePart? = nil, progress: VisiblePart? = nil,
    isModal: Bool = true, interactiveTargets: [ElementID] = []
  ) {
    self.stepIndex = stepIndex
    self.stepCount = stepCount
    self.title = title
    self.hint = hint
    self.nextControl = nextControl
    self.skipControl = skipControl
    self.progress = progress
    self.isModal = isModal
    self.interactiveTargets = interactiveTargets
    spokenHint = nil
    isAnnouncementReady = true
  }
}
