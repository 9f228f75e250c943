import LodestarGeometry
import LodestarHostTree
import LodestarText
import LodestarTimeline
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

/// A walkthrough scene element made with the public initializer: what it leaves out is at rest (untransformed,
/// opaque, moved by the parallax) and each default is the page subview's.
@Suite struct WalkthroughSceneElementInitializerTests {
  @Test func theDefaultsAreAPagesSubviewAtRest() {
    let element = WalkthroughSceneElement(id: "box", frame: Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(element.tag == 0 && element.depth == 0 && element.isAnimated)
    #expect(element.transform == .identity && element.opacity == .opaque)
    #expect(element.cornerRadius == 0 && element.fill == nil && element.text == nil)
    #expect(element.fontSize == 17 && element.textColor == .black)
  }

  @Test func eachParameterReachesItsProperty() {
    let element = WalkthroughSceneElement(
      id: "box", tag: 4, depth: 2, frame: Rect(x: 1, y: 2, width: 3, height: 4), cornerRadius: 5, fill: .white,
      fontSize: 22, textColor: RGBAColor(white: 0.3))
    #expect(element.id == "box" && element.tag == 4 && element.depth == 2 && element.cornerRadius == 5)
    #expect(element.fill == .white && element.fontSize == 22 && element.textColor == RGBAColor(white: 0.3))
    #expect(element.frame == Rect(x: 1, y: 2, width: 3, height: 4))
  }
}
