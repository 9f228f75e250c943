/// Extends a tour: receives every event synchronously, in registration order (PolarisGuideKit's plugins).
@MainActor
public protocol TourPlugin: AnyObject {
  /// Handles one event.
  func handle(_ event: TourEvent, context: TourPluginContext)
  /// Releases what the plugin holds; called once when the controller is released (unregistering is
  /// silent and does not call it). Must be idempotent: a second call does nothing.
  func tearDown()
}

extension TourPlugin {
  /// Does nothing.
  public func tearDown() {}
}

/// What a plugin knows about the event it handles.
public struct TourPluginContext: Sendable {
  /// The step the event is about (or the step on screen), if any.
  public var stepIndex: Int?
  /// The identity of that step, if it is known.
  public var stepID: String?
  /// That step's attachments.
  public var attachments: [any StepAttachment]
  /// The tour's step count.
  public var stepCount: Int
  /// The host a paused tour waits for, if any.
  public var awaitedHost: TourHost?
  /// When the event happened, on the controller's clock, since the controller was created.
  public var timestamp: Duration

  /// Creates a context.
  public init(
    stepIndex: Int?, stepID: String?, attachments: [any StepAttachment], stepCount: Int, awaitedHost: TourHost? = nil,
    timestamp: Duration
  ) {
    self.awaitedHost = awaitedHost
    self.stepIndex = stepIndex
    self.stepID = stepID
    self.attachments = attachments
    self.stepCount = stepCount
    self.timestamp = timestamp
  }

  /// The first attachment of a type.
  public func attachment<Attachment: StepAttachment>(of type: Attachment.Type) -> Attachment? {
    attachments.lazy.compactMap { $0 as? Attachment }.first
  }
}
