import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTesting
import LodestarViewModel
import Testing

// The minimal renderer of the article "Drawing a TourScene" (LodestarViewModel.docc/DrawingATourScene.md).
// `Scripts/docs --check` verifies that the code between the snippet markers is exactly the article's block.

// snippet minimal-renderer begins
/// The drawing calls of a platform's 2D context (a `CGContext`, a SwiftUI `GraphicsContext`, a canvas).
protocol DrawingContext {
  /// Draws what follows under `transform` (about the overlay's origin), clipped to `clip` when it is set.
  mutating func save(transform: AffineMatrix, clip: Rect?, opacity: Double)
  /// Ends what the last `save` began.
  mutating func restore()
  mutating func fillEvenOdd(_ path: BezierPath, color: RGBAColor, blur: OverlayBlurStyle?)
  mutating func roundedRectangle(_ rectangle: DisplayRectangle)
  mutating func arrow(_ arrow: DisplayArrow)
  mutating func text(_ line: DisplayTextLine)
  mutating func appView(_ id: ElementID, in frame: Rect)
}

/// Draws a display list back to front: one drawing call per primitive.
func draw(_ list: DisplayList, in context: inout some DrawingContext) {
  for item in list.items where item.opacity > 0 {
    context.save(transform: item.transform, clip: item.clip, opacity: item.opacity)
    switch item.primitive {
    case .overlay(let overlay): context.fillEvenOdd(overlay.path, color: overlay.fill, blur: overlay.blur)
    case .roundedRectangle(let rectangle): context.roundedRectangle(rectangle)
    case .arrow(let arrow): context.arrow(arrow)  // or the app's own arrow view, when `customView` is set
    case .text(let line): context.text(line)
    case .slot(let id, let frame): context.appView(id, in: frame)
    }
    context.restore()
  }
}
// snippet minimal-renderer ends

/// A context that records the calls it gets.
struct RecordingContext: DrawingContext {
  enum Call: Hashable {
    case overlay(BezierPath, RGBAColor, OverlayBlurStyle?)
    case roundedRectangle(DisplayRectangle)
    case arrow(DisplayArrow)
    case text(String)
    case appView(ElementID)
  }

  var calls: [Call] = []
  var depth = 0
  var opacities: [Double] = []

  mutating func save(transform: AffineMatrix, clip: Rect?, opacity: Double) {
    depth += 1
    opacities.append(opacity)
  }
  mutating func restore() { depth -= 1 }
  mutating func fillEvenOdd(_ path: BezierPath, color: RGBAColor, blur: OverlayBlurStyle?) {
    calls.append(.overlay(path, color, blur))
  }
  mutating func roundedRectangle(_ rectangle: DisplayRectangle) { calls.append(.roundedRectangle(rectangle)) }
  mutating func arrow(_ arrow: DisplayArrow) { calls.append(.arrow(arrow)) }
  mutating func text(_ line: DisplayTextLine) { calls.append(.text(line.text)) }
  mutating func appView(_ id: ElementID, in frame: Rect) { calls.append(.appView(id)) }
}

@MainActor
@Suite struct DrawingATourSceneTests {
  /// A presenter over the sample profile screen, showing one step on the avatar.
  static func presenter() -> TourPresenter<SceneGraph> {
    PresenterFixture.presenter(
      over: .sampleProfileScreen(),
      steps: [CoachMark(target: "profile.avatar", title: "Your profile", hint: "Tap your photo to change it.")])
  }

  static func calls(_ scene: TourScene) -> RecordingContext {
    var context = RecordingContext()
    draw(scene.displayList(), in: &context)
    return context
  }

  @Test func aSteadySceneDrawsTheOverlayTheBodyItsTextAndTheSkipControlInOrder() throws {
    let scene = Self.presenter().scene(at: 5)
    let context = Self.calls(scene)
    #expect(context.depth == 0 && context.opacities.allSatisfy { $0 == 1 })
    #expect(context.calls.first == .overlay(scene.overlay.path, SceneOverlay.defaultLightColor, nil))
    let mark = try #require(scene.coachMark)
    #expect(
      context.calls.contains(
        .roundedRectangle(
          DisplayRectangle(
            frame: mark.bodyFrame, cornerRadius: 8, fill: RGBAColor(white: 1), border: RGBAColor(white: 0.8)))))
    let texts = context.calls.compactMap { call -> String? in if case .text(let text) = call { text } else { nil } }
    #expect(texts == ["Your profile", "Tap your photo to change it.", "Next", "1 of 1", "Skip"])
    #expect(context.calls.filter { if case .arrow = $0 { true } else { false } }.count == 1)
    let skip = try #require(scene.skipControl)
    let regions = scene.displayList().hitRegions
    #expect(
      regions == [
        DisplayHitRegion(frame: mark.bodyFrame, control: .next), DisplayHitRegion(frame: skip.hitFrame, control: .skip),
      ])
    // The regions agree with the scene's own hit-testing, which the controller uses.
    for region in regions {
      #expect(scene.hitTest(region.frame.center) == (region.control == .next ? .nextControl : .skipControl))
    }
  }

  @Test func theAppearanceDrawsNothingAndHasNoHittableCoachMarkYet() {
    let scene = Self.presenter().scene(at: 0)
    #expect(Self.calls(scene).calls.isEmpty)
    #expect(!scene.displayList().hitRegions.contains { $0.control == .next })
  }

  @Test func customSlotsAndOrnamentsAreAppViews() {
    var scene = TourScene.sample()
    scene.ornaments = [SceneOrnament(id: "badge", frame: Rect(x: 10, y: 10, width: 20, height: 20))]
    scene.coachMark?.customBody = SceneSlot(id: "card", size: Size(width: 200, height: 80))
    let views = Self.calls(scene).calls.compactMap { call -> ElementID? in
      if case .appView(let id) = call { id } else { nil }
    }
    #expect(views == ["badge", "card"])
  }

  @Test func aBlurIsDrawnUnlessReduceTransparencyReplacesItByTheColour() {
    var scene = TourScene.sample()
    scene.overlay.blur = OverlayBlur(style: .dark)
    #expect(Self.calls(scene).calls.first == .overlay(scene.overlay.path, scene.overlay.color, .dark))
    scene.overlay.blur = OverlayBlur(style: .dark, isReduceTransparencyEnabled: true)
    #expect(Self.calls(scene).calls.first == .overlay(scene.overlay.path, scene.overlay.color, nil))
  }
}
