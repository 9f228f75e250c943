import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarScene
import LodestarTesting
import LodestarText
import LodestarTimeline
import LodestarViewModel
import Testing

/// A tour scene becomes one display list: the layers in the scene's order, each part as its primitives, the
/// coach mark's text line by line at the places the layout gave, and the controls' hit regions.
@MainActor
@Suite struct DisplayListTests {
  static func scene(
    _ steps: [CoachMark] = [CoachMark(target: "back", title: "Back", hint: "Go back from here to the list.")],
    options: TourPresenterOptions = TourPresenterOptions(), at time: Double = 10
  ) -> TourScene {
    let presenter = TourPresenter(tree: SceneGraph.sampleListScreen(), steps: steps, options: options)
    presenter.start(time: 0)
    return presenter.scene(at: time)
  }

  @Test func aSteadyStepIsTheOverlayTheCoachMarkTheProgressAndTheSkipControlInTheScenesOrder() throws {
    let scene = Self.scene()
    let list = scene.displayList()
    let mark = try #require(scene.coachMark)
    let titleLines = mark.title?.text.lines.count ?? 0
    let hintLines = mark.hint?.text.lines.count ?? 0
    let nextLines = mark.next?.text.lines.count ?? 0
    var expected: [DisplayPart] = [.overlay, .coachMarkBody]
    if mark.arrow != nil { expected.append(.coachMarkArrow) }
    if mark.separatorFrame != nil { expected.append(.coachMarkSeparator) }
    expected += Array(repeating: .coachMarkTitle, count: titleLines)
    expected += Array(repeating: .coachMarkHint, count: hintLines)
    expected += Array(repeating: .coachMarkNext, count: nextLines)
    if scene.progress != nil { expected.append(.progress) }
    expected += [.skipControl, .skipControlTitle]
    #expect(list.items.map(\.part) == expected)
    #expect(titleLines >= 1 && hintLines >= 1)
    #expect(list.size == scene.size && list.layoutDirection == .leftToRight)
  }

  @Test func theLayersFollowTheScenesZOrder() {
    var scene = Self.scene()
    scene.zOrder = [.skipControl, .coachMark, .overlay]
    let parts = scene.displayList().items.map(\.part)
    let skip = parts.firstIndex(of: .skipControl) ?? -1
    let body = parts.firstIndex(of: .coachMarkBody) ?? -1
    let overlay = parts.firstIndex(of: .overlay) ?? -1
    #expect(skip == 0 && skip < body && body < overlay)
    #expect(!parts.contains(.progress))
  }

  @Test func theOverlayIsTheScenesRegionColourOpacityAndTransform() throws {
    let scene = Self.scene()
    let item = try #require(scene.displayList().items.first)
    guard case .overlay(let overlay) = item.primitive else {
      Issue.record("the first item is not the overlay: \(item)")
      return
    }
    #expect(overlay.region == scene.overlay.region && overlay.path == scene.overlay.path)
    #expect(overlay.fill == scene.overlay.color && overlay.blur == nil)
    #expect(item.opacity == scene.overlay.opacity.value && item.transform == scene.overlay.transform)
  }

  @Test func aBlurIsListedUnlessReduceTransparencyReplacedItWithTheColour() {
    var scene = Self.scene()
    scene.overlay.blur = OverlayBlur(style: .dark)
    guard case .overlay(let blurred) = scene.displayList().items[0].primitive else { return }
    #expect(blurred.blur == .dark)
    scene.overlay.blur = OverlayBlur(style: .dark, isReduceTransparencyEnabled: true)
    guard case .overlay(let replaced) = scene.displayList().items[0].primitive else { return }
    #expect(replaced.blur == nil)
  }

