// The test-only evaluator of the SwiftUI declarations: not SwiftUI API (every name starts with an underscore).
// `_render(_:size:date:environment:)` walks a view's bodies, applies the declared modifiers (environment values,
// anchor preferences, frames and positions, content shapes and tap gestures, accessibility children), runs
// TimelineView and Canvas closures on the date and size given, and returns what was drawn, where taps go and
// which accessibility elements exist, in order.
//
// The declarations beside it declare what `LodestarSwiftUI` uses (and `Scripts/check-platform-interfaces` keeps it
// so), with the interface's signatures and availability, and these deliberate differences: `View`'s modifiers here
// are isolated to the main actor (the interface marks them `nonisolated`), which is stricter, so what compiles here
// compiles there; types list only what the adapter uses (`Shape` without `Animatable`, enumerations without the
// cases it never names, `AccessibilityTraits` and `GestureMask` without their set algebra); parameters with
// defaults the adapter never passes are left out (`Canvas`'s `opaque:colorMode:rendersAsynchronously:`,
// `GraphicsContext.clip`'s `style:options:`); and what the recording reads has `package` access.
//
// The evaluator and what only it needs (arithmetic on Core Graphics values, their equality) are compiled on Linux
// only: Scripts/check-apple-platforms compiles these declarations for Apple's platforms against Core Graphics
// declarations without arithmetic, where only the API has to type-check (Core Graphics' `CGAffineTransform` is then
// the re-exported one).

