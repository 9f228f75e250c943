import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarText
import LodestarWalkthrough
import Testing

/// ``WalkthroughAudit`` on scenes built by hand: a right scene has no finding, and each defect gives its kind.
@Suite struct WalkthroughAuditTests {
  static let measurer = ProportionalTextMeasurer()
  static let size = Size(width: 390, height: 844)

  /// A text element at `frame`, its text wrapped to the frame's width.
  static func textElement(
    _ id: String, _ text: String, frame: Rect, fontSize: Double = 17, wrapWidth: Double? = nil
  ) -> WalkthroughSceneElement {
    var element = WalkthroughSceneElement(
      id: ElementID(id), frame: frame,
      text: WrappedText(
        wrapping: text, maxWidth: wrapWidth ?? frame.width, fontSize: fontSize, measurer: measurer,
        alignment: .natural, layoutDirection: .leftToRight),
      fontSize: fontSize)
    element.unwrappedText = text
    return element
  }

  /// One page with a title and a picture, a next control at the bottom and a page control: no finding.
  static func scene(_ elements: [WalkthroughSceneElement]? = nil) -> WalkthroughScene {
    let page = WalkthroughScenePage(
      index: 0, id: "one", title: "One", frame: Rect(x: 0, y: 0, width: 390, height: 844), offset: 1,
      background: .white,
      elements: elements ?? [
        textElement("title", "Welcome to Lodestar", frame: Rect(x: 32, y: 100, width: 326, height: 40)),
        WalkthroughSceneElement(
          id: "picture", frame: Rect(x: 95, y: 200, width: 200, height: 200), fill: .black),
      ])
    let next = Rect(x: 310, y: 796, width: 64, height: 32)
    let dots = Rect(x: 179, y: 796, width: 32, height: 32)
    return WalkthroughScene(
      size: size, pageCount: 1, scrollPosition: 0, currentPage: 0, pages: [page],
      pageControl: WalkthroughPageControl(
        frame: dots, hitFrame: dots.insetBy(dx: -6, dy: -6), dotFrames: [Rect(x: 191, y: 808, width: 8, height: 8)],
        currentPage: 0, accessibilityLabel: "Page 1 of 1"),
      controls: [
        WalkthroughSceneControl(kind: .next, title: "Next", frame: next, hitFrame: next.insetBy(dx: 0, dy: -6))
      ])
  }

  static func kinds(_ scene: WalkthroughScene) -> [SceneAuditFinding.Kind] {
    WalkthroughAudit().findings(in: scene, measurer: measurer).map(\.kind)
  }

  @Test func aRightSceneHasNoFinding() {
    #expect(WalkthroughAudit().findings(in: Self.scene(), measurer: Self.measurer) == [])
  }

