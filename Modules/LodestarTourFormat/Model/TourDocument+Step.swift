import LodestarViewModel

extension TourDocument {
  /// One step of a tour (an element of `"steps"`).
  public struct Step: Sendable, Hashable {
    /// The step's id (`"id"`, required, non-empty, unique in the tour).
    public var id: String
    /// The elements the step highlights (`"targets"`: one id or an array of ids, default none). Each gets
    /// its own opening in the overlay; a step without targets shows its coach mark centred, without a
    /// cut-out.
    public var targets: [ElementID]
    /// The target the coach mark points at (`"primaryTarget"`, default `nil`: the first target). Must be
    /// one of ``targets``.
    public var primaryTarget: ElementID?
    /// The title shown above the hint (`"title"`, default `nil`: no title).
    public var title: String?
    /// The coach mark's hint text (`"hint"`, required; may be empty).
    public var hint: String
    /// The next control's text (`"nextText"`, default `nil`: no next label, as Instructions' body view
    /// without a next text).
    public var nextText: String?
    /// Where the coach mark goes relative to the primary target (`"placement"`, default `.coachMark`).
    public var placement: StepPlacement
    /// The shape of the opening cut into the overlay around each target (`"focusStyle"`, default
    /// `.default`: the frame grown by 4 with corner radius 4).
    public var focusStyle: FocusStyle
    /// How taps on the overlay, the cut-out and the target are handled (`"interaction"`).
    public var interaction: Interaction
    /// The ways the step completes itself without the next control (`"completers"`, default none).
    public var completers: [Completer]
    /// What happens when the primary target cannot be found (`"onMissingTarget"`, default `.skip`).
    public var onMissingTarget: MissingTargetPolicy
    /// How long to wait for a missing target before applying ``onMissingTarget``, in seconds
    /// (`"targetWaitTimeout"`, a number >= 0, default 0: do not wait).
    public var targetWaitTimeout: Double
    /// The host (screen) the step lives on, the id of a root of the host tree (`"host"`, default `nil`:
    /// whichever host the tour is shown on). A cross-screen tour waits for this host to appear.
    public var host: ElementID?
    /// How the tour is presented while this step shows (`"presentation"`, default `.host`).
    public var presentation: Presentation
    /// Free-form data for plugins and analytics (`"attachments"`: an object of strings, default empty).
    public var attachments: [String: String]
    /// The sound the step plays while it shows (`"audioCue"`, default `nil`: none).
    public var audioCue: AudioCue?

    /// Creates a step; every parameter after `hint` has the format's default.
    public init(
      id: String,
      targets: [ElementID] = [],
      primaryTarget: ElementID? = nil,
      title: String? = nil,
      hint: String,
      nextText: String? = nil,
      placement: StepPlacement = .coachMark,
      focusStyle: FocusStyle = .default,
      interaction: Interaction = Interaction(),
      completers: [Completer] = [],
      onMissingTarget: MissingTargetPolicy = .skip,
      targetWaitTimeout: Double = 0,
      host: ElementID? = nil,
      presentation: Presentation = .host,
      attachments: [String: String] = [:],
      audioCue: AudioCue? = nil
    ) {
      self.id = id
      self.targets = targets
      self.primaryTarget = primaryTarget
      self.title = title
      self.hint = hint
      self.nextText = nextText
      self.placement = placement
      self.focusStyle = focusStyle
      self.interaction = interaction
      self.completers = completers
      self.onMissingTarget = onMissingTarget
      self.targetWaitTimeout = targetWaitTimeout
      self.host = host
      self.presentation = presentation
      self.attachments = attachments
      self.audioCue = audioCue
    }

    /// The target the coach mark anchors to: ``primaryTarget`` when set, else the first target, else `nil`.
    public var anchorTarget: ElementID? { primaryTarget ?? targets.first }
  }
}
