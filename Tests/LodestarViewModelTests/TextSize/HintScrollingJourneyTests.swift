import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarScene
import LodestarTestSupport
import LodestarTesting
import LodestarText
import Testing

@testable import LodestarViewModel

/// Issue 34: a hint too long for the screen scrolls, moved by keys, drags and the accessibility scroll action.
/// Each frame the presenter draws is checked against a model of which lines must show, and against the audit.
@MainActor
@Suite struct HintScrollingJourneyTests {
  static let longHint = String(
    repeating: "Tap your photo to change it, or hold it to see the ones you used. ", count: 4)
  static let steps = [
    CoachMark(target: "profile.avatar", title: "Your photo", hint: longHint),
    CoachMark(target: "profile.avatar", hint: "Short."),
  ]

  static func presenter(direction: ReadingDirection = .leftToRight) -> TourPresenter<SceneGraph> {
    var options = TourPresenterOptions(layoutDirection: direction, safeAreaInsets: PresenterFixture.phoneSafeArea)
    options.textSize = .accessibility5
    return PresenterFixture.presenter(
      over: .sampleProfileScreen(size: Size(width: 320, height: 568), isRightToLeft: direction == .rightToLeft),
      steps: steps, options: options)
  }

  /// The hint block of `scene`, which must scroll.
  static func hint(_ scene: TourScene) throws -> SceneTextBlock {
    let hint = try #require(scene.coachMark?.hint)
    try #require(hint.scroll != nil, "the hint does not scroll")
    return hint
  }

  /// The hint's lines the display list draws, by text.
  static func drawnHintLines(_ scene: TourScene) -> [String] {
    scene.displayList().items.compactMap { item in
      guard item.part == .coachMarkHint, case .text(let line) = item.primitive else { return nil }
      return line.text
    }
  }

  /// The triangles the display list draws, by direction.
  static func drawnIndicators(_ scene: TourScene) -> [ArrowDirectionName] {
    scene.displayList().items.compactMap { item in
      guard item.part == .coachMarkScrollIndicator, case .arrow(let arrow) = item.primitive else { return nil }
      return arrow.direction == .up ? .up : .down
    }
  }

  enum ArrowDirectionName { case up, down }

  /// What must be on screen when the model says the first line shown is `first`: those lines, the triangles
  /// for the hidden sides, the accessibility element with the whole text and the status, and no finding.
  static func expectShows(first: Int, in scene: TourScene, _ comment: Comment) throws {
    let hint = try Self.hint(scene)
    let count = hint.visibleLines.count
    #expect(hint.visibleLines == first..<(first + count), comment)
    #expect(drawnHintLines(scene) == Array(hint.text.lineTexts[first..<(first + count)]), comment)
    var expected: [ArrowDirectionName] = []
    if first > 0 { expected.append(.up) }
    if first + count < hint.text.lines.count { expected.append(.down) }
    #expect(drawnIndicators(scene) == expected, comment)
    let element = try #require(scene.accessibilityElements.first { $0.id == "coachMarkHint" })
    // The whole text: the title too when it moved into the hint (no room for it on its own at this size).
    let whole = scene.coachMark?.title == nil ? "Your photo\n" + longHint : longHint
    #expect(element.label == whole, comment)
    #expect(element.frame == hint.frame, comment)
    #expect(element.scrollStatus == "Lines \(first + 1) to \(first + count) of \(hint.text.lines.count).", comment)
    let findings = SceneAudit().findings(in: scene, measurer: ProportionalTextMeasurer())
    #expect(findings.isEmpty, "\(comment): \(findings)")
  }

  @Test(arguments: [ReadingDirection.leftToRight, .rightToLeft])
  func linesPagesAndTheEndsFollowTheModel(direction: ReadingDirection) throws {
    let presenter = Self.presenter(direction: direction)
    let hint = try Self.hint(presenter.scene(at: 5))
    let last = hint.text.lines.count - hint.visibleLines.count
    #expect(last >= 2, "too few hidden lines to test: \(hint.text.lineTexts)")
    try Self.expectShows(first: 0, in: presenter.scene(at: 5), "at first")
    // The body stays beside its target, below it (where there is more room), as tall as the room there rather
    // than over the target: one more line would not fit.
    let placed = try #require(presenter.scene(at: 5).coachMark)
    #expect(placed.position == .besideTarget && placed.arrow?.orientation == .up)
    let safeArea = presenter.scene(at: 5).safeArea
    #expect(placed.bodyFrame.maxY <= safeArea.maxY)
    #expect(placed.bodyFrame.maxY + hint.text.lineHeight > safeArea.maxY)
    // Up at the top moves nothing.
    #expect(!presenter.scrollHint(byLines: -1))
    #expect(presenter.scrollHint(byLines: 1))
    try Self.expectShows(first: 1, in: presenter.scene(at: 5.1), "one line down")
    #expect(presenter.scrollHint(byLines: last))
    try Self.expectShows(first: last, in: presenter.scene(at: 5.2), "past the end, clamped")
    #expect(!presenter.scrollHint(byLines: 1))
    #expect(!presenter.scrollHint(byPages: 1))
    let page = max(1, hint.visibleLines.count - 1)
    #expect(presenter.scrollHint(byPages: -1))
    try Self.expectShows(first: max(0, last - page), in: presenter.scene(at: 5.3), "a page up")
    // Counts as large as Int allows neither trap nor overflow.
    #expect(presenter.scrollHint(byPages: .min))
    try Self.expectShows(first: 0, in: presenter.scene(at: 5.4), "the top")
    #expect(presenter.scrollHint(byLines: .max))
    try Self.expectShows(first: last, in: presenter.scene(at: 5.5), "the bottom")
  }

