import LodestarFlow
import LodestarHostTree
import LodestarJSON
import LodestarScene
import LodestarViewModel

extension TourStep where Content == CoachMark {
  /// The Flow step a tour document's step describes, with its ``/LodestarViewModel/CoachMark``
  /// (``LodestarViewModel/CoachMark/init(_:)``) as content.
  ///
  /// - ``/LodestarFlow/TourStep/id`` is the step's `"id"`; ``/LodestarFlow/TourStep/host`` its `"host"`.
  /// - ``/LodestarFlow/TourStep/target`` resolves the step's anchor target (``TourDocument/Step/anchorTarget``)
  ///   with `resolveTarget`, which returns `nil` while the element cannot be found (see
  ///   ``/LodestarViewModel/TourPresenter/resolveTarget(_:)`` for a presenter's tree). A step without targets
  ///   has no target and shows a companion instead (``/LodestarFlow/TourStep/hasCompanion``): its coach mark,
  ///   centred.
  /// - ``/LodestarFlow/TourStep/onMissingTarget`` and ``/LodestarFlow/TourStep/targetWaitTimeout`` follow
  ///   `"onMissingTarget"` and `"targetWaitTimeout"` (seconds; the document's default 0 means "do not wait",
  ///   not the controller's default wait). A number out of the format's range (possible only in a document
  ///   built in code, which ``TourDocument/validate()`` reports) is moved into it: below 0 or NaN means 0,
  ///   past one day (86,400 seconds) means one day.
  /// - ``/LodestarFlow/TourStep/completers``: `"event"` is ``/LodestarFlow/StepCompleter/Trigger/event(_:)``,
  ///   `"tapInsideCutout"` and `"tapOnTarget"` are ``/LodestarFlow/StepCompleter/Trigger/interaction(_:)``,
  ///   `"afterDuration"` is ``/LodestarFlow/StepCompleter/Trigger/duration(_:)``, `"gesture"` is
  ///   ``/LodestarFlow/StepCompleter/Trigger/gesture(_:)``; each keeps its `"action"`.
  /// - ``/LodestarFlow/TourStep/dismissesOnOutsideTap`` and ``/LodestarFlow/TourStep/isOverlayInteractionEnabled``
  ///   match the coach mark's.
  /// - ``/LodestarFlow/TourStep/attachments`` holds one ``TourDocumentAttachments`` with the step's
  ///   `"attachments"` when it has any, and an ``/LodestarFlow/AudioCue`` for its `"audioCue"` (for
  ///   ``/LodestarFlow/AudioCuePlugin``).
  /// - ``/LodestarFlow/TourStep/condition`` is the step's `"when"`, as it is.
  ///
  /// - Parameters:
  ///   - step: The document's step.
  ///   - resolveTarget: Finds the element for an id, or returns `nil` while it cannot be found.
  public init(
    _ step: borrowing TourDocument.Step, resolveTarget: @escaping @MainActor @Sendable (ElementID) -> (any Sendable)?
  ) {
    self.init(step, target: step.anchorTarget.map { id in StepTarget { resolveTarget(id) } })
  }

  /// The Flow step a tour document's step describes, with its target made elsewhere (a presenter's, which
  /// reveals it).
  init(_ step: borrowing TourDocument.Step, target: StepTarget?) {
    var attachments: [any StepAttachment] = []
    if !step.attachments.isEmpty { attachments.append(TourDocumentAttachments(step.attachments)) }
    if let cue = step.audioCue { attachments.append(LodestarFlow.AudioCue(name: cue.name, volume: cue.volume)) }
    self.init(
      id: step.id, content: CoachMark(step),
      target: target,
      hasCompanion: step.targets.isEmpty,
      host: step.host.map { TourHost(rawValue: $0.rawValue) },
      completers: step.completers.map(\.stepCompleter),
      missingTarget: MissingTargetHandling(
        policy: step.onMissingTarget.missingTargetPolicy,
        waitTimeout: TourNumberRules.waitTimeout.clampedDuration(seconds: step.targetWaitTimeout)),
      overlayTaps: StepOverlayTaps(
        isOverlayInteractionEnabled: step.interaction.isOverlayInteractionEnabled,
        dismissesOnOutsideTap: step.interaction.dismissesOnOutsideTap),
      attachments: attachments, condition: step.condition)
  }
}

/// The free-form `"attachments"` of a tour document's step (strings by key), carried by the Flow step for
/// plugins and analytics: read them with `step.attachment(of: TourDocumentAttachments.self)`.
public struct TourDocumentAttachments: StepAttachment, Hashable {
  /// The step's attachments, as the document gives them.
  public var values: [String: String]

  /// Creates attachments.
  public init(_ values: [String: String]) {
    self.values = values
  }

  /// The value for `key`, or `nil`.
  public subscript(key: String) -> String? { values[key] }
}

extension TourDocument.Completer {
  /// The Flow completer: the same trigger and action. `"afterDuration"` becomes a duration on the
  /// controller's clock; a number of seconds out of the format's range (possible only in a document built in
  /// code, which ``TourDocument/validate()`` reports) is moved into it: 0 or less and NaN mean zero, past
  /// one day (86,400 seconds) means one day.
  public var stepCompleter: StepCompleter {
    let action: CompleterAction =
      switch self.action {
      case .advance: .advance
      case .dismiss: .dismiss
      }
    switch trigger {
    case .event(let name): return StepCompleter(.event(name), action: action)
    case .tapInsideCutout: return StepCompleter(.interaction(.tapInsideCutout), action: action)
    case .tapOnTarget: return StepCompleter(.interaction(.tapOnTarget), action: action)
    case .afterDuration(let seconds):
      return StepCompleter(
        .duration(TourNumberRules.completerDuration.clampedDuration(seconds: seconds)), action: action)
    case .gesture(let gesture):
      return StepCompleter(.gesture(gesture.stepGesture), action: action)
    }
  }
}

extension TourDocument.Gesture {
  /// The Flow gesture: the same kind and area. A number out of the format's range (possible only in a
  /// gesture built in code, which ``TourDocument/validate()`` reports) is moved into it, as
  /// ``TourDocument/Completer/stepCompleter`` does for `"afterDuration"`.
  public var stepGesture: StepGesture {
    let flowKind: StepGesture.Kind =
      switch kind {
      case .tap: .tap
      case .doubleTap: .doubleTap
      case .longPress(let seconds):
        .longPress(
          minimumDuration: TourNumberRules.longPressDuration.clampedDuration(seconds: seconds))
      case .swipe(let direction): .swipe(direction.swipeDirection)
      case .pan(let distance): .pan(minimumDistance: TourNumberRules.panDistance.clamped(distance))
      }
    let flowArea: GestureArea =
      switch area {
      case .target: .target
      case .opening: .opening
      case .anywhere: .anywhere
      case .element(let id): .element(id.rawValue)
      }
    return StepGesture(flowKind, in: flowArea)
  }
}

extension TourDocument.Gesture.Direction {
  /// The Flow direction of the same name.
  public var swipeDirection: SwipeDirection {
    switch self {
    case .up: .up
    case .down: .down
    case .left: .left
    case .right: .right
    }
  }
}

extension TourDocument.MissingTargetPolicy {
  /// The Flow policy of the same name.
  public var missingTargetPolicy: MissingTargetPolicy {
    switch self {
    case .skip: .skip
    case .showCentered: .showCentered
    case .end: .end
    }
  }
}
