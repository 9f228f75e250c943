import Lodestar
import LodestarDemoSupport

/// The `walkthrough` suite: one frame of a paged walkthrough (the scroll's motion, the parallax of every
/// element and the scene with its controls and accessibility), with 20 tagged elements on every page.
enum WalkthroughBenchmarks {
  static func make() -> [Benchmark] {
    [scrollingFrame(), restingScene()]
  }

  /// Three 390 × 844 pages of 20 tagged elements each (title and body text on some), the README's speeds,
  /// one static tag.
  static func pages() -> [WalkthroughPage] {
    let styles: [ParallaxStyle] = [.linear, .curve, .zoom]
    return styles.enumerated().map { index, style in
      let parallax =
        (try? ParallaxPage(
          style: style, speed: Vector(dx: 0.5, dy: 1), speedVariance: Vector(dx: 0.25, dy: 2), animatesAlpha: true))
        ?? ParallaxPage.still
      let elements = (0..<20).map { element in
        WalkthroughElement(
          ElementID("page\(index).element\(element)"), tag: element + 1,
          frame: Rect(x: 20 + Double(element % 4) * 90, y: 80 + Double(element / 4) * 140, width: 80, height: 120),
          cornerRadius: 8, fill: RGBAColor(red: 0.2, green: 0.4, blue: 0.8),
          text: element % 5 == 0 ? "Element \(element) of page \(index)" : nil,
          textStyle: WalkthroughTextStyle(fontSize: 15))
      }
      return WalkthroughPage(
        id: "page\(index)", title: "Page \(index)", parallax: parallax, staticTags: [20], elements: elements)
    }
  }

  /// Keeps a benchmark's presenter across runs, so laying the pages out is not measured.
  @MainActor final class PresenterBox {
    var presenter: WalkthroughPresenter?
    nonisolated init() {}
  }

  /// A frame while the spring scrolls from the first page to the second: both pages are on screen, so 40
  /// elements move (the time steps through the first 0.3 s of a scroll that lasts longer).
  static func scrollingFrame() -> Benchmark {
    let box = PresenterBox()
    return Benchmark(
      suite: "walkthrough", name: "walkthrough frame while scrolling, 20 tagged elements per page",
      targetNanoseconds: 5_000
    ) { iterations in
      MainActor.assumeIsolated {
        let presenter =
          box.presenter
          ?? {
            let presenter = WalkthroughPresenter(
              pages: pages(), size: Size(width: 390, height: 844),
              measurer: MonospacedTextMeasurer(cellWidth: 8, lineHeight: 18))
            presenter.next(time: 0)
            return presenter
          }()
        box.presenter = presenter
        for index in 0..<iterations {
          blackHole(presenter.scene(at: 0.001 + Double(index % 1000) * 0.0003))
        }
      }
    }
  }

  /// The scene of a page at rest, straight from the layout.
  static func restingScene() -> Benchmark {
    let layout = WalkthroughLayout(
      pages: pages(), size: Size(width: 390, height: 844),
      measurer: MonospacedTextMeasurer(cellWidth: 8, lineHeight: 18))
    return Benchmark(suite: "walkthrough", name: "walkthrough scene at rest, 20 tagged elements") { iterations in
      for _ in 0..<iterations { blackHole(layout.scene(scrollPosition: 1)) }
    }
  }
}
