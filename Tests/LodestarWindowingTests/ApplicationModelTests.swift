import Foundation
import LodestarGeometry
import LodestarHostTree
import LodestarWindowing
import Testing

#if LODESTAR_WINDOWING
  @Suite struct ApplicationModelTests {
    let model = ApplicationModel(
      screens: [Fixtures.mainScreen, Fixtures.externalScreen],
      scenes: [
        Fixtures.scene("left"), Fixtures.scene("right", .foregroundInactive),
        Fixtures.scene("tv", role: .externalDisplayNonInteractive, screen: "tv"),
      ],
      windows: [
        Fixtures.window("left-main", in: "left", root: "left-root", isKey: true),
        Fixtures.window("left-sheet", in: "left", root: "sheet-root"),
        Fixtures.window("right-main", in: "right", root: "right-root"),
        Fixtures.window("tv-main", in: "tv", root: "tv-root", bounds: Fixtures.tvBounds),
      ]
    )

    @Test func lookups() {
      #expect(model.screen("tv") == Fixtures.externalScreen)
      #expect(model.screen("nowhere") == nil)
      #expect(model.scene("right")?.activationState == .foregroundInactive)
      #expect(model.scene("gone") == nil)
      #expect(model.window("tv-main")?.bounds == Fixtures.tvBounds)
      #expect(model.window(rootedAt: "sheet-root")?.id == "left-sheet")
      #expect(model.window(rootedAt: "button") == nil)
      #expect(model.windows(in: "left").map(\.id) == ["left-main", "left-sheet"])
      #expect(model.keyWindow(in: "left")?.id == "left-main")
      #expect(model.keyWindow(in: "right") == nil)
      #expect(model.isConnected("tv"))
      #expect(!model.isConnected("gone"))
      #expect(model.problems.isEmpty)
    }

    @Test func suitableHostWindows() {
      #expect(Fixtures.window("w", in: "s", root: "r").isSuitableHost)
      #expect(!Fixtures.window("w", in: "s", root: "r", isHidden: true).isSuitableHost)
      #expect(!Fixtures.window("w", in: "s", root: "r", level: .tourDefault).isSuitableHost)
      #expect(!Fixtures.window("w", in: "s", root: "r", level: .alert).isSuitableHost)
      #expect(!Fixtures.window("w", in: "s", root: "r", bounds: .zero).isSuitableHost)
      #expect(
        !Fixtures.window("w", in: "s", root: "r", bounds: Rect(x: 0, y: 0, width: .nan, height: 10)).isSuitableHost)
    }

    @Test func problemsOfAnInconsistentModel() {
      let broken = ApplicationModel(
        screens: [Fixtures.mainScreen, Fixtures.mainScreen],
        scenes: [Fixtures.scene("a"), Fixtures.scene("a"), Fixtures.scene("b", screen: "nowhere")],
        windows: [
          Fixtures.window("w", in: "a", root: "r1", isKey: true),
          Fixtures.window("w", in: "a", root: "r2", isKey: true),
          Fixtures.window("x", in: "ghost", root: "r3"),
        ]
      )
      #expect(
        broken.problems == [
          .duplicateScreen("main"),
          .duplicateScene("a"),
          .duplicateWindow("w"),
          .sceneOnUnknownScreen(scene: "b", screen: "nowhere"),
          .windowInUnknownScene(window: "x", scene: "ghost"),
          .severalKeyWindows(scene: "a", windows: ["w", "w"]),
        ])
      // Lookups still answer, first match first.
      #expect(broken.window("w")?.rootElement == "r1")
    }

    @Test func codableRoundTrip() throws {
      let data = try JSONEncoder().encode(model)
      #expect(try JSONDecoder().decode(ApplicationModel.self, from: data) == model)
    }
  }
#endif
