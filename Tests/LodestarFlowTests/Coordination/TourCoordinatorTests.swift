import LodestarFlow
import LodestarFlowTestSupport
import Testing

@Suite struct TourScheduleTests {
  @Test func oneModalAtATimeQueuedByPriority() {
    var schedule = TourSchedule()
    #expect(schedule.request(TourRequest(id: "a")) == ["a"])
    #expect(schedule.request(TourRequest(id: "low", priority: 1)) == [])
    #expect(schedule.request(TourRequest(id: "high", priority: 5)) == [])
    #expect(schedule.request(TourRequest(id: "low2", priority: 1)) == [])
    #expect(schedule.request(TourRequest(id: "a")) == [])
    #expect(schedule.waiting.map(\.id) == ["high", "low", "low2"])
    #expect(schedule.tourDidEnd("a") == ["high"])
    #expect(schedule.tourDidEnd("low") == [])
    #expect(schedule.tourDidEnd("high") == ["low2"])
    #expect(schedule.tourDidEnd("low2") == [] && schedule.activeModal == nil)
  }

  @Test func hintsShowAlongsideAModalTour() {
    var schedule = TourSchedule()
    _ = schedule.request(TourRequest(id: "tour"))
    #expect(schedule.request(TourRequest(id: "hint1", presentation: .hint)) == ["hint1"])
    #expect(schedule.request(TourRequest(id: "hint2", presentation: .hint)) == ["hint2"])
    #expect(schedule.activeHints == ["hint1", "hint2"] && schedule.activeModal == "tour")
    #expect(schedule.tourDidEnd("hint1") == [])
    #expect(schedule.activeHints == ["hint2"])
  }
}

@MainActor
@Suite struct TourCoordinatorTests {
  @Test func controllersShowOneAfterAnother() throws {
    let coordinator = TourCoordinator()
    let first = Fixture(["a"])
    let second = Fixture(["b", "c"])
    coordinator.register(first.controller, id: "first")
    coordinator.register(second.controller, id: "second", priority: 2)
    #expect(coordinator.request("first"))
    #expect(!coordinator.request("second"))
    #expect(first.controller.isStarted && !second.controller.isStarted)
    try first.controller.next()
    #expect(second.controller.isStarted)
    #expect(coordinator.schedule.activeModal == "second")
  }

  @Test func aTourThatCannotStartLetsTheNextOneShow() {
    let coordinator = TourCoordinator()
    var started: [String] = []
    coordinator.register(id: "broken") { false }
    coordinator.register(id: "fine") {
      started.append("fine")
      return true
    }
    #expect(!coordinator.request("broken"))
    #expect(coordinator.request("fine"))
    #expect(started == ["fine"])
    #expect(!coordinator.request("unknown"))
  }

  @Test func hostChangesReachWaitingControllers() throws {
    let coordinator = TourCoordinator()
    let fixture = Fixture(["a", "b"])
    fixture.source.hosts[1] = "settings"
    coordinator.register(fixture.controller, id: "tour")
    coordinator.request("tour")
    try fixture.controller.next()
    #expect(fixture.controller.isPaused)
    coordinator.hostDidAppear("settings")
    #expect(fixture.controller.currentIndex == 1)
  }
}
