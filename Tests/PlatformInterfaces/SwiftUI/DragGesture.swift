// Declarations of SwiftUI for the SwiftUI adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's SwiftUI.swiftinterface: `Gesture` (the associated value type only), `DragGesture`
// and its `Value`, `GestureState`, `Transaction`, `GestureMask`, `GestureStateGesture`, `_EndedGesture`,
// `Gesture.updating(_:body:)`, `Gesture.onEnded(_:)`, `View.gesture(_:including:)`.

/// An instance that matches a sequence of events to a gesture, and returns a stream of values for each of its
/// states.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol Gesture<Value> {
  /// The type representing the gesture's value.
  associatedtype Value
}

/// A dragging motion that invokes an action as the drag-event sequence changes.
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
public struct DragGesture: Gesture {
  /// The attributes of a drag gesture (what the adapter reads; the evaluator fills them in).
  public struct Value: Sendable {
    /// The time associated with the drag gesture's current event.
    public var time: Date
    /// The location of the drag gesture's current event (the recording).
    package var location: CGPoint
    /// The location of the drag gesture's first event (the recording).
    package var startLocation: CGPoint
    let _translation: CGSize
    let _predictedEndTranslation: CGSize
    let _velocity: CGSize

    /// The total translation from the start of the drag gesture to the current event of the drag gesture.
    public var translation: CGSize { _translation }

    /// The current drag velocity.
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    @available(tvOS, unavailable)
    public var velocity: CGSize { _velocity }

    /// A prediction, based on the current drag velocity, of what the final translation will be if dragging
    /// stopped now.
    public var predictedEndTranslation: CGSize { _predictedEndTranslation }
  }

  /// The minimum dragging distance before the gesture succeeds (the recording).
  package var minimumDistance: CGFloat
  /// The coordinate space in which to receive location values (the recording).
  package var coordinateSpace: CoordinateSpace

  /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds and the coordinate
  /// space of the gesture's location.
  public init(minimumDistance: CGFloat = CGFloat(10.0), coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }
}

/// The context of the current state-processing update (its initializer is left out: the evaluator makes one).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Transaction {}

/// Options that control how adding a gesture to a view affects other gestures recognized by the view and its
/// subviews.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GestureMask: Sendable {
  /// Enable both the added gesture as well as all other gestures on the view and its subviews (the default
  /// argument's; an `OptionSet` in the interface).
  @usableFromInline static let all = GestureMask()
}

/// A property wrapper type that updates a property while the user performs a gesture and resets the property
/// back to its initial state when the gesture ends.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct GestureState<Value> {
  let initialValue: Value

  /// Creates a view state that's derived from a gesture.
  public init(wrappedValue: Value) { initialValue = wrappedValue }

  /// The wrapped value referenced by the gesture state property (the recording: the initial value).
  public var wrappedValue: Value { initialValue }

  /// A binding to the gesture state property.
  public var projectedValue: GestureState<Value> { self }
}

/// A gesture that updates the state provided by a gesture's updating callback.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GestureStateGesture<Base, State>: Gesture where Base: Gesture {
  /// The type representing the gesture's value.
  public typealias Value = Base.Value
  let base: Base
  let state: GestureState<State>
  let body: (Base.Value, inout State, inout Transaction) -> Void
}

/// A gesture that calls an action when it ends.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _EndedGesture<Content>: Gesture where Content: Gesture {
  /// The type representing the gesture's value.
  public typealias Value = Content.Value
  let content: Content
  let action: (Content.Value) -> Void
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Gesture {
  /// Updates the provided gesture state property as the gesture's value changes.
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }

  /// Adds an action to perform when the gesture ends.
  public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// Attaches a gesture to the view with a lower precedence than gestures defined by the view.
  public func gesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T: Gesture {
    _GestureModifier(content: self, gesture: gesture)
  }
}

#if os(Linux)
  /// The callbacks of a drag gesture and its modifiers, for the evaluator.
  @MainActor
  final class _DragCallbacks {
    var changed: [(DragGesture.Value) -> Void] = []
    var ended: [(DragGesture.Value) -> Void] = []
  }
#endif

