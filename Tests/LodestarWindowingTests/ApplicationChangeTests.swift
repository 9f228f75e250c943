import LodestarGeometry
import LodestarHostTree
import LodestarWindowing
import Testing

#if LODESTAR_WINDOWING
  @Suite struct ApplicationChangeTests {
    @Test func identicalModelsHaveNoChanges() {
      #expect(ApplicationChange.diff(from: Fixtures.singleScene, to: Fixtures.singleScene).isEmpty)
      #expect(ApplicationChange.diff(from: ApplicationModel(), to: ApplicationModel()).isEmpty)
    }

    @Test func connectingASceneWithAKeyWindow() {
      #expect(
        ApplicationChange.diff(from: ApplicationModel(), to: Fixtures.singleScene) == [
          .sceneConnected("phone"), .keyWindowChanged(scene: "phone", from: nil, to: "main"),
        ])
    }

    @Test func disconnectingASceneYieldsOnlyItsDisconnection() {
      #expect(
        ApplicationChange.diff(from: Fixtures.singleScene, to: ApplicationModel()) == [.sceneDisconnected("phone")])
    }

    @Test func activationAndKeyWindowChanges() {
      var after = Fixtures.singleScene
      after.scenes[0].activationState = .background
      after.windows[0].isKey = false
      after.windows.append(Fixtures.window("sheet", in: "phone", root: "sheet-root", isKey: true))
      #expect(
        ApplicationChange.diff(from: Fixtures.singleScene, to: after) == [
          .activationChanged(scene: "phone", from: .foregroundActive, to: .background),
          .keyWindowChanged(scene: "phone", from: "main", to: "sheet"),
        ])
    }

    @Test func orderOfAMixedDiff() {
      let before = ApplicationModel(
        screens: [Fixtures.mainScreen],
        scenes: [Fixtures.scene("a"), Fixtures.scene("b"), Fixtures.scene("c", .unattached)],
        windows: [Fixtures.window("a1", in: "a", root: "a-root", isKey: true)]
      )
      let after = ApplicationModel(
        screens: [Fixtures.mainScreen],
        scenes: [Fixtures.scene("c"), Fixtures.scene("d"), Fixtures.scene("e", .background)],
        windows: [Fixtures.window("c1", in: "c", root: "c-root", isKey: true)]
      )
      #expect(
        ApplicationChange.diff(from: before, to: after) == [
          .sceneDisconnected("a"), .sceneDisconnected("b"),
          .sceneConnected("d"), .sceneConnected("e"),
          .activationChanged(scene: "c", from: .unattached, to: .foregroundActive),
          .keyWindowChanged(scene: "c", from: nil, to: "c1"),
        ])
    }

    @Test func duplicateScenesCountOnce() {
      let twice = ApplicationModel(scenes: [Fixtures.scene("a"), Fixtures.scene("a", .background)])
      #expect(ApplicationChange.diff(from: ApplicationModel(), to: twice) == [.sceneConnected("a")])
      #expect(ApplicationChange.diff(from: twice, to: ApplicationModel()) == [.sceneDisconnected("a")])
    }
  }

  @MainActor @Suite struct ApplicationTrackerTests {
    @Test func observersReceiveEveryChangeInOrder() {
      let tracker = ApplicationTracker()
      var first: [ApplicationChange] = []
      var second: [ApplicationChange] = []
      tracker.addObserver { first.append($0) }
      let token = tracker.addObserver { second.append($0) }

      let changes = tracker.update(to: Fixtures.singleScene)
      #expect(changes == [.sceneConnected("phone"), .keyWindowChanged(scene: "phone", from: nil, to: "main")])
      #expect(tracker.model == Fixtures.singleScene)
      #expect(first == changes)
      #expect(second == changes)

      tracker.removeObserver(token)
      #expect(tracker.update(to: ApplicationModel()) == [.sceneDisconnected("phone")])
      #expect(first == changes + [.sceneDisconnected("phone")])
      #expect(second == changes)
    }

    @Test func anUpdateWithoutChangesNotifiesNobody() {
      let tracker = ApplicationTracker(model: Fixtures.singleScene)
      var count = 0
      tracker.addObserver { _ in count += 1 }
      #expect(tracker.update(to: Fixtures.singleScene).isEmpty)
      #expect(count == 0)
    }
  }
#endif
