import Foundation

/// Writes every event as one JSON object per line (JSON Lines) to a sink, for analytics.
///
/// A line looks like `{"event":"stepDidShow","sequence":3,"step":1,"stepCount":4,"stepID":"profile","time":0.55}`
/// (keys sorted; `step`, `stepID`, `reason` and `pause` appear when they apply). The sink receives each line
/// with its trailing newline.
@MainActor
public final class EventLogPlugin: TourPlugin {
  struct Line: Encodable {
    var sequence: Int
    var time: Double
    var event: String
    var step: Int?
    var stepID: String?
    var stepCount: Int
    var reason: DismissReason?
    var pause: PauseStyle?
    var host: String?
  }

  private let sink: @MainActor (String) -> Void
  private let encoder: JSONEncoder
  private var sequence = 0
  private var isTornDown = false

  /// Creates a plugin writing to `sink`.
  public init(sink: @escaping @MainActor (String) -> Void) {
    self.sink = sink
    encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  }

  /// Writes the event's line.
  public func handle(_ event: TourEvent, context: TourPluginContext) {
    guard !isTornDown else { return }
    let components = context.timestamp.components
    var line = Line(
      sequence: sequence, time: Double(components.seconds) + Double(components.attoseconds) / 1e18, event: event.name,
      step: context.stepIndex, stepID: context.stepID, stepCount: context.stepCount)
    switch event {
    case .tourWillHide(let reason), .tourDidHide(let reason): line.reason = reason
    case .tourDidEnd(let dismissal): line.reason = dismissal.reason
    case .tourDidPause(let style, let reason):
      line.pause = style
      if reason == .waitingForHost { line.host = context.awaitedHost?.rawValue }
    default: break
    }
    sequence += 1
    guard let data = try? encoder.encode(line), let text = String(data: data, encoding: .utf8) else { return }
    sink(text + "\n")
  }

  /// Stops writing; idempotent.
  public func tearDown() {
    isTornDown = true
  }
}
