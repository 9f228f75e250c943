import LodestarFlow
import Testing

/// Records a walkthrough's delegate callbacks and plugin events into one shared log.
@MainActor
final class WalkthroughRecorder: WalkthroughControllerDelegate, WalkthroughPlugin {
  var log: [String] = []
  let name: String
  var onPageDidChange: ((Int) -> Void)?

  init(name: String = "delegate") {
    self.name = name
  }

  func walkthroughNextButtonPressed(from page: Int) { log.append("next(\(page))") }
  func walkthroughPreviousButtonPressed(from page: Int) { log.append("previous(\(page))") }
  func walkthroughCloseButtonPressed() { log.append("close") }
  func walkthroughPageDidChange(_ page: Int) {
    log.append("pageDidChange(\(page))")
    onPageDidChange?(page)
  }

  func handle(_ event: WalkthroughEvent, walkthrough: Walkthrough) {
    log.append("\(name): \(event.name) page \(walkthrough.indicatedPage ?? -1)")
  }
}

@MainActor
@Suite struct WalkthroughControllerTests {
  @Test func pluginsThenTheDelegateInTheOrderEventsHappen() throws {
    let controller = try WalkthroughController(pageCount: 3, pageWidth: 100)
    let recorder = WalkthroughRecorder()
    let plugin = WalkthroughRecorder(name: "plugin")
    controller.delegate = recorder
    controller.register(plugin)
    controller.register(plugin)
    controller.next()
    controller.scroll(to: 50)
    controller.settle()
    controller.previous()
    controller.settle()
    controller.previous()
    controller.close()
    #expect(recorder.log == ["next(0)", "pageDidChange(1)", "previous(1)", "pageDidChange(0)", "close"])
    #expect(
      plugin.log == [
        "plugin: willGoToNextPage page 1", "plugin: pageDidChange page 1", "plugin: willGoToPreviousPage page 0",
        "plugin: pageDidChange page 0", "plugin: closeRequested page 0",
      ])
    controller.unregister(plugin)
    controller.close()
    #expect(plugin.log.count == 5 && recorder.log.last == "close")
  }

  @Test func everySettleIsReportedWhenAskedAsBWWalkthroughDoes() throws {
    let controller = try WalkthroughController(pageCount: 3, pageWidth: 100, reportsUnchangedPages: true)
    let recorder = WalkthroughRecorder()
    controller.delegate = recorder
    controller.beginDragging()
    controller.scroll(to: 30)
    controller.beginScroll(toPage: 0)
    controller.settle()
    controller.settle()
    #expect(recorder.log == ["pageDidChange(0)", "pageDidChange(0)"])
    let changesOnly = try WalkthroughController(pageCount: 3, pageWidth: 100)
    let quiet = WalkthroughRecorder()
    changesOnly.delegate = quiet
    changesOnly.beginScroll(toPage: 0)
    changesOnly.settle()
    #expect(quiet.log.isEmpty)
  }

  @Test func aCommandFromACallbackRunsAfterTheEventReachedEveryone() throws {
    let controller = try WalkthroughController(pageCount: 3, pageWidth: 100)
    let recorder = WalkthroughRecorder()
    let plugin = WalkthroughRecorder(name: "plugin")
    controller.delegate = recorder
    controller.register(plugin)
    // Auto-advance: the delegate asks for the next page as soon as a page settles.
    recorder.onPageDidChange = { _ in controller.next() }
    controller.next()
    controller.settle()
    #expect(recorder.log == ["next(0)", "pageDidChange(1)", "next(1)"])
    #expect(plugin.log.last == "plugin: willGoToNextPage page 2")
    #expect(controller.walkthrough.targetPage == 2 && controller.page == 2)
    controller.settle()
    // On the last page the delegate's next does nothing.
    #expect(recorder.log == ["next(0)", "pageDidChange(1)", "next(1)", "pageDidChange(2)"])
    #expect(controller.walkthrough.targetPage == nil)
  }

  @Test func goAndResize() throws {
    let controller = try WalkthroughController(pageCount: 2)
    #expect(throws: WalkthroughError.pageOutOfRange(page: 2, pageCount: 2)) { try controller.go(to: 2) }
    try controller.go(to: 1)
    controller.resize(pageWidth: 390)
    #expect(controller.walkthrough.contentOffset == 390)
    #expect(controller.page == 1)
    controller.beginScroll(toPage: 7)
    #expect(controller.walkthrough.targetPage == nil)
    #expect(throws: WalkthroughError.negativePageCount(-1)) { try WalkthroughController(pageCount: -1) }
  }
}
