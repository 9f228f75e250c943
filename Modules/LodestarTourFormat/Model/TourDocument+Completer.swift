extension TourDocument {
  /// A way a step completes itself without the next control (an element of `"completers"`), written
  /// `{"type": "event", "name": "profile.saved", "action": "dismiss"}`.
  public struct Completer: Sendable, Hashable {
    /// What completes the step (`"type"` and its parameters).
    public var trigger: Trigger
    /// What completing does (`"action"`, default `.advance`).
    public var action: Action

    /// Creates a completer.
    public init(_ trigger: Trigger, action: Action = .advance) {
      self.trigger = trigger
      self.action = action
    }

    /// What completes a step.
    public enum Trigger: Sendable, Hashable {
      /// The app reports the named event (`{"type": "event", "name": "profile.saved"}`; the name is
      /// non-empty).
      case event(String)
      /// A tap inside the cut-out (`{"type": "tapInsideCutout"}`).
      case tapInsideCutout
      /// A tap on the primary target (`{"type": "tapOnTarget"}`).
      case tapOnTarget
      /// A duration after the step shows, in seconds > 0 (`{"type": "afterDuration", "seconds": 3}`).
      case afterDuration(Double)
      /// A gesture the user makes (`{"type": "gesture", "gesture": "longPress", "seconds": 1}`).
      case gesture(Gesture)

      /// The trigger's JSON `"type"`.
      var name: String {
        switch self {
        case .event: "event"
        case .tapInsideCutout: "tapInsideCutout"
        case .tapOnTarget: "tapOnTarget"
        case .afterDuration: "afterDuration"
        case .gesture: "gesture"
        }
      }

      /// The JSON types, in the format's order.
      static let names = ["event", "tapInsideCutout", "tapOnTarget", "afterDuration", "gesture"]
    }

    /// What a completer does when it fires (`"action"`).
    public enum Action: String, Sendable, Hashable, CaseIterable {
      /// Go to the next step (past the last one, the tour ends `.completed`).
      case advance
      /// End the tour with reason `.completerTriggered` (PolarisGuideKit).
      case dismiss
    }
  }
}
