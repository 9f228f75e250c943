#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarGeometry
  import LodestarHostTree
  import LodestarScene
  import LodestarSwiftUI
  import LodestarText
  import LodestarTimeline
  import LodestarWalkthrough
  import SwiftUI
  import Testing

  /// The paged walkthrough through the SwiftUI declarations: what it draws, and taps and drags reaching the
  /// presenter.
  @MainActor
  @Suite struct WalkthroughPagerTests {
    let presenter: WalkthroughPresenter
    var size = CGSize(width: 390, height: 844)
    var environment = EnvironmentValues()
    /// Seconds since the reference date: the frames' dates.
    var time = 1000.0

    init() throws {
      let pages = try (0..<3).map { index in
        WalkthroughPage(
          id: "page\(index)", title: "Page \(index)", parallax: try ParallaxPage(style: .linear),
          elements: [
            WalkthroughElement(
              ElementID("p\(index).title"), frame: Rect(x: 40, y: 200, width: 310, height: 40), text: "Welcome \(index)"
            )
          ])
      }
      presenter = WalkthroughPresenter(pages: pages, size: Size(width: 390, height: 844))
    }

    var date: Date { Date(timeIntervalSinceReferenceDate: time) }

    /// Renders frames a tenth of a second apart for `seconds`; returns the last.
    mutating func render(for seconds: Double = 0) -> _Recording {
      var recording = _render(WalkthroughPager(presenter), size: size, date: date, environment: environment)
      for _ in 0..<Int((seconds * 10).rounded()) {
        time += 0.1
        recording = _render(WalkthroughPager(presenter), size: size, date: date, environment: environment)
      }
      return recording
    }

    @Test mutating func drawsTheSceneAndReadsItsElements() {
      let recording = render()
      let scene = presenter.scene(at: time)
      #expect(recording.canvases.last?.calls.map(\.kind) == RecordingAgreement.expectedCalls(scene.displayList()))
      // The page control speaks its position as its value.
      #expect(recording.accessibilityElements.map { $0.label ?? $0.value } == scene.accessibilityElements.map(\.label))
      #expect(
        recording.accessibilityElements.map(\.frame)
          == scene.accessibilityElements.map { RecordingAgreement.cgRect($0.frame) })
    }

    @Test mutating func thePageControlIsAdjustableAndTurnsThePages() throws {
      var recording = render()
      func pageControl(_ recording: _Recording) -> _AccessibilityRecord? {
        recording.accessibilityElements.first { $0.adjust != nil }
      }
      var control = try #require(pageControl(recording))
      #expect(control.value == "Page 1 of 3" && control.label == nil)
      #expect(recording.accessibilityElements.filter { $0.adjust != nil }.count == 1)
      // Before the first page: nothing.
      control.adjust?.perform(.decrement)
      recording = render(for: 2)
      #expect(presenter.page == 0)
      control = try #require(pageControl(recording))
      control.adjust?.perform(.increment)
      recording = render(for: 2)
      #expect(presenter.page == 1)
      control = try #require(pageControl(recording))
      #expect(control.value == "Page 2 of 3")
      control.adjust?.perform(.decrement)
      _ = render(for: 2)
      #expect(presenter.page == 0)
    }

    @Test mutating func theNextControlAndADragTurnThePage() throws {
      var recording = render()
      let next = try #require(presenter.scene(at: time).displayList().hitRegions.first { $0.control == .next })
      #expect(recording.tap(at: CGPoint(x: next.frame.center.x, y: next.frame.center.y)) != nil)
      recording = render(for: 2)
      #expect(presenter.page == 1)
      // A quick flick to the left, shorter than half a page, turns to the next page by its velocity.
      let start = date
      #expect(
        recording.drag(
          from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), from: start, to: start.addingTimeInterval(0.1)))
      time += 0.1
      _ = render(for: 2)
      #expect(presenter.page == 2)
      #expect(!presenter.isAnimating(at: time))
    }

    @Test mutating func thePagesFollowTheFinger() {
      let recording = render()
      let start = date
      recording.drag(
        from: CGPoint(x: 300, y: 400), to: CGPoint(x: 222, y: 450), from: start, to: start.addingTimeInterval(0.5),
        lifting: false)
      time += 0.5
      #expect(abs(presenter.scene(at: time).scrollPosition - 78.0 / 390) < 1e-9)
    }

    @Test mutating func aSlowShortDragStaysOnThePage() {
      let recording = render()
      let start = date
      recording.drag(
        from: CGPoint(x: 200, y: 400), to: CGPoint(x: 160, y: 400), from: start, to: start.addingTimeInterval(2))
      time += 2
      _ = render(for: 2)
      #expect(presenter.page == 0)
    }

    @Test mutating func theSizeTheDirectionAndTheTextSizeReachThePresenter() {
      size = CGSize(width: 844, height: 390)
      environment.layoutDirection = .rightToLeft
      environment.dynamicTypeSize = .xxLarge
      _ = render()
      #expect(presenter.size == Size(width: 844, height: 390))
      #expect(presenter.layoutDirection == .rightToLeft)
      #expect(presenter.textSize == .xxLarge)
    }
  }
#endif