#if os(Linux)
  /// What a view evaluated to.
  @MainActor
  package final class _Recording {
    /// The canvases drawn, back to front.
    package internal(set) var canvases: [_CanvasRecording] = []
    /// The views with a tap gesture, back to front.
    package internal(set) var tapRegions: [_TapRegion] = []
    /// The accessibility elements, in the order the views declared them.
    package internal(set) var accessibilityElements: [_AccessibilityRecord] = []
    /// The views with a drag gesture, back to front.
    package internal(set) var dragRegions: [_DragRegion] = []
    /// The views with accessibility children (containers), with what was said of them, in order.
    package internal(set) var accessibilityContainers: [_AccessibilityRecord] = []
    /// The views whose accessibility focus is bound to a state, in order.
    package internal(set) var accessibilityFocus: [_AccessibilityFocusRecord] = []
    /// The shapes filled with a style behind views, back to front.
    package internal(set) var shapeBackgrounds: [_ShapeBackgroundRecording] = []
    /// The accessibility notifications posted while rendering, in order.
    package internal(set) var accessibilityNotifications: [_AccessibilityNotificationRecord] = []

    /// Taps at `point` (root space): the frontmost tap region whose content shape contains the point gets the tap,
    /// in its local space.
    ///
    /// - Returns: The index of the region that got the tap, or `nil` when none did.
    @discardableResult
    package func tap(at point: CGPoint) -> Int? {
      for index in tapRegions.indices.reversed() {
        let region = tapRegions[index]
        let local = CGPoint(x: point.x - region.frame.minX, y: point.y - region.frame.minY)
        let isInside =
          if let shape = region.shape { shape.contains(local, eoFill: region.isEvenOdd) } else {
            CGRect(origin: .zero, size: region.frame.size).contains(local)
          }
        if isInside {
          region.action(local)
          return index
        }
      }
      return nil
    }
  }

  /// What one canvas drew.
  package struct _CanvasRecording {
    /// The canvas's frame, in root space.
    package let frame: CGRect
    /// The drawing calls, in order.
    package let calls: [_DrawingCall]
  }

  /// A view with a tap gesture.
  package struct _TapRegion {
    /// The view's frame, in root space.
    package let frame: CGRect
    /// Its content shape, in its local space, or `nil` for its frame.
    package let shape: Path?
    /// Whether the content shape is filled with the even-odd rule.
    package let isEvenOdd: Bool
    /// The action, with the location in the view's local space.
    let action: (CGPoint) -> Void
  }

  /// Evaluates `view` in a root of `size` at `date`, with the views' state kept in `graph` (pass the same graph to
  /// render the same hosting view again; a new one, the default, is a new hosting view).
  ///
  /// - Returns: What it drew, its tap regions, its accessibility elements and the notifications it posted.
  @MainActor
  package func _render(
    _ view: some View, size: CGSize, date: Date, environment: EnvironmentValues = EnvironmentValues(),
    graph: _ViewGraph = _ViewGraph()
  ) -> _Recording {
    let evaluation = _Evaluation(date: date, graph: graph)
    let state = _ViewState(frame: CGRect(origin: .zero, size: size), environment: environment)
    let outer = _Evaluation.current
    _Evaluation.current = evaluation
    defer { _Evaluation.current = outer }
    _ = _evaluateView(view, state, evaluation)
    return evaluation.recording
  }

  /// A view the evaluator evaluates itself instead of asking for its body.
  @MainActor
  protocol _PrimitiveView {
    func _evaluate(_ state: _ViewState, _ evaluation: _Evaluation) -> _ViewResult
  }

  /// What flows down while evaluating: the frame offered (root space), the environment, and what outer modifiers
  /// left for inner views.
  struct _ViewState {
    var frame: CGRect
    var environment: EnvironmentValues
    /// Where a `position` modifier put the centre of the view inside it (root space).
    var center: CGPoint?
    /// Whether the views are accessibility children (not drawn, one element per leaf).
    var isAccessibilityChild = false
    /// The accessibility element outer modifiers described.
    var accessibility = _AccessibilityRecord(label: nil, hint: nil, traits: ._none, frame: .zero)
    /// The symbol table of the canvas whose symbols are evaluated, if any.
    var symbols: _SymbolTable?
  }

  /// What flows up: preferences in order, a content shape set inside, and the frame the view took (root space),
  /// when it is known (a leaf's, a `frame` modifier's).
  struct _ViewResult {
    var preferences: [(ObjectIdentifier, Any)] = []
    var contentShape: (path: Path, isEvenOdd: Bool)?
    var frame: CGRect?
  }

  /// One evaluation.
  @MainActor
  final class _Evaluation {
    let date: Date
    let graph: _ViewGraph
    let recording = _Recording()
    /// How many views of each type were evaluated so far: a view's place among them is its identity in the graph.
    private var occurrences: [ObjectIdentifier: Int] = [:]
    /// The evaluation under way, where notifications posted while rendering go.
    static var current: _Evaluation?

    init(date: Date, graph: _ViewGraph) {
      self.date = date
      self.graph = graph
    }

    /// Gives the state properties of `view` the graph's storage for the view (its first value on first sight).
    func installState<V: View>(of view: V) {
      let type = ObjectIdentifier(V.self)
      let occurrence = occurrences[type, default: 0]
      occurrences[type] = occurrence + 1
      for child in Mirror(reflecting: view).children {
        guard let state = child.value as? any _StateProperty else { continue }
        state._install(in: graph, key: "\(String(reflecting: V.self))#\(occurrence).\(child.label ?? "")")
      }
    }
  }

  /// Evaluates a view: a primitive itself, any other through its body.
  @MainActor
  func _evaluateView<V: View>(_ view: V, _ state: _ViewState, _ evaluation: _Evaluation) -> _ViewResult {
    if let primitive = view as? any _PrimitiveView { return primitive._evaluate(state, evaluation) }
    evaluation.installState(of: view)
    _EnvironmentStorage.current = state.environment
    return _evaluateView(view.body, state, evaluation)
  }

  /// Leaves: they record an accessibility element when they are accessibility children.
  extension _PrimitiveView {
    func _evaluateLeaf(_ state: _ViewState, _ evaluation: _Evaluation) -> _ViewResult {
      if state.isAccessibilityChild {
        var element = state.accessibility
        element.frame = state.frame
        evaluation.recording.accessibilityElements.append(element)
      }
      return _ViewResult(frame: state.frame)
    }
  }

  extension Color: _PrimitiveView {
    func _evaluate(_ state: _ViewState, _ evaluation: _Evaluation) -> _ViewResult { _evaluateLeaf(state, evaluation) }
  }

  extension Text: _PrimitiveView {
    func _evaluate(_ state: _ViewState, _ evaluation: _Evaluation) -> _ViewResult { _evaluateLeaf(state, evaluation) }
  }

  extension EmptyView: _PrimitiveView {
    func _evaluate(_ state: _ViewState, _ evaluation: _Evaluation) -> _ViewResult { _ViewResult() }
  }

  extension TupleView: _PrimitiveView {
    func _evaluate(_ state: _ViewState, _ evaluation: _Evaluation) -> _ViewResult {
      var result = _ViewResult()
      for child in Mirror(reflecting: value).children {
        if let view = child.value as? any View {
          result.preferences += _evaluateAny(view, state, evaluation).preferences
        }
      }
      return result
    }
  }

  /// Evaluates a view of unknown type.
  @MainActor
  func _evaluateAny(_ view: any View, _ state: _ViewState, _ evaluation: _Evaluation) -> _ViewResult {
    _evaluateView(view, state, evaluation)
  }
#endif
