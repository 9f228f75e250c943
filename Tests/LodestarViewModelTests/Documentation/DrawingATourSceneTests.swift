import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarScene
import LodestarTesting
import LodestarText
import LodestarTimeline
import LodestarViewModel
import Testing

// The minimal renderer of the article "Drawing a TourScene" (LodestarViewModel.docc/DrawingATourScene.md).
// `Scripts/docs --check` verifies that the code between the snippet markers is exactly the article's block.

// snippet minimal-renderer begins
/// One thing to draw, in overlay space; a renderer draws the commands in order (back to front).
enum DrawCommand: Hashable {
  /// The overlay: the path filled with the even-odd rule, in the colour or, when `blur` is set, blurred.
  case overlay(BezierPath, RGBAColor, blur: OverlayBlurStyle?, opacity: Double)
  /// A rounded rectangle with a 1-pt border: the default coach-mark body.
  case roundedRect(Rect, cornerRadius: Double, fill: RGBAColor, border: RGBAColor, opacity: Double)
  /// The default arrow: a triangle inside the rectangle, its tip on the side it points to.
  case arrow(Rect, ArrowDirection, fill: RGBAColor, opacity: Double)
  /// A filled rectangle: the separator between the hint and the next label.
  case rect(Rect, RGBAColor, opacity: Double)
  /// One line of text, centred vertically in `frame` and starting at its left edge.
  case text(String, frame: Rect, fontSize: Double, color: RGBAColor, opacity: Double)
  /// An app view known only by identifier: an ornament, a custom body, arrow or skip view.
  case appView(ElementID, Rect, opacity: Double)
}

/// Where a platform control must receive touches; the taps themselves go to `controller.handleTap(at:in:)`.
struct HitRegion: Hashable {
  var frame: Rect
  var control: TourControl
}

/// Flattens `scene` into draw commands, back to front, and the hit regions of its controls.
func render(_ scene: TourScene) -> (commands: [DrawCommand], hitRegions: [HitRegion]) {
  var commands: [DrawCommand] = []
  let black = RGBAColor(white: 0)
  for layer in scene.zOrder {
    switch layer {
    case .overlay:
      let overlay = scene.overlay
      let blur = overlay.blur.flatMap { $0.isReplacedByColor ? nil : $0.style }
      let path = overlay.transform.isIdentity ? overlay.path : overlay.path.applying(overlay.transform)
      commands.append(.overlay(path, overlay.color, blur: blur, opacity: overlay.opacity.value))
    case .ornaments:
      commands += scene.ornaments.map { .appView($0.id, $0.frame, opacity: $0.opacity.value) }
    case .coachMark:
      guard let mark = scene.coachMark else { continue }
      let opacity = mark.opacity.value
      func moved(_ rect: Rect) -> Rect { mark.transform.isIdentity ? rect : mark.transform.apply(rect) }
      if let slot = mark.customBody {
        commands.append(.appView(slot.id, moved(mark.bodyFrame), opacity: opacity))
      } else {
        commands.append(
          .roundedRect(
            moved(mark.bodyFrame), cornerRadius: mark.cornerRadius, fill: mark.currentInnerColor,
            border: mark.currentBorderColor, opacity: opacity))
      }
      if let arrow = mark.arrow, let slot = arrow.customArrow {
        commands.append(.appView(slot.id, moved(arrow.frame), opacity: opacity))
      } else if let arrow = mark.arrow {
        commands.append(.arrow(moved(arrow.frame), arrow.orientation, fill: mark.currentInnerColor, opacity: opacity))
      }
      if let separator = mark.separatorFrame {
        commands.append(.rect(moved(separator), mark.currentBorderColor, opacity: opacity))
      }
      for block in [mark.title, mark.hint, mark.next].compactMap({ $0 }) {
        for (row, line) in block.text.lines.enumerated() {
          let frame = Rect(
            x: block.frame.minX + line.horizontalOffset(inWidth: block.frame.width),
            y: block.frame.minY + Double(row) * block.text.lineHeight, width: line.width,
            height: block.text.lineHeight)
          commands.append(
            .text(line.text, frame: moved(frame), fontSize: block.fontSize, color: mark.colors.text, opacity: opacity))
        }
      }
    case .progress:
      if let progress = scene.progress {
        commands.append(
          .text(
            progress.text, frame: progress.frame, fontSize: progress.fontSize, color: black,
            opacity: progress.opacity.value))
      }
    case .skipControl:
      if let skip = scene.skipControl, let slot = skip.customView {
        commands.append(.appView(slot.id, skip.frame, opacity: skip.opacity.value))
      } else if let skip = scene.skipControl {
        commands.append(
          .text(skip.title, frame: skip.frame, fontSize: skip.fontSize, color: black, opacity: skip.opacity.value))
      }
    }
  }
  let touches = TouchLayout(scene: scene)
  let next = touches.nextControl.map { HitRegion(frame: $0, control: .next) }
  let skip = touches.skipControl.map { HitRegion(frame: $0, control: .skip) }
  return (commands, [next, skip].compactMap { $0 })
}
// snippet minimal-renderer ends

