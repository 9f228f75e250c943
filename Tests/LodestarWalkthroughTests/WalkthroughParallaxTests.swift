import LodestarGeometry
import LodestarHostTree
import LodestarTimeline
import LodestarWalkthrough
import Testing

/// The parallax of every animation type against BWWalkthrough's formulas (timing.md, "BWWalkthrough
/// parallax"), written out here independently of ParallaxPage: with the page offset o = position + 1 − i,
/// d = 1 − o and the speed s of the k-th moving subview,
/// Linear translate(d·100·s), Curve translate((x³ − 25x)·s.x, (x³ − 20x)·s.y) with x = 10·d, Zoom
/// scale(1 − |d|) about the centre, InOut translate(|d|·100·s), alpha 1 − |d|.
@Suite struct WalkthroughParallaxTests {
  static let positions: [Double] = [-0.5, 0, 0.25, 0.5, 1, 1.5, 2]
  /// The README example's speeds of the three moving subviews (title, image, body).
  static let speeds: [ElementIDSuffix: Double] = [.title: 3, .image: 5, .body: 7]

  enum ElementIDSuffix: String { case title, image, body }

  /// The expected frame of a moving subview laid out at `frame` on a page whose left edge is at `pageX`.
  static func expectedFrame(_ style: ParallaxStyle, frame: Rect, pageX: Double, offset: Double, speedY: Double) -> Rect
  {
    let placed = frame.offsetBy(dx: pageX, dy: 0)
    let d = 1 - offset
    switch style {
    case .linear: return placed.offsetBy(dx: 0, dy: d * 100 * speedY)
    case .curve:
      let x = d * 10
      return placed.offsetBy(dx: 0, dy: (x * x * x - 20 * x) * speedY)
    case .zoom:
      let scale = 1 - abs(d)
      return Rect(
        x: placed.midX - placed.width * scale / 2, y: placed.midY - placed.height * scale / 2,
        width: placed.width * scale, height: placed.height * scale)
    case .inOut: return placed.offsetBy(dx: 0, dy: abs(d) * 100 * speedY)
    }
  }

  static func close(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
      && abs(a.height - b.height) < 1e-9
  }

