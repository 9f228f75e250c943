import LodestarFlow
import LodestarTestSupport
import Testing

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
  }

  @Test func nextAndPreviousNotifyBeforeMovingAndStopAtTheEnds() throws {
    var walkthrough = try Walkthrough(pageCount: 3, pageWidth: 100)
    #expect(walkthrough.previous() == [])
    #expect(walkthrough.next() == [.willGoToNextPage(from: 0)])
    #expect(walkthrough.contentOffset == 100)
    #expect(walkthrough.settle() == [.pageDidChange(1)])
    #expect(walkthrough.next() == [.willGoToNextPage(from: 1)])
    #expect(walkthrough.settle() == [.pageDidChange(2)])
    #expect(!walkthrough.hasNextPage && walkthrough.hasPreviousPage)
    #expect(walkthrough.next() == [])
    #expect(walkthrough.previous() == [.willGoToPreviousPage(from: 2)])
    #expect(walkthrough.settle() == [.pageDidChange(1)])
    #expect(walkthrough.close() == [.closeRequested])
    #expect(walkthrough.currentPage == 1)
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
    walkthrough.resize(pageWidth: 568)
    #expect(walkthrough.contentOffset == 1136 && walkthrough.currentPage == 2)
    walkthrough.resize(pageWidth: .infinity)
    #expect(walkthrough.pageWidth == 568)
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
        switch generator.int(in: 0...5) {
        case 0: walkthrough.scroll(to: generator.double(in: -1000...3000))
        case 1: _ = walkthrough.next()
        case 2: _ = walkthrough.previous()
        case 3: walkthrough.resize(pageWidth: generator.double(in: 0...500))
        case 4: _ = walkthrough.settle()
        default: try? walkthrough.go(to: generator.int(in: -1...6))
        }
        let page = walkthrough.currentPage
        let valid = walkthrough.pageCount == 0 ? page == nil : (0..<walkthrough.pageCount).contains(page ?? -1)
        #expect(valid, "seed \(seed) case \(index): page \(String(describing: page)) of \(walkthrough.pageCount)")
      }
    }
  }
}
