import LodestarFlow
import LodestarHostTree

extension TourDocument {
  /// One step of a tour (an element of `"steps"`).
  public struct Step: Sendable, Hashable {
    /// The step's values, in an array of one: copying a step (into an array, a validation, a mapping) then
    /// retains one buffer instead of each of its strings and arrays, and changing a copy copies the values first.
    private var storage: [Storage]

    /// The values of a step.
    private struct Storage: Sendable, Hashable {
      var id: String
      var targets: [ElementID]
      var primaryTarget: ElementID?
      var title: String?
      var hint: String
      var nextText: String?
      var placement: StepPlacement
      var focusStyle: FocusStyle
      var interaction: Interaction
      var completers: [Completer]
      var onMissingTarget: MissingTargetPolicy
      var targetWaitTimeout: Double
      var host: ElementID?
      var presentation: Presentation
      var attachments: [String: String]
      var audioCue: AudioCue?
      var reveal: Reveal?
      var condition: StepCondition?
    }

    /// The step's id (`"id"`, required, non-empty, unique in the tour).
    public var id: String {
      get { storage[0].id }
      _modify { yield &storage[0].id }
    }
    /// The elements the step highlights (`"targets"`: one id or an array of ids, default none). Each gets
    /// its own opening in the overlay; a step without targets shows its coach mark centred, without a
    /// cut-out.
    public var targets: [ElementID] {
      get { storage[0].targets }
      _modify { yield &storage[0].targets }
    }
    /// The target the coach mark points at (`"primaryTarget"`, default `nil`: the first target). Must be
    /// one of ``targets``.
    public var primaryTarget: ElementID? {
      get { storage[0].primaryTarget }
      _modify { yield &storage[0].primaryTarget }
    }
    /// The title shown above the hint (`"title"`, default `nil`: no title).
    public var title: String? {
      get { storage[0].title }
      _modify { yield &storage[0].title }
    }
    /// The coach mark's hint text (`"hint"`, required; may be empty).
    public var hint: String {
      get { storage[0].hint }
      _modify { yield &storage[0].hint }
    }
    /// The next control's text (`"nextText"`, default `nil`: no next label, as Instructions' body view
    /// without a next text).
    public var nextText: String? {
      get { storage[0].nextText }
      _modify { yield &storage[0].nextText }
    }
    /// Where the coach mark goes relative to the primary target (`"placement"`, default `.coachMark`).
    public var placement: StepPlacement {
      get { storage[0].placement }
      _modify { yield &storage[0].placement }
    }
    /// The shape of the opening cut into the overlay around each target (`"focusStyle"`, default
    /// `.default`: the frame grown by 4 with corner radius 4).
    public var focusStyle: FocusStyle {
      get { storage[0].focusStyle }
      _modify { yield &storage[0].focusStyle }
    }
    /// How taps on the overlay, the cut-out and the target are handled (`"interaction"`).
    public var interaction: Interaction {
      get { storage[0].interaction }
      _modify { yield &storage[0].interaction }
    }
    /// The ways the step completes itself without the next control (`"completers"`, default none).
    public var completers: [Completer] {
      get { storage[0].completers }
      _modify { yield &storage[0].completers }
    }
    /// What happens when the primary target cannot be found (`"onMissingTarget"`, default `.skip`).
    public var onMissingTarget: MissingTargetPolicy {
      get { storage[0].onMissingTarget }
      _modify { yield &storage[0].onMissingTarget }
    }
    /// How long to wait for a missing target before applying ``onMissingTarget``, in seconds
    /// (`"targetWaitTimeout"`, a number >= 0, default 0: do not wait).
    public var targetWaitTimeout: Double {
      get { storage[0].targetWaitTimeout }
      _modify { yield &storage[0].targetWaitTimeout }
    }
    /// The host (screen) the step lives on, the id of a root of the host tree (`"host"`, default `nil`:
    /// whichever host the tour is shown on). A cross-screen tour waits for this host to appear.
    public var host: ElementID? {
      get { storage[0].host }
      _modify { yield &storage[0].host }
    }
    /// How the tour is presented while this step shows (`"presentation"`, default `.host`).
    public var presentation: Presentation {
      get { storage[0].presentation }
      _modify { yield &storage[0].presentation }
    }
    /// Free-form data for plugins and analytics (`"attachments"`: an object of strings, default empty).
    public var attachments: [String: String] {
      get { storage[0].attachments }
      _modify { yield &storage[0].attachments }
    }
    /// The sound the step plays while it shows (`"audioCue"`, default `nil`: none).
    public var audioCue: AudioCue? {
      get { storage[0].audioCue }
      _modify { yield &storage[0].audioCue }
    }