#if os(Linux)
  /// A gesture the evaluator can drive.
  @MainActor
  protocol _DrivenGesture {
    func _collect(into callbacks: _DragCallbacks)
  }
#endif

#if os(Linux)
  extension DragGesture: _DrivenGesture {
    func _collect(into callbacks: _DragCallbacks) {}
  }
#endif

#if os(Linux)
  extension GestureStateGesture: _DrivenGesture {
    func _collect(into callbacks: _DragCallbacks) {
      (base as? any _DrivenGesture)?._collect(into: callbacks)
      // The state lives while the gesture does: from its first change to its end.
      var current: State?
      callbacks.changed.append { value in
        guard let value = value as? Base.Value else { return }
        var state = current ?? self.state.initialValue
        var transaction = Transaction()
        body(value, &state, &transaction)
        current = state
      }
      callbacks.ended.append { _ in current = nil }
    }
  }
#endif

#if os(Linux)
  extension _EndedGesture: _DrivenGesture {
    func _collect(into callbacks: _DragCallbacks) {
      (content as? any _DrivenGesture)?._collect(into: callbacks)
      callbacks.ended.append { value in
        if let value = value as? Content.Value { action(value) }
      }
    }
  }
#endif

struct _GestureModifier<Content: View, G: Gesture>: View {
  let content: Content
  let gesture: G
  var body: Never { _primitiveBody() }

  #if os(Linux)
    func _evaluate(_ state: _ViewState, _ evaluation: _Evaluation) -> _ViewResult {
      let index = evaluation.recording.dragRegions.count
      let callbacks = _DragCallbacks()
      (gesture as? any _DrivenGesture)?._collect(into: callbacks)
      evaluation.recording.dragRegions.append(_DragRegion(frame: state.frame, callbacks: callbacks))
      let result = _evaluateView(content, state, evaluation)
      evaluation.recording.dragRegions[index] = _DragRegion(frame: result.frame ?? state.frame, callbacks: callbacks)
      return result
    }
  #endif
}

#if os(Linux)
  /// A view with a drag gesture.
  package struct _DragRegion {
    /// The view's frame, in root space.
    package let frame: CGRect
    let callbacks: _DragCallbacks
  }
#endif

#if os(Linux)
  extension _Recording {
    /// Drags from `start` to `end` (root space) in `steps` changes between the two dates, then, when `lifting`,
    /// lifts with the average velocity: the frontmost view with a drag gesture whose frame contains `start` gets it,
    /// in its local space.
    ///
    /// - Returns: Whether a view got the drag.
    @discardableResult
    package func drag(
      from start: CGPoint, to end: CGPoint, from startDate: Date, to endDate: Date, steps: Int = 10,
      lifting: Bool = true
    ) -> Bool {
      guard let region = dragRegions.last(where: { $0.frame.contains(start) }) else { return false }
      let origin = region.frame.origin
      let duration = max(endDate.timeIntervalSince(startDate), 0.001)
      let velocity = CGSize(width: (end.x - start.x) / duration, height: (end.y - start.y) / duration)
      func value(at fraction: Double) -> DragGesture.Value {
        let location = CGPoint(
          x: start.x + (end.x - start.x) * fraction - origin.x, y: start.y + (end.y - start.y) * fraction - origin.y)
        let startLocation = CGPoint(x: start.x - origin.x, y: start.y - origin.y)
        let translation = CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        return DragGesture.Value(
          time: startDate.addingTimeInterval(duration * fraction), location: location, startLocation: startLocation,
          _translation: translation,
          _predictedEndTranslation: CGSize(
            width: translation.width + velocity.width / 2, height: translation.height + velocity.height / 2),
          _velocity: velocity)
      }
      let steps = max(steps, 1)
      for step in 1...steps {
        for changed in region.callbacks.changed { changed(value(at: Double(step) / Double(steps))) }
      }
      if lifting { for ended in region.callbacks.ended { ended(value(at: 1)) } }
      return true
    }
  }
#endif

#if os(Linux)
  extension _GestureModifier: _PrimitiveView {}
#endif

#if os(Linux)
  extension DragGesture.Value: Equatable {}
#endif
