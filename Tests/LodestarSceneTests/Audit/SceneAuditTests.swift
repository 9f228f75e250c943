import LodestarGeometry
import LodestarLayout
import LodestarScene
import LodestarTesting
import LodestarText
import LodestarTimeline
import Testing

/// Each kind of finding, on the sample scene (390×844, a body below a target at (20, 100, 100, 44), 8×18-pt
/// monospaced text) with one thing broken.
@Suite struct SceneAuditTests {
  static let measurer = MonospacedTextMeasurer(cellWidth: 8, lineHeight: 18)

  static func findings(_ scene: TourScene, measurer: some TextMeasurer = measurer) -> [SceneAuditFinding] {
    SceneAudit().findings(in: scene, measurer: measurer)
  }

  @Test func theSampleSceneHasNoFindings() {
    #expect(Self.findings(.sample()) == [])
  }

  @Test func aWiderFontPushesTheHintUnderTheNextLabel() {
    // Measured at 10 points a character, the 17-character hint is 170 wide in a 136-wide block.
    let wider = MonospacedTextMeasurer(cellWidth: 10, lineHeight: 18)
    let found = Self.findings(.sample(), measurer: wider)
    #expect(
      found.map(\.kind) == [
        .textLeavesBlock, .textCrossesSeparator, .textOverlapsNextLabel, .textLeavesBlock, .textOverlapsText,
      ])
    guard found.count == 5 else { return }
    #expect(found[0].elements == [.line(.hint, index: 0), .textBlock(.hint)])
    #expect(
      found[0].frames == [Rect(x: 35, y: 171, width: 170, height: 18), Rect(x: 35, y: 171, width: 136, height: 18)])
    #expect(found[1].elements == [.line(.hint, index: 0), .separator])
    #expect(found[2].elements == [.line(.hint, index: 0), .textBlock(.next)])
    #expect(found[3].elements == [.line(.next, index: 0), .textBlock(.next)])
    #expect(found[3].frames.first == Rect(x: 192, y: 171, width: 40, height: 18))
    #expect(found[4].elements == [.line(.next, index: 0), .line(.hint, index: 0)])
    #expect(
      found[0].description
        == "hint line 1 leaves its text block: hint line 1 (35, 171, 170, 18), hint text (35, 171, 136, 18)")
  }

  @Test func aRightAlignedLineThatIsTooWideLeavesItsBlockOnTheLeft() {
    var scene = TourScene.sample()
    scene.coachMark?.hint?.text.lines[0].alignment = .right
    scene.coachMark?.hint?.frame.size.width = 100
    let found = Self.findings(scene)
    #expect(found.first?.kind == .textLeavesBlock)
    #expect(found.first?.frames.first == Rect(x: -1, y: 171, width: 136, height: 18))
  }

  @Test func aTitleOverlappingTheHintIsFound() {
    var scene = TourScene.sample()
    let title = WrappedText(wrapping: "Start", maxWidth: 300, fontSize: 17, measurer: Self.measurer)
    scene.coachMark?.title = SceneTextBlock(
      frame: Rect(x: 35, y: 163, width: 40, height: 18), text: title, fontSize: 17)
    scene.accessibilityElements.append(
      SceneAccessibilityElement(
        id: "coachMarkTitle", role: .header, label: "Start", frame: Rect(x: 35, y: 163, width: 40, height: 18)))
    let found = Self.findings(scene)
    #expect(found.map(\.kind) == [.textOverlapsText])
    #expect(found.first?.elements == [.line(.hint, index: 0), .line(.title, index: 0)])
  }

  @Test func textOutsideTheBodyIsFound() {
    var scene = TourScene.sample()
    scene.coachMark?.bodyFrame.size.width = 150
    let found = Self.findings(scene)
    #expect(found.map(\.kind).contains(.textLeavesBody))
    #expect(found.first { $0.kind == .textLeavesBody }?.elements == [.textBlock(.hint), .body])
  }

  @Test func aBodyOverTheOpeningIsFoundUnlessItIsDocumented() {
    var scene = TourScene.sample()
    scene.coachMark?.bodyFrame.origin.y = 140
    scene.coachMark?.hint?.frame.origin.y = 150
    scene.coachMark?.next?.frame.origin.y = 150
    scene.coachMark?.separatorFrame?.origin.y = 150
    scene.coachMark?.arrow = nil
    scene.accessibilityElements = scene.accessibilityElements.map { element in
      var moved = element
      if element.id == "coachMarkHint" || element.id == "coachMarkNext" { moved.frame.origin.y = 150 }
      return moved
    }
    let found = Self.findings(scene)
    #expect(found.map(\.kind) == [.coachMarkCoversOpening])
    #expect(found.first?.elements == [.body, .opening(0)])
    #expect(
      found.first?.frames == [Rect(x: 20, y: 140, width: 219, height: 44), Rect(x: 16, y: 96, width: 108, height: 52)])
    scene.coachMark?.position = .overTarget
    #expect(Self.findings(scene) == [])
  }

  @Test func anArrowIntoTheOpeningCoversIt() {
    var scene = TourScene.sample()
    scene.coachMark?.arrow?.frame.origin.y = 140
    let found = Self.findings(scene)
    #expect(found.map(\.kind) == [.coachMarkCoversOpening, .arrowDetachedFromBody, .arrowMissesTarget])
    #expect(found.first?.elements == [.arrow, .opening(0)])
  }

  @Test func theCoachMarkSkipControlAndProgressStayInTheSafeArea() {
    var scene = TourScene.sample()
    scene.safeAreaInsets = DirectionalEdgeInsets(top: 60, leading: 0, bottom: 50, trailing: 0)
    let found = Self.findings(scene)
    #expect(found.map(\.kind) == [.leavesSafeArea, .leavesSafeArea])
    #expect(found.map(\.elements) == [[.skipControl, .safeArea], [.progress, .safeArea]])
    #expect(
      found[1].frames == [Rect(x: 171, y: 800, width: 48, height: 18), Rect(x: 0, y: 60, width: 390, height: 734)])
  }

  @Test func aSkipControlOverTheTargetIsFoundUnlessItIsTheFallback() {
    var scene = TourScene.sample()
    scene.skipControl = SceneSkipControl(frame: Rect(x: 40, y: 110, width: 52, height: 30), title: "Skip")
    scene.accessibilityElements[2].frame = Rect(x: 40, y: 110, width: 52, height: 30)
    let found = Self.findings(scene)
    #expect(found.map(\.kind) == [.skipControlCoversOpening])
    #expect(
      found.first?.frames == [Rect(x: 40, y: 103, width: 52, height: 44), Rect(x: 16, y: 96, width: 108, height: 52)])
    #expect(found.first?.description.hasPrefix("skip control covers opening 1: skip control (40, 103, 52, 44)") == true)
    scene.skipControl?.isPlacedOverOpening = true
    #expect(Self.findings(scene) == [])
  }

  @Test func aSkipControlOnTheCoachMarkIsFound() {
    var scene = TourScene.sample()
    scene.skipControl = SceneSkipControl(frame: Rect(x: 200, y: 170, width: 52, height: 30), title: "Skip")
    scene.accessibilityElements[2].frame = Rect(x: 200, y: 170, width: 52, height: 30)
    #expect(Self.findings(scene).map(\.kind) == [.skipControlOverlapsCoachMark])
  }

  @Test func theProgressMustNotCoverAnythingElse() {
    var scene = TourScene.sample()
    for (origin, kind) in [
      (Point(x: 30, y: 110), SceneAuditFinding.Kind.progressCoversOpening),
      (Point(x: 100, y: 170), .progressOverlapsCoachMark), (Point(x: 330, y: 60), .progressOverlapsSkipControl),
    ] {
      scene.progress?.frame.origin = origin
      scene.accessibilityElements[3].frame.origin = origin
      #expect(Self.findings(scene).map(\.kind) == [kind], "\(origin)")
    }
    scene.progress?.frame.origin = Point(x: 30, y: 110)
    scene.accessibilityElements[3].frame.origin = Point(x: 30, y: 110)
    scene.progress?.isPlacedOverOpening = true
    #expect(Self.findings(scene) == [])
  }

  @Test func anArrowThatDoesNotReachOrPointAtTheTargetIsFound() {
    var scene = TourScene.sample()
    // Body and arrow 2 points up, the arrow past the opening's right edge (x 124): near it, beside it.
    scene.coachMark?.bodyFrame.origin.y = 159
    scene.coachMark?.arrow?.frame.origin = Point(x: 118, y: 150)
    var found = Self.findings(scene)
    #expect(found.map(\.kind) == [.arrowMissesTarget])
    #expect(found.first?.elements == [.arrow, .opening(0)])
    #expect(
      found.first?.frames == [Rect(x: 125.5, y: 150, width: 0, height: 0), Rect(x: 16, y: 96, width: 108, height: 52)])
    // The body and its arrow moved 20 points down: the tip is 24 points from the opening.
    scene = TourScene.sample()
    scene.coachMark?.arrow?.frame.origin.y = 172
    scene.coachMark?.arrow?.orientation = .up
    found = Self.findings(scene)
    #expect(found.map(\.kind) == [.arrowDetachedFromTarget])
    // Pointing down, away from the target: its tip is on the body's side.
    scene = TourScene.sample()
    scene.coachMark?.arrow?.orientation = .down
    #expect(Self.findings(scene).map(\.kind) == [.arrowDetachedFromTarget])
  }

  @Test func anArrowAwayFromTheBodyIsFound() {
    var scene = TourScene.sample()
    scene.coachMark?.arrow?.frame.origin.x = 2
    let found = Self.findings(scene)
    #expect(found.map(\.kind) == [.arrowDetachedFromBody, .arrowDetachedFromTarget])
    #expect(
      found.first?.frames == [Rect(x: 2, y: 152, width: 15, height: 9), Rect(x: 20, y: 161, width: 219, height: 44)])
  }

  /// A part counts as shown from ``TouchLayout/minimumHittableOpacity`` on: exactly there it needs its
  /// accessibility element, and just below it needs none.
  @Test(arguments: [(0.01, true), (0.0099, false)])
  func aPartIsShownFromTheHittableOpacity(opacity: Double, isShown: Bool) {
    var scene = TourScene.sample()
    scene.coachMark?.opacity = Opacity(opacity)
    scene.skipControl?.opacity = Opacity(opacity)
    scene.progress?.opacity = Opacity(opacity)
    scene.accessibilityElements.removeAll()
    let missing = Self.findings(scene).filter { $0.kind == .missingAccessibilityElement }.map(\.elements[0])
    if isShown {
      #expect(missing.contains(.coachMark) || missing.contains(.textBlock(.hint)), "\(missing)")
      #expect(missing.contains(.skipControl) && missing.contains(.progress), "\(missing)")
    } else {
      #expect(missing == [])
    }
  }

  /// A progress text that cannot be seen (opacity 0) is not checked against the safe area or anything else.
  @Test func anInvisibleProgressIsNotChecked() {
    var scene = TourScene.sample()
    scene.safeAreaInsets = DirectionalEdgeInsets(top: 60, leading: 0, bottom: 50, trailing: 0)
    scene.progress?.opacity = Opacity(0)
    scene.accessibilityElements.removeAll { $0.id == "coachMarkProgress" }
    #expect(Self.findings(scene).map(\.elements) == [[.skipControl, .safeArea]])
  }

  @Test func accessibilityFramesMustMatchTheirParts() {
    var scene = TourScene.sample()
    scene.accessibilityElements[1].frame = Rect(x: 0, y: 0, width: 10, height: 10)
    scene.accessibilityElements.append(
      SceneAccessibilityElement(id: "coachMarkTitle", role: .header, label: "Gone", frame: .zero))
    let found = Self.findings(scene)
    #expect(found.map(\.kind) == [.accessibilityFrameMismatch, .accessibilityFrameMismatch])
    #expect(found[0].elements == [.accessibilityElement("coachMarkNext"), .textBlock(.next)])
    // An element for a part the scene does not show: the part's frame is null.
    #expect(found[1].elements == [.accessibilityElement("coachMarkTitle"), .textBlock(.title)])
    #expect(found[1].frames[1].isNull)
  }

  @Test func theProgressWithoutAnAccessibilityElementIsFound() {
    var scene = TourScene.sample()
    scene.accessibilityElements.removeAll { $0.id == "coachMarkProgress" }
    let found = Self.findings(scene)
    #expect(found.map(\.kind) == [.missingAccessibilityElement])
    #expect(found.first?.description == "progress text has no accessibility element: progress text (171, 800, 48, 18)")
  }

  @Test func smallHitAreasAreFound() {
    var scene = TourScene.sample()
    scene.coachMark?.bodyFrame.size.height = 38
    scene.skipControl?.hitFrame = Rect(x: 320, y: 56, width: 60, height: 30)
    let found = Self.findings(scene)
    #expect(found.map(\.kind) == [.touchTargetTooSmall, .touchTargetTooSmall])
    #expect(found.map(\.elements) == [[.nextControl], [.skipControl]])
    // A hit area cut by the screen's edge counts only where it is on screen.
    scene = TourScene.sample()
    scene.skipControl?.frame.origin.x = 350
    scene.skipControl?.hitFrame.origin.x = 350
    scene.accessibilityElements[2].frame.origin.x = 350
    #expect(Self.findings(scene).map(\.kind) == [.leavesSafeArea, .touchTargetTooSmall])
  }

  @Test func nonFiniteNumbersAreFoundWhereTheyAre() {
    var scene = TourScene.sample()
    scene.coachMark?.hint?.text.lines[0].width = .nan
    scene.progress?.opacity = Opacity(1)
    scene.overlay.transform = AffineMatrix(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    let found = Self.findings(scene).filter { $0.kind == .nonFiniteNumber }
    #expect(found.map(\.elements) == [[.value("overlay.transform")], [.value("coachMark.hint.lines[0].width")]])
    #expect(found.last?.description == "coachMark.hint.lines[0].width is not finite: coachMark.hint.lines[0].width")
  }
}
