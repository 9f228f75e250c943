#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarFlow
  import LodestarGeometry
  import LodestarHostTree
  import LodestarScene
  import LodestarSwiftUI
  import LodestarTesting
  import LodestarViewModel
  import SwiftUI
  import Testing

  /// An app's screen whose tour gives the app's views for the scene's slots: a text naming each slot.
  struct SlotScreen: View {
    let presenter: TourPresenter<SceneGraph>

    var body: some View {
      ZStack {
        Color(red: 0.2, green: 0.4, blue: 0.8)
          .frame(width: 100, height: 44)
          .tourTarget("save")
          .position(x: 80, y: 140)
      }
      .tourOverlay(presenter) { slot in Text(verbatim: slot.rawValue) }
    }
  }

  /// The app's views in the scene's slots and the overlay's blur, through the SwiftUI declarations.
  @MainActor
  @Suite struct TourSlotsAndBlurTests {
    let clock = ManualClock()
    let controller: TourController<CoachMark>
    let presenter = TourPresenter(tree: SceneGraph())
    let graph = _ViewGraph()

    init() {
      var mark = CoachMark(target: "save", hint: "Keeps your draft.")
      mark.body = .custom(SceneSlot(id: "card", size: Size(width: 220, height: 90)))
      controller = TourController(steps: [TourStep(id: "save", content: mark)], clock: clock)
      presenter.follow(controller)
      presenter.ornaments = [SceneOrnament(id: "badge", frame: Rect(x: 300, y: 40, width: 40, height: 40))]
    }

    /// Renders a frame every tenth of a second for `seconds` with `screen`; returns the last.
    func render(after seconds: Double, _ screen: some View) -> _Recording {
      var recording = _render(screen, size: CGSize(width: 390, height: 844), date: clock.now(), graph: graph)
      for _ in 0..<Int((seconds * 10).rounded()) {
        clock.advance(by: 0.1)
        recording = _render(screen, size: CGSize(width: 390, height: 844), date: clock.now(), graph: graph)
      }
      return recording
    }

    var scene: TourScene { presenter.scene(at: clock.now().timeIntervalSinceReferenceDate) }

    /// The drawing calls of `list` with its slots drawn as the canvas's symbols.
    func expectedCalls(_ list: DisplayList) -> [_DrawingCall.Kind] {
      var calls: [_DrawingCall.Kind] = []
      for item in list.items where item.opacity > 0 {
        switch item.primitive {
        case .slot(let id, let frame):
          calls.append(.symbol(AnyHashable(id), in: RecordingAgreement.cgRect(frame)))
        case .arrow(let arrow) where arrow.customView != nil:
          let id = arrow.customView ?? ""
          calls.append(.symbol(AnyHashable(id), in: RecordingAgreement.cgRect(arrow.frame)))
        default:
          calls += RecordingAgreement.expectedCalls(
            DisplayList(size: list.size, layoutDirection: list.layoutDirection, items: [item]))
        }
      }
      return calls
    }

    @Test func theAppsViewsAreDrawnInTheirSlotsInTheListsOrder() throws {
      try controller.start()
      let recording = render(after: 5, SlotScreen(presenter: presenter))
      let list = scene.displayList()
      let drawn = try #require(recording.canvases.last).calls
      let symbols = drawn.compactMap { call -> AnyHashable? in
        if case .symbol(let tag, _) = call.kind { tag } else { nil }
      }
      #expect(symbols.contains(AnyHashable(ElementID("badge"))))
      #expect(symbols.contains(AnyHashable(ElementID("card"))))
      #expect(drawn.map(\.kind) == expectedCalls(list))
      // The custom body lies under the coach mark's text.
      let card = try #require(
        drawn.firstIndex { call in
          if case .symbol(AnyHashable(ElementID("card")), _) = call.kind { true } else { false }
        })
      let firstText = try #require(
        drawn.firstIndex { call in
          if case .text = call.kind { true } else { false }
        })
      #expect(card < firstText)
    }

    @Test func withoutSlotViewsNothingIsDrawnForTheSlots() throws {
      try controller.start()
      let recording = render(after: 5, SampleScreen(presenter: presenter, taps: AppTaps()))
      let drawn = try #require(recording.canvases.last).calls
      // `tourOverlay(_:)` gives an empty view for each slot: drawn, it draws nothing.
      #expect(drawn.map(\.kind) == expectedCalls(scene.displayList()))
    }

    @Test func aBlurIsAMaterialFillingTheOverlayPath() throws {
      presenter.options.overlay = OverlayFill(blur: OverlayBlur(style: .prominent))
      try controller.start()
      // While the overlay is transparent (the first frame of its fade-in), no blur: a material cannot fade.
      var recording = render(after: 0, SlotScreen(presenter: presenter))
      #expect(scene.displayList().items.first?.opacity == 0)
      #expect(recording.shapeBackgrounds.last?.path == Path())
      recording = render(after: 5, SlotScreen(presenter: presenter))
      let list = scene.displayList()
      guard case .overlay(let overlay) = list.items.first?.primitive else {
        Issue.record("the list begins with the overlay")
        return
      }
      #expect(overlay.blur == .prominent)
      let background = try #require(recording.shapeBackgrounds.last)
      #expect((background.style as? Material)?._name == "thick")
      #expect(background.path == RecordingAgreement.path(overlay.path))
      #expect(background.isEvenOdd)
      #expect(background.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
      // The canvas does not fill the overlay's colour under the material.
      let drawn = try #require(recording.canvases.last).calls
      #expect(!drawn.contains { if case .fill(_, _, evenOdd: true) = $0.kind { true } else { false } })

      // Once the tour has ended, nothing is blurred.
      controller.skip()
      recording = render(after: 5, SlotScreen(presenter: presenter))
      #expect(recording.shapeBackgrounds.last?.path == Path())
    }

    @Test func reduceTransparencyDrawsTheBlurAsTheOverlaysColour() throws {
      presenter.options.overlay = OverlayFill(blur: OverlayBlur(style: .prominent))
      try controller.start()
      var environment = EnvironmentValues()
      environment.accessibilityReduceTransparency = true
      var recording = _render(
        SlotScreen(presenter: presenter), size: CGSize(width: 390, height: 844), date: clock.now(),
        environment: environment, graph: graph)
      for _ in 0..<50 {
        clock.advance(by: 0.1)
        recording = _render(
          SlotScreen(presenter: presenter), size: CGSize(width: 390, height: 844), date: clock.now(),
          environment: environment, graph: graph)
      }
      #expect(presenter.readerSettings?.reducesTransparency == true)
      #expect(recording.shapeBackgrounds.last?.path == Path())
      let drawn = try #require(recording.canvases.last).calls
      #expect(drawn.contains { if case .fill(_, _, evenOdd: true) = $0.kind { true } else { false } })
    }

    @Test func withoutABlurTheOverlayIsItsColour() throws {
      try controller.start()
      let recording = render(after: 5, SlotScreen(presenter: presenter))
      #expect(recording.shapeBackgrounds.last?.path == Path())
      let drawn = try #require(recording.canvases.last).calls
      #expect(drawn.contains { if case .fill(_, _, evenOdd: true) = $0.kind { true } else { false } })
    }
  }
#endif
