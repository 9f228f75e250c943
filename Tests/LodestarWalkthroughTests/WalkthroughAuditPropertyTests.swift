import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTestSupport
import LodestarText
import LodestarTimeline
import LodestarWalkthrough
import Testing

/// Random walkthroughs laid out at random screens (with safe areas), in both directions, at all 12 text
/// sizes: ``WalkthroughAudit`` finds nothing on any page at rest.
@Suite struct WalkthroughAuditPropertyTests {
  static let measurer = ProportionalTextMeasurer()
  static let words = [
    "Lodestar", "tour", "coach", "marks", "walkthrough", "a", "to", "the", "pages", "move", "swipe", "Welcome",
    "ready", "anything", "accessibility", "of", "and", "your", "photo",
  ]
  /// Screens and their safe-area insets: phones and tablets, portrait and landscape.
  static let screens: [(Size, DirectionalEdgeInsets)] = [
    (Size(width: 320, height: 568), DirectionalEdgeInsets(top: 20)),
    (Size(width: 568, height: 320), DirectionalEdgeInsets()),
    (Size(width: 390, height: 844), DirectionalEdgeInsets(top: 47, bottom: 34)),
    (Size(width: 844, height: 390), DirectionalEdgeInsets(leading: 47, bottom: 21, trailing: 47)),
    (Size(width: 430, height: 932), DirectionalEdgeInsets(top: 59, bottom: 34)),
    (Size(width: 1024, height: 1366), DirectionalEdgeInsets(top: 24, bottom: 20)),
  ]

  static func text(_ random: inout SeededGenerator, words count: Int) -> String {
    (0..<count).map { _ in words[random.int(in: 0...(words.count - 1))] }.joined(separator: " ")
  }

  /// A page of a 390 × 844 design: up to four text elements and a picture with a numbered circle.
  static func page(_ index: Int, _ random: inout SeededGenerator) throws -> WalkthroughPage {
    var elements: [WalkthroughElement] = []
    var y = random.double(in: 10...120)
    for item in 0..<random.int(in: 1...4) {
      let width = random.double(in: 60...350)
      let height = random.double(in: 20...120)
      elements.append(
        WalkthroughElement(
          ElementID("p\(index).text\(item)"), tag: item,
          frame: Rect(x: random.double(in: 0...(390 - width)), y: y, width: width, height: height),
          text: text(&random, words: random.int(in: 1...14)),
          textStyle: WalkthroughTextStyle(
            fontSize: random.double(in: 11...34), alignment: random.chance(0.5) ? .center : .natural,
            isHeading: random.chance(0.3))))
      y += height + random.double(in: 0...40)
      if random.chance(0.4) {
        let side = random.double(in: 60...220)
        let circle = side * random.double(in: 0.2...0.6)
        elements.append(
          WalkthroughElement(
            ElementID("p\(index).picture\(item)"), tag: 10 + item,
            frame: Rect(x: (390 - side) / 2, y: y, width: side, height: side), cornerRadius: 12, fill: .black,
            children: [
              WalkthroughElement(
                ElementID("p\(index).circle\(item)"),
                frame: Rect(x: (side - circle) / 2, y: (side - circle) / 2, width: circle, height: circle),
                cornerRadius: circle / 2, fill: .white, text: "\(random.int(in: 1...99))",
                textStyle: WalkthroughTextStyle(fontSize: random.double(in: 14...34), alignment: .center))
            ]))
        y += side + 20
      }
    }
    return WalkthroughPage(
      id: "p\(index)", title: "Page \(index)", parallax: try ParallaxPage(style: .linear), staticTags: [0],
      elements: elements)
  }

  @Test func randomWalkthroughsHaveNoFindingAtAnySizeDirectionOrTextSize() throws {
    let seed: UInt64 = 34
    var random = SeededGenerator(seed: seed)
    let audit = WalkthroughAudit()
    for index in 0..<120 {
      let pages = try (0..<random.int(in: 1...3)).map { try Self.page($0, &random) }
      let (size, insets) = Self.screens[random.int(in: 0...(Self.screens.count - 1))]
      let direction: ReadingDirection = random.chance(0.5) ? .rightToLeft : .leftToRight
      for textSize in TextSizeCategory.allCases {
        let layout = WalkthroughLayout(
          pages: pages, size: size, layoutDirection: direction, safeAreaInsets: insets, textSize: textSize,
          measurer: Self.measurer)
        for page in pages.indices {
          let findings = audit.findings(in: layout.scene(scrollPosition: Double(page)), measurer: Self.measurer)
          #expect(
            findings.isEmpty,
            "seed \(seed) case \(index) page \(page) \(size) \(direction) \(textSize): \(findings.map(\.description))")
        }
      }
    }
  }
}
