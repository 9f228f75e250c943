import LodestarGeometry
import LodestarHostTree
import LodestarText
import Testing

@testable import LodestarWalkthrough

/// A walkthrough element's text style: the initializer stores each value in its own property, and the
/// `textStyle` property reads and writes exactly those four.
@Suite struct WalkthroughTextStyleTests {
  static let style = WalkthroughTextStyle(
    fontSize: 28, color: RGBAColor(white: 0.2), alignment: .trailing, isHeading: true)
  static let frame = Rect(x: 24, y: 340, width: 342, height: 40)

  @Test func theDefaultsAreALabels() {
    let element = WalkthroughElement("label", frame: Self.frame, text: "Hi")
    #expect(element.fontSize == 17 && element.textColor == .black && element.alignment == .natural)
    #expect(!element.isHeading && element.textStyle == WalkthroughTextStyle())
  }

  @Test func theInitializerStoresEachValueInItsProperty() {
    let element = WalkthroughElement("title", frame: Self.frame, text: "Welcome", textStyle: Self.style)
    #expect(element.fontSize == 28 && element.textColor == RGBAColor(white: 0.2))
    #expect(element.alignment == .trailing && element.isHeading)
    #expect(element.textStyle == Self.style)
  }

  @Test func writingTheStyleChangesOnlyIt() {
    var element = WalkthroughElement(
      "title", tag: 3, frame: Self.frame, cornerRadius: 4, fill: .white, text: "Welcome", accessibilityLabel: "Hello")
    element.textStyle = Self.style
    #expect(element.textStyle == Self.style)
    #expect(element.tag == 3 && element.cornerRadius == 4 && element.fill == .white && element.text == "Welcome")
    #expect(element.accessibilityLabel == "Hello")
    element.textStyle.fontSize = 12
    #expect(element.fontSize == 12 && element.isHeading)
  }
}
