#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarGeometry
  import LodestarScene
  import LodestarText
  import LodestarWalkthrough
  import SwiftUI

  /// A paged walkthrough (BWWalkthrough's view controller as a SwiftUI view): it draws the presenter's
  /// `WalkthroughScene` on every display refresh and feeds taps and horizontal drags to the presenter.
  ///
  /// - The pages, their elements, the controls and the page control are the scene's display list, drawn in a
  ///   `Canvas` as `tourOverlay(_:palette:)` draws a tour.
  /// - A tap goes to `WalkthroughPresenter.tap(at:time:)` (the controls, the page control); a drag to
  ///   `beginDrag(time:)`, `drag(translation:time:)` and `endDrag(velocity:time:)`, so the pages follow the finger
  ///   and settle with UIScrollView's paging physics. Before iOS 17 (macOS 14, watchOS 10), where a drag reports
  ///   no velocity, the release velocity is estimated as twice the distance to the predicted end. tvOS has no
  ///   touches: there the walkthrough takes its input from the keyboard and the focus engine.
  /// - The view's size, layout direction and Dynamic Type size go to the presenter.
  /// - Assistive technology reads the scene's elements in reading order; the page control is adjustable: VoiceOver's
  ///   swipe up and down go to the next and previous page, and its value is the page position.
  ///
  /// Compiled on Linux against declarations of the SwiftUI API it uses (iOS 26.0 SDK); built against the real
  /// framework on Apple platforms; not run on a device by this project's CI.
  public struct WalkthroughPager: View {
    private let presenter: WalkthroughPresenter
    private let palette: DisplayPalette

    /// Whether a drag is under way: SwiftUI resets it when the finger lifts.
    @GestureState private var isDragging = false
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// Creates the view of a walkthrough.
    ///
    /// - Parameters:
    ///   - presenter: The walkthrough's presenter.
    ///   - palette: The colours of the controls and the page control.
    public init(_ presenter: WalkthroughPresenter, palette: DisplayPalette = DisplayPalette()) {
      self.presenter = presenter
      self.palette = palette
    }

    /// The pages, the controls and the page control, redrawn on every display refresh.
    public var body: some View {
      GeometryReader { proxy in
        TimelineView(.animation) { timeline in
          let scene = scene(size: Size(platform: proxy.size), at: timeline.date)
          let list = scene.displayList(palette: palette)
          Canvas { context, _ in context.draw(list) }
            .onOverlayTap { location in
              _ = presenter.tap(at: Point(platform: location), time: timeline.date.timeIntervalSinceReferenceDate)
            }
            .pagingDrag(presenter, isDragging: $isDragging)
            .accessibilityChildren {
              TourAccessibilityChildren(elements: scene.accessibilityElements) { forward in
                let time = timeline.date.timeIntervalSinceReferenceDate
                if forward { presenter.next(time: time) } else { presenter.previous(time: time) }
              }
            }
        }
      }
    }

    /// The scene at `date`, after the size and the settings are brought up to date.
    private func scene(size: Size, at date: Date) -> WalkthroughScene {
      if presenter.size != size { presenter.resize(to: size) }
      presenter.setLayoutDirection(layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
      presenter.setTextSize(TextSizeCategory(dynamicTypeSize))
      return presenter.scene(at: date.timeIntervalSinceReferenceDate)
    }
  }
#endif