  @Test func aDragMovesTheTextOnceItHasGoneHalfALine() throws {
    let presenter = Self.presenter()
    let lineHeight = try Self.hint(presenter.scene(at: 5)).text.lineHeight
    // The finger moves up: later lines show, once it has gone half a line.
    #expect(!presenter.dragHint(by: -lineHeight * 0.49))
    try Self.expectShows(first: 0, in: presenter.scene(at: 5.1), "under half a line")
    #expect(presenter.dragHint(by: -lineHeight * 0.02))
    try Self.expectShows(first: 1, in: presenter.scene(at: 5.2), "past half a line")
    #expect(presenter.dragHint(by: -lineHeight))
    try Self.expectShows(first: 2, in: presenter.scene(at: 5.3), "a line more")
    // Down again shows earlier lines; far past the top stops at the top.
    #expect(presenter.dragHint(by: lineHeight * 100))
    try Self.expectShows(first: 0, in: presenter.scene(at: 5.4), "dragged past the top")
    for distance in [Double.nan, .infinity, -.infinity] { #expect(!presenter.dragHint(by: distance)) }
    try Self.expectShows(first: 0, in: presenter.scene(at: 5.5), "after distances that are not finite")
  }

  @Test func theNextStepStartsAtItsTopAndAShortHintDoesNotScroll() throws {
    let presenter = Self.presenter()
    _ = presenter.scene(at: 5)
    #expect(presenter.scrollHint(byLines: 2))
    try Self.expectShows(first: 2, in: presenter.scene(at: 5.1), "scrolled")
    presenter.show(stepAt: 1, time: 6)
    let short = presenter.scene(at: 9)
    #expect(short.coachMark?.hint?.scroll == nil)
    #expect(presenter.scrollingHint == nil && !presenter.scrollHint(byLines: 1) && !presenter.dragHint(by: -100))
    presenter.show(stepAt: 0, time: 10)
    try Self.expectShows(first: 0, in: presenter.scene(at: 13), "back, from the top")
  }

  /// Keys go through the router that follows the scene: ↓ and Page Down while text is hidden below, ↑ and Page
  /// Up while text is hidden above; otherwise (or with Shift) they go on to the app.
  @Test func keysScrollThroughTheRouter() throws {
    let presenter = Self.presenter()
    var router = KeyboardRouter()
    func press(_ key: TourKey, modifiers: KeyModifiers = [], at time: Double) throws -> KeyboardCommand {
      router.update(for: presenter.scene(at: time))
      let command = router.handle(KeyStroke(key, modifiers: modifiers))
      try presenter.perform(command)
      return command
    }
    #expect(try press(.upArrow, at: 5) == .unhandled)
    #expect(try press(.pageUp, at: 5) == .unhandled)
    #expect(try press(.downArrow, modifiers: .shift, at: 5) == .unhandled)
    #expect(try press(.downArrow, at: 5) == .scrollHintByLines(1))
    try Self.expectShows(first: 1, in: presenter.scene(at: 5.1), "after ↓")
    #expect(try press(.pageDown, at: 5.1) == .scrollHintByPages(1))
    #expect(try press(.upArrow, at: 5.2) == .scrollHintByLines(-1))
    #expect(try press(.pageUp, at: 5.3) == .scrollHintByPages(-1))
    try Self.expectShows(first: 0, in: presenter.scene(at: 5.4), "back at the top")
    // At the bottom ↓ goes on to the app.
    presenter.scrollHint(byLines: .max)
    #expect(try press(.downArrow, at: 5.5) == .unhandled)
    #expect(try press(.pageDown, at: 5.5) == .unhandled)
    // The step did not change.
    #expect(presenter.currentIndex == 0)
  }

  /// A model-based run: random lines, pages and drags, each frame against the model's first line.
  @Test func randomCommandsFollowTheModel() throws {
    let seed: UInt64 = 0x5C0_11
    var generator = SeededGenerator(seed: seed)
    let presenter = Self.presenter()
    let hint = try Self.hint(presenter.scene(at: 5))
    let last = hint.text.lines.count - hint.visibleLines.count
    let page = max(1, hint.visibleLines.count - 1)
    var model = 0
    var time = 5.0
    for round in 0..<200 {
      time += 0.05
      switch Int.random(in: 0..<3, using: &generator) {
      case 0:
        let lines = Int.random(in: -3...3, using: &generator)
        let moved = presenter.scrollHint(byLines: lines)
        let next = min(max(0, model + lines), last)
        #expect(moved == (next != model), "seed \(seed), round \(round)")
        model = next
      case 1:
        let pages = Int.random(in: -2...2, using: &generator)
        presenter.scrollHint(byPages: pages)
        model = min(max(0, model + pages * page), last)
      default:
        // Whole lines only, so the model needs no remainder: a drag of n lines moves n lines.
        let lines = Int.random(in: -2...2, using: &generator)
        presenter.scrollHint(byLines: 0)
        presenter.dragHint(by: -Double(lines) * hint.text.lineHeight)
        model = min(max(0, model + lines), last)
      }
      try Self.expectShows(first: model, in: presenter.scene(at: time), "seed \(seed), round \(round)")
    }
  }
}