@MainActor
@Suite struct DrawingATourSceneTests {
  /// A presenter over the sample profile screen, showing one step on the avatar.
  static func presenter() -> TourPresenter<SceneGraph> {
    PresenterFixture.presenter(
      over: .sampleProfileScreen(),
      steps: [CoachMark(target: "profile.avatar", title: "Your profile", hint: "Tap your photo to change it.")])
  }

  @Test func aSteadySceneDrawsTheOverlayTheBodyItsTextAndTheSkipControlInOrder() throws {
    let scene = Self.presenter().scene(at: 5)
    let (commands, hitRegions) = render(scene)
    guard case .overlay(let path, let color, let blur, let opacity) = commands.first else {
      Issue.record("the first command is not the overlay: \(commands)")
      return
    }
    #expect(path == scene.overlay.path && color == SceneOverlay.defaultLightColor && blur == nil && opacity == 1)
    let mark = try #require(scene.coachMark)
    #expect(
      commands.contains(
        .roundedRect(
          mark.bodyFrame, cornerRadius: 8, fill: RGBAColor(white: 1), border: RGBAColor(white: 0.8), opacity: 1)))
    let texts = commands.compactMap { command -> String? in
      if case .text(let text, _, _, _, _) = command { text } else { nil }
    }
    #expect(texts == ["Your profile", "Tap your photo to change it.", "Next", "1 of 1", "Skip"])
    #expect(commands.filter { if case .arrow = $0 { true } else { false } }.count == 1)
    let skip = try #require(scene.skipControl)
    #expect(
      hitRegions == [HitRegion(frame: mark.bodyFrame, control: .next), HitRegion(frame: skip.hitFrame, control: .skip)])
    // The regions agree with the scene's own hit-testing, which the controller uses.
    for region in hitRegions {
      #expect(scene.hitTest(region.frame.center) == (region.control == .next ? .nextControl : .skipControl))
    }
  }

  @Test func theAppearanceFadesEveryLayerAndHasNoHittableCoachMarkYet() {
    let (commands, hitRegions) = render(Self.presenter().scene(at: 0))
    guard case .overlay(_, _, _, let opacity) = commands.first else {
      Issue.record("the first command is not the overlay: \(commands)")
      return
    }
    #expect(opacity == 0)
    #expect(!hitRegions.contains { $0.control == .next })
  }

  @Test func customSlotsAndOrnamentsAreAppViews() {
    var scene = TourScene.sample()
    scene.ornaments = [SceneOrnament(id: "badge", frame: Rect(x: 10, y: 10, width: 20, height: 20))]
    scene.coachMark?.customBody = SceneSlot(id: "card", size: Size(width: 200, height: 80))
    let views = render(scene).commands.compactMap { command -> ElementID? in
      if case .appView(let id, _, _) = command { id } else { nil }
    }
    #expect(views == ["badge", "card"])
  }

  @Test func aBlurIsDrawnUnlessReduceTransparencyReplacesItByTheColour() {
    var scene = TourScene.sample()
    scene.overlay.blur = OverlayBlur(style: .dark)
    guard case .overlay(_, _, let blur, _) = render(scene).commands.first else {
      Issue.record("no overlay command")
      return
    }
    #expect(blur == .dark)
    scene.overlay.blur = OverlayBlur(style: .dark, isReduceTransparencyEnabled: true)
    guard case .overlay(_, _, let replaced, _) = render(scene).commands.first else {
      Issue.record("no overlay command")
      return
    }
    #expect(replaced == nil)
  }
}
