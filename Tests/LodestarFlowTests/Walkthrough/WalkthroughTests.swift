import LodestarTestSupport
import Testing

@testable import LodestarFlow

@Suite struct WalkthroughTests {
  @Test func noPagesDoNotCrash() throws {
    var walkthrough = try Walkthrough(pageCount: 0, pageWidth: 320)
    #expect(walkthrough.currentPage == nil)
    #expect(walkthrough.next() == [] && walkthrough.previous() == [] && walkthrough.settle() == [])
    #expect(!walkthrough.hasNextPage && !walkthrough.hasPreviousPage)
    #expect(throws: WalkthroughError.pageOutOfRange(page: 0, pageCount: 0)) { try walkthrough.go(to: 0) }
    walkthrough.addPage()
    #expect(walkthrough.currentPage == 0)
  }

  @Test func badInputIsRejected() {
    #expect(throws: WalkthroughError.negativePageCount(-1)) { try Walkthrough(pageCount: -1, pageWidth: 10) }
    #expect(throws: WalkthroughError.invalidPageWidth(-1)) { try Walkthrough(pageCount: 1, pageWidth: -1) }
    #expect(throws: (any Error).self) { try Walkthrough(pageCount: 1, pageWidth: .nan) }
  }

  /// The presenter's initializer takes values it has checked: it starts on the first page, as the public one does,
  /// and moves what is out of range into it.
  @Test func theCheckedInitializerStartsOnTheFirstPageAndClampsItsValues() throws {
    let walkthrough = Walkthrough(checkedPageCount: 3, pageWidth: 0, reportsUnchangedPages: true)
    #expect(walkthrough.settledPage == 0 && walkthrough.currentPage == 0 && walkthrough.scrollPosition == 0)
    #expect(walkthrough.reportsUnchangedPages && walkthrough.targetPage == nil && walkthrough.contentOffset == 0)
    let empty = Walkthrough(checkedPageCount: -2, pageWidth: .nan, reportsUnchangedPages: false)
    #expect(empty.pageCount == 0 && empty.pageWidth == 0 && empty.settledPage == nil && empty.currentPage == nil)
    let negativeWidth = Walkthrough(checkedPageCount: 1, pageWidth: -5, reportsUnchangedPages: false)
    #expect(negativeWidth.pageWidth == 0 && negativeWidth.settledPage == 0)
  }

  @Test(arguments: [
    (0.0, 0), (319.9, 0), (320.0, 1), (959.0, 2), (2000.0, 2), (-50.0, 0),
  ])
  func currentPageIsTheFloorClampedToThePages(offset: Double, page: Int) throws {
    var walkthrough = try Walkthrough(pageCount: 3, pageWidth: 320)
    walkthrough.scroll(to: offset)
    #expect(walkthrough.currentPage == page)
  }

  @Test func aZeroWidthDoesNotDivideByZero() throws {
    var walkthrough = try Walkthrough(pageCount: 3, pageWidth: 0)
    walkthrough.scroll(to: 100)
    #expect(walkthrough.currentPage == 0)
    #expect(walkthrough.scrollProgress(ofPage: 1) == 0)
    try walkthrough.go(to: 2)
    #expect(walkthrough.currentPage == 2)
    #expect(walkthrough.next() == [])
    #expect(walkthrough.previous() == [.willGoToPreviousPage(from: 2)])
    #expect(walkthrough.settle() == [.pageDidChange(1)])
    #expect(walkthrough.currentPage == 1 && walkthrough.scrollPosition == 1)
  }

  @Test func nextAndPreviousNotifyAimAndStopAtTheEnds() throws {
    var walkthrough = try Walkthrough(pageCount: 3, pageWidth: 100)
    #expect(walkthrough.previous() == [])
    #expect(walkthrough.next() == [.willGoToNextPage(from: 0)])
    // The controls follow the destination at once; the offset moves with the view's animation.
    #expect(walkthrough.targetPage == 1 && walkthrough.contentOffset == 0 && walkthrough.indicatedPage == 1)
    #expect(walkthrough.currentPage == 0)
    walkthrough.scroll(to: 60)
    #expect(walkthrough.settle() == [.pageDidChange(1)])
    #expect(walkthrough.contentOffset == 100 && walkthrough.targetPage == nil)
    #expect(walkthrough.next() == [.willGoToNextPage(from: 1)])
    #expect(walkthrough.settle() == [.pageDidChange(2)])
    #expect(!walkthrough.hasNextPage && walkthrough.hasPreviousPage)
    #expect(walkthrough.next() == [])
    #expect(walkthrough.previous() == [.willGoToPreviousPage(from: 2)])
    #expect(walkthrough.settle() == [.pageDidChange(1)])
    #expect(walkthrough.close() == [.closeRequested])
    #expect(walkthrough.currentPage == 1)
  }