  @Test(arguments: ParallaxStyle.allCases)
  func everyAnimationTypeMatchesTheFormulasAtEveryScrollPosition(style: ParallaxStyle) throws {
    let layout = WalkthroughLayout(pages: try WalkthroughFixtures.pages(style), size: WalkthroughFixtures.size)
    for position in Self.positions {
      let scene = layout.scene(scrollPosition: position)
      // The pages that overlap the screen: |position − i| < 1.
      let expectedPages = (0..<3).filter { abs(position - Double($0)) < 1 }
      #expect(scene.pages.map(\.index) == expectedPages, "\(style) at \(position)")
      for page in scene.pages {
        let index = page.index
        let pageX = (Double(index) - position) * 390
        let offset = position + 1 - Double(index)
        #expect(page.frame == Rect(x: pageX, y: 0, width: 390, height: 844), "\(style) at \(position)")
        #expect(page.offset == offset)
        let alpha = max(0, min(1, 1 - abs(1 - offset)))
        for element in page.elements {
          let name = element.id.rawValue.split(separator: ".").last.map(String.init) ?? ""
          let model = try #require(
            WalkthroughFixtures.elements(page: index).first { $0.id == element.id }
              ?? WalkthroughFixtures.elements(page: index)[2].children.first { $0.id == element.id })
          let context = "\(style) at \(position), page \(index), \(name)"
          switch name {
          case "badge":
            // The static tag stays put and opaque.
            #expect(element.transformedFrame == model.frame.offsetBy(dx: pageX, dy: 0), "\(context)")
            #expect(element.opacity == .opaque && !element.isAnimated, "\(context)")
          case "caption":
            // A child moves with its subview (the image, speed 5), about the image's centre.
            let image = WalkthroughFixtures.elements(page: index)[2]
            let imageFrame = Self.expectedFrame(style, frame: image.frame, pageX: pageX, offset: offset, speedY: 5)
            let placedImage = image.frame.offsetBy(dx: pageX, dy: 0)
            let scale = imageFrame.width / placedImage.width
            let captionFrame = model.frame.offsetBy(dx: placedImage.minX, dy: placedImage.minY)
            let expected = Rect(
              x: imageFrame.midX + (captionFrame.minX - placedImage.midX) * scale,
              y: imageFrame.midY + (captionFrame.minY - placedImage.midY) * scale,
              width: captionFrame.width * scale, height: captionFrame.height * scale)
            #expect(Self.close(element.transformedFrame, expected), "\(context): \(element.transformedFrame)")
            #expect(abs(element.opacity.value - alpha) < 1e-12, "\(context)")
          default:
            let speed = try #require(Self.speeds[ElementIDSuffix(rawValue: name) ?? .title])
            let expected = Self.expectedFrame(style, frame: model.frame, pageX: pageX, offset: offset, speedY: speed)
            #expect(
              Self.close(element.transformedFrame, expected), "\(context): \(element.transformedFrame) ≠ \(expected)")
            #expect(abs(element.opacity.value - alpha) < 1e-12, "\(context): opacity \(element.opacity.value)")
          }
        }
      }
    }
  }

  @Test func workedValuesOfTheReadmeSpeeds() throws {
    // Scroll position 0.25: page 0 has offset 1.25 (d = −0.25), page 1 has offset 0.25 (d = 0.75).
    let linear = WalkthroughLayout(pages: try WalkthroughFixtures.pages(.linear), size: WalkthroughFixtures.size)
    let scene = linear.scene(scrollPosition: 0.25)
    let title0 = try #require(scene.pages[0].elements.first { $0.id == "p0.title" })
    let body1 = try #require(scene.pages[1].elements.first { $0.id == "p1.body" })
    // −0.25·100·3 = −75 above 100; page 0 starts at −97.5.
    #expect(title0.transformedFrame == Rect(x: -57.5, y: 25, width: 310, height: 40))
    // 0.75·100·7 = 525 below 450; page 1 starts at 292.5.
    #expect(body1.transformedFrame == Rect(x: 332.5, y: 975, width: 310, height: 80))
    #expect(title0.opacity == Opacity(0.75) && body1.opacity == Opacity(0.25))
    // Curve at the same position, page 1: x = 7.5, (421.875 − 150)·5 = 1359.375 for the image.
    let curve = WalkthroughLayout(pages: try WalkthroughFixtures.pages(.curve), size: WalkthroughFixtures.size)
    let image1 = try #require(curve.scene(scrollPosition: 0.25).pages[1].elements.first { $0.id == "p1.image" })
    #expect(image1.transformedFrame == Rect(x: 387.5, y: 1559.375, width: 200, height: 200))
  }

  @Test func withoutAlphaEveryElementIsOpaqueAndAtRestNothingMoves() throws {
    for style in ParallaxStyle.allCases {
      let layout = WalkthroughLayout(
        pages: try WalkthroughFixtures.pages(style, alpha: false), size: WalkthroughFixtures.size)
      for position in [0.0, 1, 2] {
        let scene = layout.scene(scrollPosition: position)
        #expect(scene.pages.count == 1)
        for element in scene.pages[0].elements {
          #expect(element.opacity == .opaque, "\(style) at \(position)")
          // At rest (offset 1) every type is the identity: d = 0.
          #expect(element.transformedFrame == element.frame, "\(style) at \(position): \(element.id)")
        }
      }
    }
  }

  @Test func rightToLeftPagesRunRightToLeftAndHorizontalMotionMirrors() throws {
    let pages = try WalkthroughFixtures.pages(.linear, speed: Vector(dx: 1, dy: 0), variance: Vector(dx: 1, dy: 0))
    let leftToRight = WalkthroughLayout(pages: pages, size: WalkthroughFixtures.size)
    let rightToLeft = WalkthroughLayout(pages: pages, size: WalkthroughFixtures.size, layoutDirection: .rightToLeft)
    let ltr = leftToRight.scene(scrollPosition: 0.5)
    let rtl = rightToLeft.scene(scrollPosition: 0.5)
    // Half way from page 0 to page 1: left to right, page 1 comes in from the right; right to left, from the
    // left.
    #expect(ltr.pages.map(\.frame.minX) == [-195, 195])
    #expect(rtl.pages.map(\.frame.minX) == [195, -195])
    let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
    for (ltrPage, rtlPage) in zip(ltr.pages, rtl.pages) {
      for (a, b) in zip(ltrPage.elements, rtlPage.elements) {
        // Each right-to-left element is the mirror image of its left-to-right twin, across the screen.
        let mirrored = a.transformedFrame.mirrored(in: bounds)
        #expect(Self.close(b.transformedFrame, mirrored), "\(a.id): \(b.transformedFrame) ≠ \(mirrored)")
      }
    }
    // The title of page 0 (speed {2, 0}) at offset 1.5: d = −0.5, 100 points to the left in left to right.
    let title = try #require(ltr.pages[0].elements.first { $0.id == "p0.title" })
    #expect(title.transformedFrame.minX == -195 + 40 - 100)
  }

  @Test func nonFinitePositionsAndEmptyWalkthroughsDoNotCrash() throws {
    let layout = WalkthroughLayout(pages: try WalkthroughFixtures.pages(.zoom), size: WalkthroughFixtures.size)
    #expect(layout.scene(scrollPosition: .nan).scrollPosition == 0)
    #expect(layout.scene(scrollPosition: .infinity).pages.map(\.index) == [0])
    #expect(layout.scene(scrollPosition: 1e300).pages.isEmpty)
    #expect(layout.scene(scrollPosition: -7).pages.isEmpty)
    let empty = WalkthroughLayout(pages: [], size: Size(width: .nan, height: -3))
    let scene = empty.scene(scrollPosition: 0)
    #expect(scene.size == Size(width: 0, height: 0) && scene.currentPage == nil && scene.pageControl == nil)
    #expect(scene.pages.isEmpty && scene.controls.allSatisfy(\.isHidden))
    // A height that is not a finite number is no height; the width stays.
    for height in [Double.nan, .infinity, -.infinity, -1] {
      let flat = WalkthroughLayout(pages: [], size: Size(width: 390, height: height))
      #expect(flat.size == Size(width: 390, height: 0), "\(height)")
    }
  }
}