  @Test func anElementPastThePageLeavesThePageAndTheSafeArea() {
    let scene = Self.scene([
      WalkthroughSceneElement(id: "box", frame: Rect(x: 350, y: 100, width: 80, height: 40), fill: .black)
    ])
    #expect(Self.kinds(scene) == [.leavesPage, .leavesSafeArea])
    let finding = WalkthroughAudit().findings(in: scene, measurer: Self.measurer)[0]
    #expect(
      finding.description == "element box leaves the page: element box (350, 100, 80, 40), page 1 (0, 0, 390, 844)")
  }

  @Test func anElementUnderTheNotchLeavesTheSafeAreaOnly() {
    var scene = Self.scene()
    scene.safeArea = Rect(x: 0, y: 120, width: 390, height: 724)
    #expect(Self.kinds(scene) == [.leavesSafeArea])
  }

  @Test func anElementOverAControlOverlapsIt() {
    let over = WalkthroughSceneElement(id: "box", frame: Rect(x: 300, y: 700, width: 60, height: 100), fill: .black)
    #expect(Self.kinds(Self.scene([over])) == [.overlapsControl])
    let dots = WalkthroughSceneElement(id: "box", frame: Rect(x: 150, y: 700, width: 60, height: 100), fill: .black)
    #expect(
      WalkthroughAudit().findings(in: Self.scene([dots]), measurer: Self.measurer).map(\.elements)
        == [[.element("box"), .control("pageControl")]])
    // A hidden control is not drawn, so nothing can overlap it.
    var hidden = Self.scene([over])
    hidden.controls[0].isHidden = true
    #expect(Self.kinds(hidden) == [])
  }

  @Test func aLineWiderThanItsElementLeavesIt() {
    let wide = Self.textElement("title", "Welcome", frame: Rect(x: 32, y: 100, width: 40, height: 40), wrapWidth: 300)
    #expect(Self.kinds(Self.scene([wide])) == [.textLeavesBlock])
  }

  @Test func aStringWhoseEndIsNotDrawnIsCutOff() {
    // The bounded pseudo-language's end marker: the lines stop before "#]".
    var cut = Self.textElement("title", "[# Welcome", frame: Rect(x: 32, y: 100, width: 326, height: 40))
    cut.unwrappedText = "[# Welcome #]"
    #expect(Self.kinds(Self.scene([cut])) == [.textEndNotDrawn])
    // The last line below the page's bottom: the page clips it (the element leaves the page as well).
    let below = Self.textElement("body", "One two", frame: Rect(x: 32, y: 830, width: 40, height: 40))
    #expect(Self.kinds(Self.scene([below])).contains(.textEndNotDrawn))
  }

  @Test func aWordBrokenForWantOfRoomIsAFindingAndAWordWiderThanThePageIsNot() {
    let broken = Self.textElement("logo", "Lodestar", frame: Rect(x: 24, y: 100, width: 60, height: 160), fontSize: 30)
    let findings = WalkthroughAudit().findings(in: Self.scene([broken]), measurer: Self.measurer)
    #expect(findings.map(\.kind) == [.wordBroken])
    #expect(findings.first?.description.hasPrefix("element logo breaks a word that fits on a line of its own") == true)
    // Wider than the safe area less the margins (358 points): breaking it is the only way to show it.
    let word = String(repeating: "W", count: 40)
    let huge = Self.textElement("logo", word, frame: Rect(x: 16, y: 100, width: 358, height: 600), fontSize: 30)
    #expect(Self.kinds(Self.scene([huge])) == [])
  }

  @Test func textBelowElevenPointsIsTooSmall() {
    let small = Self.textElement("note", "Small", frame: Rect(x: 32, y: 100, width: 326, height: 40), fontSize: 10)
    #expect(Self.kinds(Self.scene([small])) == [.textTooSmall])
    var scene = Self.scene()
    scene.controls[0].fontSize = 10.5
    #expect(Self.kinds(scene) == [.textTooSmall])
  }

  @Test func aSmallHitAreaAControlOutsideTheSafeAreaAndControlsOverEachOther() {
    var small = Self.scene()
    small.controls[0].hitFrame = small.controls[0].frame
    #expect(Self.kinds(small) == [.touchTargetTooSmall])
    var outside = Self.scene()
    outside.safeArea = Rect(x: 0, y: 0, width: 390, height: 810)
    #expect(Self.kinds(outside) == [.leavesSafeArea, .leavesSafeArea])
    var crowded = Self.scene()
    crowded.pageControl?.hitFrame = Rect(x: 173, y: 790, width: 150, height: 44)
    #expect(Self.kinds(crowded) == [.overlapsControl])
    var clipped = Self.scene()
    clipped.controls[0].title = "Next page, please"
    #expect(Self.kinds(clipped) == [.textLeavesBlock])
  }

  @Test func aCircleBiggerThanItsCardLeavesItAndTextOverAnotherElementOverlapsIt() {
    var card = WalkthroughSceneElement(id: "card", frame: Rect(x: 95, y: 200, width: 60, height: 60), fill: .black)
    card.depth = 0
    var circle = Self.textElement("card.circle", "1", frame: Rect(x: 85, y: 190, width: 80, height: 80))
    circle.depth = 1
    #expect(Self.kinds(Self.scene([card, circle])) == [.leavesParent])
    // Inside its card: right; the title's text over the card (a sibling) is not.
    circle.frame = Rect(x: 100, y: 205, width: 50, height: 50)
    #expect(Self.kinds(Self.scene([card, circle])) == [])
    let title = Self.textElement("title", "Welcome", frame: Rect(x: 95, y: 245, width: 200, height: 40))
    let findings = WalkthroughAudit().findings(in: Self.scene([card, circle, title]), measurer: Self.measurer)
    #expect(findings.map(\.kind) == [.textOverlapsElement, .textOverlapsElement])
    #expect(findings.first?.elements == [.element("title"), .element("card")])
  }
}
