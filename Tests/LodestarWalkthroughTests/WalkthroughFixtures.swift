import LodestarGeometry
import LodestarHostTree
import LodestarTimeline
import LodestarWalkthrough

/// Walkthroughs for the tests: BWWalkthrough's README example (speed {0, 1} and variance {0, 2}, so the
/// three moving subviews run at {0, 3}, {0, 5} and {0, 7}) on three 390 × 844 pages.
enum WalkthroughFixtures {
  static let size = Size(width: 390, height: 844)

  /// The subviews of every page: a static badge (tag 9) between the first and second moving subview, so a
  /// speed shift onto the wrong view would show.
  static func elements(page: Int) -> [WalkthroughElement] {
    [
      WalkthroughElement(
        ElementID("p\(page).title"), tag: 1, frame: Rect(x: 40, y: 100, width: 310, height: 40), text: "Title \(page)",
        textStyle: WalkthroughTextStyle(isHeading: true)),
      WalkthroughElement(ElementID("p\(page).badge"), tag: 9, frame: Rect(x: 20, y: 20, width: 60, height: 30)),
      WalkthroughElement(
        ElementID("p\(page).image"), tag: 2, frame: Rect(x: 95, y: 200, width: 200, height: 200),
        fill: RGBAColor(red: 0.2, green: 0.4, blue: 0.8), accessibilityLabel: "Picture \(page)",
        children: [
          WalkthroughElement(ElementID("p\(page).caption"), frame: Rect(x: 10, y: 160, width: 180, height: 30))
        ]),
      WalkthroughElement(
        ElementID("p\(page).body"), tag: 3, frame: Rect(x: 40, y: 450, width: 310, height: 80), text: "Body \(page)"),
    ]
  }

  static func pages(
    _ style: ParallaxStyle, alpha: Bool = true, speed: Vector = Vector(dx: 0, dy: 1),
    variance: Vector = Vector(dx: 0, dy: 2)
  ) throws -> [WalkthroughPage] {
    let parallax = try ParallaxPage(style: style, speed: speed, speedVariance: variance, animatesAlpha: alpha)
    return (0..<3).map { page in
      WalkthroughPage(
        id: "page\(page)", title: "Page title \(page)", parallax: parallax, staticTags: [9],
        elements: elements(page: page))
    }
  }
}
