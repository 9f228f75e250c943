import LodestarFlow
import LodestarHostTree

extension TourDocument {
  /// One step of a tour (an element of `"steps"`).
  public struct Step: Sendable, Hashable {
    /// The step's values, one element of a buffer: copying a step (into an array, a validation, a mapping) then
    /// retains one buffer instead of each of its strings and arrays, and changing a copy copies its values first.
    ///
    /// A decoded document's steps share one buffer (``steps(sharing:)``), so that decoding a tour makes one allocation
    /// for all its steps' values rather than one for each (about 400 instructions a step at start-up, Scripts/bench
    /// startup). A step changed while its buffer is shared copies its own values out of it; a step kept after its
    /// document keeps the buffer.
    private var storage: ArraySlice<Storage>

    /// The position of the step's values in ``storage``.
    private var position: Int { storage.startIndex }

    /// Whether ``focusStyle`` is `.default`, told without copying the style.
    var hasDefaultFocusStyle: Bool {
      if case .default = storage[position].focusStyle { true } else { false }
    }

    /// ``targets`` without an array made for a step of one target.
    var targetList: TargetList { storage[position].targets }

    /// The values of a step.
    struct Storage: Sendable, Hashable {
      var id: String
      var targets: TargetList
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
      get { storage[position].id }
      _modify { yield &storage[position].id }
    }
    /// The elements the step highlights (`"targets"`: one id or an array of ids, default none). Each gets
    /// its own opening in the overlay; a step without targets shows its coach mark centred, without a
    /// cut-out.
    public var targets: [ElementID] {
      get { storage[position].targets.ids }
      set { storage[position].targets = TargetList(newValue) }
    }

    /// The target the coach mark points at (`"primaryTarget"`, default `nil`: the first target). Must be
    /// one of ``targets``.
    public var primaryTarget: ElementID? {
      get { storage[position].primaryTarget }
      _modify { yield &storage[position].primaryTarget }
    }
    /// The title shown above the hint (`"title"`, default `nil`: no title).
    public var title: String? {
      get { storage[position].title }
      _modify { yield &storage[position].title }
    }
    /// The coach mark's hint text (`"hint"`, required; may be empty).
    public var hint: String {
      get { storage[position].hint }
      _modify { yield &storage[position].hint }
    }
    /// The next control's text (`"nextText"`, default `nil`: no next label, as Instructions' body view
    /// without a next text).
    public var nextText: String? {
      get { storage[position].nextText }
      _modify { yield &storage[position].nextText }
    }
    /// Where the coach mark goes relative to the primary target (`"placement"`, default `.coachMark`).
    public var placement: StepPlacement {
      get { storage[position].placement }
      _modify { yield &storage[position].placement }
    }
    /// The shape of the opening cut into the overlay around each target (`"focusStyle"`, default
    /// `.default`: the frame grown by 4 with corner radius 4).
    public var focusStyle: FocusStyle {
      get { storage[position].focusStyle }
      _modify { yield &storage[position].focusStyle }
    }
    /// How taps on the overlay, the cut-out and the target are handled (`"interaction"`).
    public var interaction: Interaction {
      get { storage[position].interaction }
      _modify { yield &storage[position].interaction }
    }
    /// The ways the step completes itself without the next control (`"completers"`, default none).
    public var completers: [Completer] {
      get { storage[position].completers }
      _modify { yield &storage[position].completers }
    }
    /// What happens when the primary target cannot be found (`"onMissingTarget"`, default `.skip`).
    public var onMissingTarget: MissingTargetPolicy {
      get { storage[position].onMissingTarget }
      _modify { yield &storage[position].onMissingTarget }
    }
    /// How long to wait for a missing target before applying ``onMissingTarget``, in seconds
    /// (`"targetWaitTimeout"`, a number >= 0, default 0: do not wait).
    public var targetWaitTimeout: Double {
      get { storage[position].targetWaitTimeout }
      _modify { yield &storage[position].targetWaitTimeout }
    }
    /// The host (screen) the step lives on, the id of a root of the host tree (`"host"`, default `nil`:
    /// whichever host the tour is shown on). A cross-screen tour waits for this host to appear.
    public var host: ElementID? {
      get { storage[position].host }
      _modify { yield &storage[position].host }
    }
    /// How the tour is presented while this step shows (`"presentation"`, default `.host`).
    public var presentation: Presentation {
      get { storage[position].presentation }
      _modify { yield &storage[position].presentation }
    }
    /// Free-form data for plugins and analytics (`"attachments"`: an object of strings, default empty).
    public var attachments: [String: String] {
      get { storage[position].attachments }
      _modify { yield &storage[position].attachments }
    }
    /// The sound the step plays while it shows (`"audioCue"`, default `nil`: none).
    public var audioCue: AudioCue? {
      get { storage[position].audioCue }
      _modify { yield &storage[position].audioCue }
    }