    /// Whether the step's target is scrolled into view before it shows (`"reveal"`, default `nil`: the tour's
    /// ``Options/reveal``).
    public var reveal: Reveal? {
      get { storage[0].reveal }
      _modify { yield &storage[0].reveal }
    }

    /// When the step shows (`"when"`, default `nil`: always): a condition on the app's parameters and event
    /// donations, in the rule language of LodestarEligibility's items, evaluated as the step is about to load
    /// (``/LodestarFlow/TourStep/condition``). See TOUR-FORMAT.md's "Conditions".
    public var condition: StepCondition? {
      get { storage[0].condition }
      _modify { yield &storage[0].condition }
    }

    /// Creates a step. The common case is one short line, `TourDocument.Step(id: "save", targets: ["save"],
    /// hint: "Saves the draft.")`; the rest of the settings come in groups with the format's defaults, and
    /// ``attachments`` is set after creation.
    ///
    /// - Parameters:
    ///   - id: The step's id.
    ///   - targets: The elements the step highlights. Default: none (the coach mark shows centred).
    ///   - title: The title above the hint. Default: none.
    ///   - hint: The coach mark's hint text.
    ///   - nextText: The next control's text. Default: none.
    ///   - appearance: The placement, the openings' shape, the presentation and the sound. Default: the
    ///     format's defaults.
    ///   - interaction: How taps on the overlay, the cut-out and the target are handled. Default: the format's.
    ///   - completers: The ways the step completes itself. Default: none.
    ///   - targeting: Which target the coach mark points at, how the step waits for it and reveals it, and the
    ///     host it lives on. Default: the first target, skipped at once when missing, the tour's reveal.
    public init(
      id: String,
      targets: [ElementID] = [],
      title: String? = nil,
      hint: String,
      nextText: String? = nil,
      appearance: Appearance = Appearance(),
      interaction: Interaction = Interaction(),
      completers: [Completer] = [],
      targeting: Targeting = Targeting()
    ) {
      self.init(
        id: id, targets: targets, primaryTarget: targeting.primaryTarget, title: title, hint: hint,
        nextText: nextText, placement: appearance.placement, focusStyle: appearance.focusStyle,
        interaction: interaction, completers: completers, onMissingTarget: targeting.onMissingTarget,
        targetWaitTimeout: targeting.targetWaitTimeout, host: targeting.host, presentation: appearance.presentation,
        attachments: [:], audioCue: appearance.audioCue, reveal: targeting.reveal)
    }

    /// Creates a step from every value of the format (the decoder's initializer).
    package init(
      id: String,
      targets: [ElementID],
      primaryTarget: ElementID?,
      title: String?,
      hint: String,
      nextText: String?,
      placement: StepPlacement,
      focusStyle: FocusStyle,
      interaction: Interaction,
      completers: [Completer],
      onMissingTarget: MissingTargetPolicy,
      targetWaitTimeout: Double,
      host: ElementID?,
      presentation: Presentation,
      attachments: [String: String],
      audioCue: AudioCue?,
      reveal: Reveal?,
      condition: StepCondition? = nil
    ) {
      storage = [
        Storage(
          id: id,
          targets: targets,
          primaryTarget: primaryTarget,
          title: title,
          hint: hint,
          nextText: nextText,
          placement: placement,
          focusStyle: focusStyle,
          interaction: interaction,
          completers: completers,
          onMissingTarget: onMissingTarget,
          targetWaitTimeout: targetWaitTimeout,
          host: host,
          presentation: presentation,
          attachments: attachments,
          audioCue: audioCue,
          reveal: reveal,
          condition: condition
        )
      ]
    }

    /// The target the coach mark anchors to: ``primaryTarget`` when set, else the first target, else `nil`.
    public var anchorTarget: ElementID? { primaryTarget ?? targets.first }
  }
}
