import LodestarGeometry
import LodestarHostTree
import LodestarWindowing
import Testing

#if LODESTAR_WINDOWING
  @Suite struct PresentationPlacementTests {
    static let leftBounds = Rect(x: 0, y: 0, width: 1024, height: 768)
    let application = ApplicationModel(
      screens: [Fixtures.mainScreen],
      scenes: [Fixtures.scene("left")],
      windows: [
        Fixtures.window("left-main", in: "left", root: "left-root", isKey: true, bounds: leftBounds),
        Fixtures.window("right-main", in: "right", root: "right-root"),
      ]
    )
    let tree = HostTrees.standard

    func place(_ context: PresentationContext) -> Result<PresentationPlacement, PresentationContextError> {
      context.placement(tree: tree, application: application)
    }

    @Test func newWindowJoinsTheElementsSceneWithItsWindowsBounds() {
      #expect(
        place(.newWindow(over: "row"))
          == .success(.newWindow(NewWindowPlan(scene: "left", bounds: Self.leftBounds, level: .tourDefault))))
      #expect(
        place(.window(over: "left-root"))
          == .success(.newWindow(NewWindowPlan(scene: "left", bounds: Self.leftBounds, level: OverlayWindowLevel(1)))))
    }

    @Test func newWindowAtTheStatusBarLevelCarriesTheWarning() {
      #expect(
        place(.newWindow(over: "row", level: .statusBar))
          == .success(
            .newWindow(
              NewWindowPlan(
                scene: "left", bounds: Self.leftBounds, level: .statusBar,
                warning: .levelCoversStatusBar(.statusBar)))))
    }

    @Test func currentWindowIsTheElementsWindow() {
      #expect(
        place(.currentWindow(of: "card-button"))
          == .success(
            .existing(PresentationHost(element: "left-root", window: "left-main", scene: "left", rule: .elementWindow)))
      )
    }

    @Test func hostIsTheElementItself() {
      #expect(
        place(.host("card"))
          == .success(
            .existing(PresentationHost(element: "card", window: "left-main", scene: "left", rule: .explicitHost))))
      #expect(
        place(.host("card-host"))
          == .success(.existing(PresentationHost(element: "card-host", window: nil, scene: nil, rule: .explicitHost))))
    }

    @Test func errors() {
      #expect(place(.newWindow(over: "ghost")) == .failure(.elementNotFound("ghost")))
      #expect(place(.host("ghost")) == .failure(.elementNotFound("ghost")))
      #expect(place(.currentWindow(of: "preview")) == .failure(.elementNotInWindow("preview")))
      #expect(place(.newWindow(over: "preview")) == .failure(.elementNotInWindow("preview")))
      #expect(
        place(.currentWindow(of: "settings")) == .failure(.sceneNotConnected(window: "right-main", scene: "right")))
      #expect(
        PresentationContextError.elementNotInWindow("preview").description
          == "the element \"preview\" is not in a window yet; start the tour once it is")
    }
  }
#endif