    /// Whether the step's target is scrolled into view before it shows (`"reveal"`, default `nil`: the tour's
    /// ``Options/reveal``).
    public var reveal: Reveal? {
      get { storage[position].reveal }
      _modify { yield &storage[position].reveal }
    }

    /// When the step shows (`"when"`, default `nil`: always): a condition on the app's parameters and event
    /// donations, in the rule language of LodestarEligibility's items, evaluated as the step is about to load
    /// (``/LodestarFlow/TourStep/condition``). See TOUR-FORMAT.md's "Conditions".
    public var condition: StepCondition? {
      get { storage[position].condition }
      _modify { yield &storage[position].condition }
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
        id: id, targets: TargetList(targets), primaryTarget: targeting.primaryTarget, title: title, hint: hint,
        nextText: nextText, placement: appearance.placement, focusStyle: appearance.focusStyle,
        interaction: interaction, completers: completers, onMissingTarget: targeting.onMissingTarget,
        targetWaitTimeout: targeting.targetWaitTimeout, host: targeting.host, presentation: appearance.presentation,
        attachments: [:], audioCue: appearance.audioCue, reveal: targeting.reveal)
    }

    /// Creates a step from every value of the format (the decoder's initializer).
    init(
      id: String,
      targets: TargetList,
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
      storage =
        [
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
        ][...]
    }

    /// A step of `values`, which it shares with the steps of the other values of `buffer` until one of them changes.
    ///
    /// - Parameters:
    ///   - buffer: The values of several steps.
    ///   - position: The position of this step's values in `buffer`.
    private init(sharing buffer: [Storage], at position: Int) {
      storage = buffer[position...position]
    }

    /// The steps of `values`, in their order, which share one buffer until one of them changes.
    ///
    /// - Parameter values: The values of each step.
    /// - Returns: One step for each of `values`.
    static func steps(sharing values: [Storage]) -> [Self] {
      values.indices.map { Self(sharing: values, at: $0) }
    }

    /// The step's values, copied.
    var values: Storage { storage[position] }

    /// Whether the step's values are in the same buffer as `other`'s (the steps of a decoded document, until they
    /// change).
    ///
    /// - Parameter other: Another step.
    /// - Returns: Whether the two share a buffer.
    func sharesValues(with other: Self) -> Bool {
      bufferAddress == other.bufferAddress
    }

    /// The address of the first element of the buffer the step's values are in.
    private var bufferAddress: Int {
      storage.withUnsafeBufferPointer { values in
        Int(bitPattern: values.baseAddress) - position * MemoryLayout<Storage>.stride
      }
    }

    /// A step of `values`, in a buffer of its own.
    ///
    /// - Parameter values: The step's values.
    init(_ values: Storage) {
      storage = [values][...]
    }

    /// The target the coach mark anchors to: ``primaryTarget`` when set, else the first target, else `nil`.
    public var anchorTarget: ElementID? { primaryTarget ?? targetList.first }
  }
}

extension TourDocument.Step.Storage {
  /// The values of a step whose only members are texts (its id, targets, primary target, title, hint and next text):
  /// every other value is the format's default.
  ///
  /// - Parameters:
  ///   - id: The step's id.
  ///   - targets: The elements the step highlights.
  ///   - primaryTarget: The target the coach mark points at, or `nil`.
  ///   - title: The title above the hint, or `nil`.
  ///   - hint: The coach mark's hint text.
  ///   - nextText: The next control's text, or `nil`.
  /// - Returns: The values.
  static func texts(
    id: String, targets: TourDocument.Step.TargetList, primaryTarget: ElementID?, title: String?, hint: String,
    nextText: String?
  ) -> Self {
    Self(
      id: id, targets: targets, primaryTarget: primaryTarget, title: title, hint: hint, nextText: nextText,
      placement: .coachMark, focusStyle: .default, interaction: TourDocument.Interaction(), completers: [],
      onMissingTarget: .skip, targetWaitTimeout: 0, host: nil, presentation: .host, attachments: [:], audioCue: nil,
      reveal: nil, condition: nil)
  }
}
