/// One step of a tour: its content (generic: the view model supplies coach-mark content), where it points,
/// how it completes, and what it carries.
public struct TourStep<Content: Sendable>: Sendable, Identifiable {
  /// The step's identity; ``TourController/addStep(_:)`` rejects a second step with the same identity.
  public var id: String
  /// What the step shows.
  public var content: Content
  /// The element the step points at, if any.
  public var target: StepTarget?
  /// Whether the step shows a companion element of its own (PolarisGuideKit's buddy view). A step without a
  /// target shows centred whether or not it has one, as the same step in a tour file does.
  public var hasCompanion: Bool
  /// The host (screen) the step lives on, for cross-screen tours; nil means any host.
  public var host: TourHost?
  /// What happens when the target is missing.
  public var onMissingTarget: MissingTargetPolicy
  /// How long to wait for a missing target (retrying on every refresh) before applying the policy; nil
  /// uses the controller's ``TourControllerConfiguration/targetWaitTimeout``.
  public var targetWaitTimeout: Duration?
  /// The step's completers.
  public var completers: [StepCompleter]
  /// Whether a tap on the overlay outside the coach mark dismisses the tour (``DismissReason/outsideTap``)
  /// instead of advancing (Instructions advances).
  public var dismissesOnOutsideTap: Bool
  /// Whether a tap on the overlay counts while this step shows (``TourController/overlayTapped()``). The view
  /// layer decides whether the overlay reports taps at all (LodestarViewModel: a tour-wide switch, off by
  /// default, as Instructions' overlay).
  public var isOverlayInteractionEnabled: Bool
  /// Values carried for plugins.
  public var attachments: [any StepAttachment]
  /// When the step shows: `nil` (the default) always; otherwise only when the condition holds as the step is
  /// about to load, as the controller's ``TourController/conditionEvaluator`` decides. A step whose condition
  /// does not hold is skipped in the travel direction with ``TourEvent/stepSkipped(index:reason:)``, and
  /// ``TourController/progress(ofStepAt:)`` does not count it. Set it after creating the step.
  public var condition: StepCondition?

  /// Creates a step. The common case is one short line, `TourStep(id: "save", content: content)`, whose
  /// content names its target.
  ///
  /// - Parameters:
  ///   - id: The step's identity.
  ///   - content: What the step shows.
  ///   - target: The element the step points at. Default: none (the content may name it).
  ///   - hasCompanion: Whether the step shows a companion element of its own. Default false.
  ///   - host: The host (screen) the step lives on. Default: any host.
  ///   - completers: The step's completers. Default: none.
  ///   - missingTarget: How long to wait for a missing target, and what then. Default: the controller's wait,
  ///     then the step is skipped.
  ///   - overlayTaps: What an overlay tap does. Default: it counts, and advances.
  ///   - attachments: Values carried for plugins. Default: none.
  public init(
    id: String, content: Content, target: StepTarget? = nil, hasCompanion: Bool = false, host: TourHost? = nil,
    completers: [StepCompleter] = [], missingTarget: MissingTargetHandling = MissingTargetHandling(),
    overlayTaps: StepOverlayTaps = StepOverlayTaps(), attachments: [any StepAttachment] = []
  ) {
    self.init(
      id: id, content: content, target: target, hasCompanion: hasCompanion, host: host, completers: completers,
      missingTarget: missingTarget, overlayTaps: overlayTaps, attachments: attachments, condition: nil)
  }

  /// Creates a step with its condition: the tour format's mapping, which builds each step in place (setting
  /// ``condition`` after the public initialiser copied the whole step: 570 instructions a step at start-up).
  /// Inlinable, so that a caller in another module that knows the content's type makes its steps without asking the
  /// runtime for the metadata of `TourStep<Content>` each time (about 330 instructions a step at start-up).
  @inlinable
  package init(
    id: String, content: Content, target: StepTarget?, hasCompanion: Bool, host: TourHost?,
    completers: [StepCompleter], missingTarget: MissingTargetHandling, overlayTaps: StepOverlayTaps,
    attachments: [any StepAttachment], condition: StepCondition?
  ) {
    self.id = id
    self.content = content
    self.target = target
    self.hasCompanion = hasCompanion
    self.host = host
    self.onMissingTarget = missingTarget.policy
    self.targetWaitTimeout = missingTarget.waitTimeout
    self.completers = completers
    self.dismissesOnOutsideTap = overlayTaps.dismissesOnOutsideTap
    self.isOverlayInteractionEnabled = overlayTaps.isOverlayInteractionEnabled
    self.attachments = attachments
    self.condition = condition
  }

  /// How long the step waits for a missing target and what happens then, as one value: ``onMissingTarget``
  /// and ``targetWaitTimeout``.
  public var missingTarget: MissingTargetHandling {
    get { MissingTargetHandling(policy: onMissingTarget, waitTimeout: targetWaitTimeout) }
    set {
      onMissingTarget = newValue.policy
      targetWaitTimeout = newValue.waitTimeout
    }
  }

  /// What an overlay tap does while the step shows, as one value: ``isOverlayInteractionEnabled`` and
  /// ``dismissesOnOutsideTap``.
  public var overlayTaps: StepOverlayTaps {
    get {
      StepOverlayTaps(
        isOverlayInteractionEnabled: isOverlayInteractionEnabled, dismissesOnOutsideTap: dismissesOnOutsideTap)
    }
    set {
      isOverlayInteractionEnabled = newValue.isOverlayInteractionEnabled
      dismissesOnOutsideTap = newValue.dismissesOnOutsideTap
    }
  }

  /// Whether the step can be shown: always, since a step without a target shows centred. (Before, a step
  /// with neither a target nor a companion was dropped, silently; it is a centred step now, in code as in tour
  /// files.)
  public var isValid: Bool { true }

  /// The first attachment of a type.
  public func attachment<Attachment: StepAttachment>(of type: Attachment.Type) -> Attachment? {
    for attachment in attachments {
      if let match = attachment as? Attachment { return match }
    }
    return nil
  }

  /// Every attachment of a type, in order.
  public func attachments<Attachment: StepAttachment>(of type: Attachment.Type) -> [Attachment] {
    attachments.compactMap { $0 as? Attachment }
  }

  /// Removes every attachment of a type.
  public mutating func removeAttachments<Attachment: StepAttachment>(of type: Attachment.Type) {
    attachments.removeAll { $0 is Attachment }
  }
}

/// Why ``TourController/addStep(_:)`` rejected a step.
public enum TourStepError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The step has nothing to show. No longer reported: every step can be shown (a step without a target shows
  /// centred); kept so that code which handles it still compiles.
  case invalid(id: String)
  /// A step with the same identity is already in the tour.
  case duplicate(id: String)

  /// A sentence saying what was wrong and where.
  public var description: String {
    switch self {
    case .invalid(let id): "step '\(id)' has neither a target nor a companion, so it has nothing to show"
    case .duplicate(let id): "step '\(id)' is already in the tour"
    }
  }
}