  @Test func aSecondNextDuringTheScrollGoesOnePageFurther() throws {
    var walkthrough = try Walkthrough(pageCount: 4, pageWidth: 100)
    #expect(walkthrough.next() == [.willGoToNextPage(from: 0)])
    walkthrough.scroll(to: 30)
    #expect(walkthrough.next() == [.willGoToNextPage(from: 1)])
    #expect(walkthrough.targetPage == 2)
    walkthrough.scroll(to: 150)
    walkthrough.beginDragging()
    #expect(walkthrough.targetPage == nil && walkthrough.indicatedPage == 2)
    walkthrough.scroll(to: 140)
    #expect(walkthrough.indicatedPage == 1 && walkthrough.currentPage == 1)
    try walkthrough.beginScroll(toPage: 1)
    #expect(throws: WalkthroughError.pageOutOfRange(page: 4, pageCount: 4)) { try walkthrough.beginScroll(toPage: 4) }
    #expect(walkthrough.settle() == [.pageDidChange(1)])
  }

  @Test(arguments: [(0.0, 0, 0), (49.0, 0, 0), (50.0, 0, 1), (151.0, 1, 2), (-80.0, 0, 0), (900.0, 2, 2)])
  func currentNearestAndIndicatedPages(offset: Double, current: Int, nearest: Int) throws {
    var walkthrough = try Walkthrough(pageCount: 3, pageWidth: 100)
    walkthrough.scroll(to: offset)
    #expect(walkthrough.currentPage == current)
    #expect(walkthrough.nearestPage == nearest)
    #expect(walkthrough.indicatedPage == nearest)
    #expect(walkthrough.scrollPosition == offset / 100)
  }

  @Test func pageDidChangeOnlyWhenTheSettledPageChangedByDefault() throws {
    var walkthrough = try Walkthrough(pageCount: 3, pageWidth: 100)
    walkthrough.scroll(to: 40)
    #expect(walkthrough.settle() == [])
    var everySettle = try Walkthrough(pageCount: 3, pageWidth: 100, reportsUnchangedPages: true)
    everySettle.scroll(to: 40)
    #expect(everySettle.settle() == [.pageDidChange(0)])
  }

  @Test func rotationKeepsThePage() throws {
    var walkthrough = try Walkthrough(pageCount: 4, pageWidth: 320)
    try walkthrough.go(to: 2)
    #expect(walkthrough.resize(pageWidth: 568) == [])
    #expect(walkthrough.contentOffset == 1136 && walkthrough.currentPage == 2)
    walkthrough.resize(pageWidth: .infinity)
    #expect(walkthrough.pageWidth == 568)
    // A rotation during an animated scroll ends it on its target, which settles.
    #expect(walkthrough.next() == [.willGoToNextPage(from: 2)])
    walkthrough.scroll(to: 1200)
    #expect(walkthrough.resize(pageWidth: 320) == [.pageDidChange(3)])
    #expect(walkthrough.contentOffset == 960 && walkthrough.targetPage == nil)
  }

  @Test func scrollProgressFeedsParallax() throws {
    var walkthrough = try Walkthrough(pageCount: 3, pageWidth: 200)
    walkthrough.scroll(to: 300)
    #expect(walkthrough.scrollProgress(ofPage: 1) == 0.5)
    #expect(walkthrough.scrollProgress(ofPage: 2) == -0.5)
    #expect(walkthrough.scrollProgress(ofPage: 0) == 1.5)
  }

  @Test func randomInputsKeepThePageInRange() throws {
    let seed: UInt64 = 0xBEEF
    var generator = SeededGenerator(seed: seed)
    for index in 0..<5_000 {
      var walkthrough = try Walkthrough(pageCount: generator.int(in: 0...5), pageWidth: generator.double(in: 0...400))
      for _ in 0..<8 {
        switch generator.int(in: 0...7) {
        case 0: walkthrough.scroll(to: generator.double(in: -1000...3000))
        case 6: walkthrough.beginDragging()
        case 7: try? walkthrough.beginScroll(toPage: generator.int(in: -1...6))
        case 1: _ = walkthrough.next()
        case 2: _ = walkthrough.previous()
        case 3: walkthrough.resize(pageWidth: generator.double(in: 0...500))
        case 4: _ = walkthrough.settle()
        default: try? walkthrough.go(to: generator.int(in: -1...6))
        }
        for page in [walkthrough.currentPage, walkthrough.nearestPage, walkthrough.indicatedPage] {
          let valid = walkthrough.pageCount == 0 ? page == nil : (0..<walkthrough.pageCount).contains(page ?? -1)
          #expect(valid, "seed \(seed) case \(index): page \(String(describing: page)) of \(walkthrough.pageCount)")
        }
      }
    }
  }
}
