// Declarations of SwiftUI for the SwiftUI adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's SwiftUI.swiftinterface: `TimelineView`, `TimelineSchedule`,
// `TimelineViewDefaultContext`, `AnimationTimelineSchedule`, `EveryMinuteTimelineSchedule` (for the context's
// type).

/// A view that updates according to a schedule that you provide.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
  /// Information passed to a timeline view's content callback.
  public struct Context {
    /// The date from the schedule that triggered the current view update.
    public let date: Date
  }

  /// The content callback.
  let content: (TimelineViewDefaultContext) -> Content
}

/// Information passed to a timeline view's content callback.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

/// A schedule for updating a timeline view at the start of every minute.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineView: View where Content: View {
  /// Creates a new timeline view that uses the given schedule.
  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
    self.content = content
  }

  /// A primitive view has no body.
  public var body: Never { _primitiveBody() }
}

#if os(Linux)
  extension TimelineView: _PrimitiveView where Content: View {
    #if os(Linux)
      func _evaluate(_ state: _ViewState, _ evaluation: _Evaluation) -> _ViewResult {
        _EnvironmentStorage.current = state.environment
        return _evaluateView(content(TimelineViewDefaultContext(date: evaluation.date)), state, evaluation)
      }
    #endif
  }
#endif

/// A type that provides a sequence of dates for use as a schedule (declared without its `entries(from:mode:)`
/// requirement, which only SwiftUI calls).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol TimelineSchedule {}

/// A pausable schedule of dates updating at a frequency no more quickly than the provided interval (its
/// `init(minimumInterval:paused:)` is left out: the adapter uses `.animation`).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
}
