import LodestarGeometry
import LodestarHostTree
import LodestarText
import LodestarWalkthrough
import Testing

@testable import LodestarTourFormat

/// The grouped settings of the documents' options and walkthrough elements: each group reaches the properties
/// the format's keys fill, and writing a group changes only its own.
@Suite("Documents: grouped options and text styles")
struct DocumentGroupedSettingsTests {
  @Test func theKeyboardGroupReachesBothKeys() {
    #expect(TourDocument.Options().keyboard == TourDocument.Options.Keyboard(navigation: true, escapeCloses: true))
    let noArrows = TourDocument.Options(keyboard: TourDocument.Options.Keyboard(navigation: false))
    #expect(!noArrows.keyboardNavigation && noArrows.escapeCloses)
    let noEscape = TourDocument.Options(keyboard: TourDocument.Options.Keyboard(escapeCloses: false))
    #expect(noEscape.keyboardNavigation && !noEscape.escapeCloses)
    var options = TourDocument.Options(skipLabel: "Skip", overlayTaps: true)
    options.keyboard = TourDocument.Options.Keyboard(navigation: false, escapeCloses: false)
    #expect(!options.keyboardNavigation && !options.escapeCloses && options.skipLabel == "Skip" && options.overlayTaps)
  }

  @Test func anElementsTextStyleFillsItsFourProperties() {
    let style = WalkthroughTextStyle(fontSize: 28, color: .white, alignment: .center, isHeading: true)
    let element = WalkthroughDocument.Element(
      id: "title", frame: Rect(x: 0, y: 0, width: 300, height: 40), text: "Welcome", textStyle: style)
    #expect(element.fontSize == 28 && element.textColor == .white && element.alignment == .center && element.isHeading)
    let plain = WalkthroughDocument.Element(id: "plain", frame: Rect(x: 0, y: 0, width: 300, height: 40))
    #expect(plain.fontSize == 17 && plain.textColor == .black && plain.alignment == .natural && !plain.isHeading)
  }

  @Test func aDocumentsTextStyleReachesTheWalkthroughElement() throws {
    let style = WalkthroughTextStyle(fontSize: 28, color: .white, alignment: .trailing, isHeading: true)
    let document = WalkthroughDocument(
      id: "intro",
      pages: [
        WalkthroughDocument.Page(
          id: "one", title: "One",
          elements: [
            WalkthroughDocument.Element(
              id: "title", frame: Rect(x: 0, y: 0, width: 300, height: 40), text: "Welcome", textStyle: style)
          ])
      ])
    let element = try #require(try document.walkthroughPages().first?.elements.first)
    #expect(element.textStyle == style && element.text == "Welcome")
  }
}