  @Test func theBodyIsTheCoachMarksRoundedRectangleLabelledWithWhatIsSpoken() throws {
    let scene = Self.scene()
    let mark = try #require(scene.coachMark)
    let body = try #require(scene.displayList().items(drawing: .coachMarkBody).first)
    #expect(
      body.primitive
        == .roundedRectangle(
          DisplayRectangle(
            frame: mark.bodyFrame, cornerRadius: mark.cornerRadius, fill: mark.currentInnerColor,
            border: mark.currentBorderColor)))
    #expect(body.label == "Back. Go back from here to the list.")
    #expect(body.opacity == mark.opacity.value && body.transform == mark.transform)
  }

  @Test func everyLineSitsWhereTheLayoutPutItWithItsAlignmentAndDirection() throws {
    for direction in ReadingDirection.allCases {
      let long = CoachMark(
        target: "back", title: "Back",
        hint: "Go back from here to the list of every conversation, archived ones included, whenever you like.")
      let scene = Self.scene([long], options: TourPresenterOptions(layoutDirection: direction))
      let mark = try #require(scene.coachMark)
      let hint = try #require(mark.hint)
      #expect(hint.text.lines.count >= 2, "the hint wraps, so every line's place is checked")
      let lines = scene.displayList().items(drawing: .coachMarkHint).compactMap { item -> DisplayTextLine? in
        if case .text(let line) = item.primitive { line } else { nil }
      }
      #expect(lines.count == hint.text.lines.count)
      for (index, (line, wrapped)) in zip(lines, hint.text.lines).enumerated() {
        #expect(line.text == wrapped.text && line.direction == wrapped.direction)
        #expect(line.alignment == wrapped.alignment && line.fontSize == hint.fontSize)
        #expect(line.frame.minY == hint.frame.minY + Double(index) * hint.text.lineHeight)
        #expect(line.frame.height == hint.text.lineHeight && line.frame.width == wrapped.width)
        // Anchored by its alignment, the line is where a renderer anchoring at the block would put it.
        switch wrapped.alignment {
        case .left: #expect(line.frame.minX == hint.frame.minX)
        case .center: #expect(abs(line.frame.midX - hint.frame.midX) < 1e-9)
        case .right: #expect(abs(line.frame.maxX - hint.frame.maxX) < 1e-9)
        }
        #expect(line.color == mark.colors.text && line.background == mark.currentInnerColor)
      }
      #expect(scene.displayList().layoutDirection == direction)
    }
  }

  /// The default skip control is a capsule up to a corner radius of 8: half its height when it is shorter.
  @Test(arguments: [(44.0, 8.0), (16.0, 8.0), (15.0, 7.5), (10.0, 5.0)])
  func theSkipControlsCornersAreAtMostEight(height: Double, radius: Double) throws {
    var scene = Self.scene()
    var skip = try #require(scene.skipControl)
    skip.frame.size.height = height
    scene.skipControl = skip
    let item = try #require(scene.displayList().items(drawing: .skipControl).first)
    guard case .roundedRectangle(let rectangle) = item.primitive else {
      Issue.record("the skip control is \(item.primitive)")
      return
    }
    #expect(rectangle.frame == skip.frame && rectangle.cornerRadius == radius)
  }

  @Test func theArrowPointsWhereTheScenesArrowPoints() throws {
    let scene = Self.scene()
    let arrow = try #require(scene.coachMark?.arrow)
    let item = try #require(scene.displayList().items(drawing: .coachMarkArrow).first)
    guard case .arrow(let shape) = item.primitive else {
      Issue.record("the arrow is not a triangle: \(item)")
      return
    }
    #expect(shape.frame == arrow.frame && shape.direction == arrow.orientation && shape.tip == arrow.tip)
  }

  @Test func customViewsAreSlotsWithTheirIdentifiers() throws {
    var mark = CoachMark(target: "back", hint: "Back")
    mark.body = .custom(SceneSlot(id: "myBody", size: Size(width: 120, height: 60)))
    var options = TourPresenterOptions()
    options.skipControl?.customView = SceneSlot(id: "mySkip", size: Size(width: 80, height: 44))
    let list = Self.scene([mark], options: options).displayList()
    let body = try #require(list.items(drawing: .coachMarkBody).first)
    guard case .slot(let id, _) = body.primitive else {
      Issue.record("a custom body is not a slot: \(body)")
      return
    }
    #expect(id == "myBody" && body.identifier == "myBody")
    let skip = try #require(list.items(drawing: .skipControl).first)
    guard case .slot(let skipID, _) = skip.primitive else {
      Issue.record("a custom skip view is not a slot: \(skip)")
      return
    }
    #expect(skipID == "mySkip" && skip.label == "Skip")
    #expect(list.items(drawing: .skipControlTitle).isEmpty)
  }

  @Test func theHitRegionsAreTheControlsAndOnlyTheTargetsTheStepOpens() throws {
    let closed = Self.scene()
    let touches = TouchLayout(scene: closed)
    let regions = closed.displayList().hitRegions
    #expect(regions.count == 2)
    #expect(regions.contains(DisplayHitRegion(frame: try #require(touches.nextControl), control: .next)))
    let skip = try #require(regions.first { $0.control == .skip })
    #expect(skip.frame.width >= 44 && skip.frame.height >= 44)
    let open = Self.scene([
      CoachMark(
        target: "back", hint: "Back", interaction: CoachMarkInteraction(isUserInteractionEnabledInsideCutoutPath: true))
    ])
    let targets = open.displayList().hitRegions.filter { $0.control == .target("back") }
    #expect(targets.count == 1)
  }

  @Test func aFadingStepListsItsPartsAtTheirOpacity() throws {
    let fading = Self.scene(at: 0.1)
    let list = fading.displayList()
    let skip = try #require(list.items(drawing: .skipControl).first)
    #expect(skip.opacity == fading.skipControl?.opacity.value)
    #expect(list.items.allSatisfy { $0.opacity >= 0 && $0.opacity <= 1 })
  }

  @Test func anItemsOpacityIsClampedAndNaNIsTransparent() {
    let slot = DisplayPrimitive.slot("a", frame: Rect(x: 0, y: 0, width: 1, height: 1))
    #expect(DisplayItem(slot, part: .ornament, opacity: .nan).opacity == 0)
    #expect(DisplayItem(slot, part: .ornament, opacity: -1).opacity == 0)
    #expect(DisplayItem(slot, part: .ornament, opacity: 2).opacity == 1)
    #expect(DisplayItem(slot, part: .ornament, opacity: 0.25).opacity == 0.25)
  }

  @Test func onlyTheCoachMarksPartsAreItsGroup() {
    let coachMark: Set<DisplayPart> = [
      .coachMarkBody, .coachMarkArrow, .coachMarkSeparator, .coachMarkTitle, .coachMarkHint, .coachMarkNext,
      .coachMarkScrollIndicator,
    ]
    for part in DisplayPart.allCases { #expect(part.isCoachMark == coachMark.contains(part), "\(part)") }
  }

  @Test(arguments: ArrowDirection.allCases)
  func anArrowsTriangleRunsFromItsTipOverTheBaseAndItsOutlineSkipsTheBase(_ direction: ArrowDirection) {
    let frame = Rect(x: 10, y: 20, width: 15, height: 9)
    let arrow = DisplayArrow(frame: frame, direction: direction, fill: .white, border: .black)
    let base: (Point, Point) =
      switch direction {
      case .up: (Point(x: 10, y: 29), Point(x: 25, y: 29))
      case .down: (Point(x: 25, y: 20), Point(x: 10, y: 20))
      case .left: (Point(x: 25, y: 20), Point(x: 25, y: 29))
      case .right: (Point(x: 10, y: 29), Point(x: 10, y: 20))
      }
    #expect(arrow.tip == SceneArrow(frame: frame, orientation: direction).tip)
    #expect(arrow.path.elements == [.move(to: arrow.tip), .line(to: base.0), .line(to: base.1), .closeSubpath])
    #expect(arrow.outline.elements == [.move(to: base.1), .line(to: arrow.tip), .line(to: base.0)])
    // The triangle holds its centroid; the tip is on the side the arrow points to.
    let centroid = Point(x: (arrow.tip.x + base.0.x + base.1.x) / 3, y: (arrow.tip.y + base.0.y + base.1.y) / 3)
    #expect(arrow.path.contains(centroid))
  }
}
