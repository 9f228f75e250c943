import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTesting
import LodestarText
import Testing

@testable import LodestarViewModel

/// Coach marks at the reader's text size: the text and metrics scale along their styles, the body widens toward
/// the safe area before it wraps more lines, the next label stacks below the hint when it would crowd it, and
/// no scene at any of the 12 sizes, in either direction, portrait or landscape, has an audit finding.
@MainActor
@Suite struct TextSizeLayoutTests {
  static let hint = "Tap your photo to change it, or hold it to see the ones you used before."

  static func scene(
    _ mark: CoachMark, size: TextSizeCategory, screen: Size = SceneGraph.samplePhoneSize,
    direction: ReadingDirection = .leftToRight
  ) -> TourScene {
    var options = TourPresenterOptions(
      layoutDirection: direction, safeAreaInsets: PresenterFixture.phoneSafeArea)
    options.textSize = size
    let presenter = PresenterFixture.presenter(
      over: .sampleProfileScreen(size: screen, isRightToLeft: direction == .rightToLeft), steps: [mark],
      options: options)
    return presenter.scene(at: 5)
  }

  @Test func theDefaultSizeChangesNothing() {
    let style = CoachMarkBodyStyle()
    #expect(style.scaled(to: .large) == style)
    let mark = CoachMark(target: "profile.avatar", title: "Photo", hint: Self.hint)
    let scaled = mark.scaled(to: .large)
    #expect(scaled.body == mark.body && scaled.maxWidth == mark.maxWidth)
    #expect(SkipControlOptions().scaled(to: .large) == SkipControlOptions())
  }

  @Test func eachTextFollowsItsStyleAndEachMetricTheBodys() {
    let style = CoachMarkBodyStyle().scaled(to: .accessibility5)
    #expect(style.titleFontSize == 53 && style.hintFontSize == 49 && style.nextFontSize == 53)
    #expect(
      style.insets
        == DirectionalEdgeInsets(top: 10 * 53 / 17, leading: 15 * 53 / 17, bottom: 10 * 53 / 17, trailing: 15 * 53 / 17)
    )
    #expect(style.spacing == 10 * 53 / 17 && style.cornerSpacing == 18 * 53 / 17 && style.cornerRadius == 8 * 53 / 17)
    #expect(style.arrowSize == Size(width: 15 * 53 / 17, height: 9 * 53 / 17))
    #expect(style.separatorWidth == 1)
    let small = CoachMarkBodyStyle().scaled(to: .xSmall)
    #expect(small.hintFontSize == 12 && small.titleFontSize == 14 && small.nextFontSize == 14)
    let skip = SkipControlOptions().scaled(to: .accessibility1)
    #expect(skip.fontSize == 25 && skip.padding == Size(width: 10 * 28 / 17, height: 6 * 28 / 17))
  }

  @Test func theSceneSaysItsTextSizeAndUsesTheScaledFonts() throws {
    let mark = CoachMark(target: "profile.avatar", title: "Photo", hint: Self.hint)
    let large = Self.scene(mark, size: .large)
    #expect(large.textSize == .large && large.coachMark?.hint?.fontSize == 15 && large.progress?.fontSize == 13)
    let scene = Self.scene(mark, size: .accessibility3)
    #expect(scene.textSize == .accessibility3)
    #expect(scene.coachMark?.hint?.fontSize == 36 && scene.coachMark?.title?.fontSize == 40)
    // The skip control and the progress text stop at xxxLarge (subheadline 21, footnote 19) and ask for the
    // Large Content Viewer.
    #expect(scene.skipControl?.fontSize == 21 && scene.progress?.fontSize == 19)
    let skip = try #require(scene.skipControl)
    #expect(skip.hitFrame.width >= 44 && skip.hitFrame.height >= 44)
    #expect(skip.showsLargeContentViewer && scene.progress?.showsLargeContentViewer == true)
    #expect(large.skipControl?.showsLargeContentViewer == false && large.progress?.showsLargeContentViewer == false)
  }

  /// The controls follow the reader up to ``TourPresenterOptions/maximumControlTextSize`` and no further: at the
  /// limit they grow and need no Large Content Viewer, one size above they keep the limit's size and ask for it.
  @Test func theControlsStopGrowingAtTheirLimit() throws {
    let mark = CoachMark(target: "profile.avatar", title: "Photo", hint: Self.hint)
    let atLimit = Self.scene(mark, size: .xxxLarge)
    #expect(atLimit.skipControl?.fontSize == 21 && atLimit.progress?.fontSize == 19)
    #expect(atLimit.skipControl?.showsLargeContentViewer == false && atLimit.progress?.showsLargeContentViewer == false)
    let above = Self.scene(mark, size: .accessibility1)
    #expect(above.skipControl?.fontSize == 21 && above.progress?.fontSize == 19)
    #expect(above.skipControl?.showsLargeContentViewer == true && above.progress?.showsLargeContentViewer == true)
    #expect(above.coachMark?.hint?.fontSize == 25)
    // An app that lets them grow further.
    var options = TourPresenterOptions()
    options.textSize = .accessibility5
    options.maximumControlTextSize = .accessibility5
    #expect(options.resolvedControlTextSize == .accessibility5)
    options.maximumControlTextSize = .accessibility2
    #expect(options.resolvedControlTextSize == .accessibility2)
    options.textSizeRange = .xSmall ... .accessibility1
    #expect(options.resolvedControlTextSize == .accessibility1)
  }

  @Test func theBodyWidensTowardTheSafeAreaBeforeItWrapsMore() throws {
    let mark = CoachMark(target: "profile.avatar", hint: Self.hint)
    let landscape = Size(width: 844, height: 390)
    let large = try #require(Self.scene(mark, size: .large, screen: landscape).coachMark)
    #expect(large.bodyFrame.width <= 350)
    // Wider than Instructions' 350 points: the widest body grows with the text (350 × 23 / 17 at xxxLarge).
    let big = try #require(Self.scene(mark, size: .xxxLarge, screen: landscape).coachMark)
    #expect(big.bodyFrame.width > 350 && big.bodyFrame.width <= 350 * 23 / 17 + 1e-9)
    // On a phone in portrait the safe area less its margins (20 on each side) stops it.
    let portrait = try #require(Self.scene(mark, size: .accessibility5).coachMark)
    #expect(portrait.bodyFrame.width <= SceneGraph.samplePhoneSize.width - 40 + 1e-9)
    #expect(portrait.bodyFrame.width > SceneGraph.samplePhoneSize.width - 40 - 60)
  }

  @Test(arguments: [ReadingDirection.leftToRight, .rightToLeft])
  func aNextLabelThatWouldCrowdTheHintGoesBelowIt(direction: ReadingDirection) throws {
    let mark = CoachMark(target: "profile.avatar", hint: Self.hint, nextText: "Got it")
    let large = try #require(Self.scene(mark, size: .large, direction: direction).coachMark)
    #expect(large.nextLabelPosition == .trailing && large.separatorFrame != nil)
    let huge = try #require(Self.scene(mark, size: .accessibility5, direction: direction).coachMark)
    #expect(huge.nextLabelPosition == .bottomTrailing && huge.separatorFrame == nil)
    let hint = try #require(huge.hint?.frame)
    let next = try #require(huge.next?.frame)
    #expect(next.minY >= hint.maxY, "the next label is below the hint")
    // Trailing is the right in LTR and the left in RTL.
    if direction == .leftToRight {
      #expect(abs(next.maxX - hint.maxX) < 1 || next.maxX >= hint.maxX)
    } else {
      #expect(abs(next.minX - hint.minX) < 1 || next.minX <= hint.minX)
    }
  }

  @Test func aLeadingNextLabelStacksInTheLeadingCorner() throws {
    var style = CoachMarkBodyStyle(nextLabelPosition: .leading)
    style.nextFontSize = 17
    let mark = CoachMark(
      target: "profile.avatar", hint: Self.hint, nextText: "Got it",
      appearance: CoachMarkAppearance(body: .standard(style)))
    let huge = try #require(Self.scene(mark, size: .accessibility5).coachMark)
    #expect(huge.nextLabelPosition == .bottomLeading)
  }

  /// The stacking rule's boundary: a label beside the hint that leaves it exactly half of the content stays
  /// beside it; one a point wider goes below.
  @Test func theLabelStaysBesideTheHintAtExactlyHalf() {
    let style = CoachMarkBodyStyle()
    let beside = 2 * style.spacing + style.separatorWidth
    let content = 200.0
    let half = CoachMarkBodyLayout.arranged(style, nextWidth: content / 2 - beside, maxContent: content)
    #expect(half.nextLabelPosition == .trailing)
    let more = CoachMarkBodyLayout.arranged(style, nextWidth: content / 2 - beside + 1, maxContent: content)
    #expect(more.nextLabelPosition == .bottomTrailing)
    #expect(CoachMarkBodyLayout.arranged(style, nextWidth: nil, maxContent: 10).nextLabelPosition == .trailing)
    var corner = style
    corner.nextLabelPosition = .topLeading
    #expect(CoachMarkBodyLayout.arranged(corner, nextWidth: 500, maxContent: 10).nextLabelPosition == .topLeading)
  }

  /// A label beside the hint that leaves the hint's column exactly as wide as its longest word stays beside it;
  /// a word a point wider sends the label below, so the hint never breaks inside a word.
  @Test func theLabelGoesBelowWhenTheHintsLongestWordWouldNotFitBesideIt() {
    let style = CoachMarkBodyStyle()
    let beside = 2 * style.spacing + style.separatorWidth
    let content = 200.0
    let label = 40.0
    let column = content - label - beside
    #expect(column > content / 2)
    let fits = CoachMarkBodyLayout.arranged(style, nextWidth: label, maxContent: content, longestWord: column)
    #expect(fits.nextLabelPosition == .trailing)
    let wider = CoachMarkBodyLayout.arranged(style, nextWidth: label, maxContent: content, longestWord: column + 1)
    #expect(wider.nextLabelPosition == .bottomTrailing)
    var leading = style
    leading.nextLabelPosition = .leading
    let leadingWider = CoachMarkBodyLayout.arranged(
      leading, nextWidth: label, maxContent: content, longestWord: column + 1)
    #expect(leadingWider.nextLabelPosition == .bottomLeading)
    let measurer = ProportionalTextMeasurer()
    #expect(
      CoachMarkBodyLayout.longestWordWidth(of: "a circle\thighlights  it", fontSize: 10, measurer: measurer)
        == measurer.width(of: "highlights", fontSize: 10))
    #expect(CoachMarkBodyLayout.longestWordWidth(of: " ", fontSize: 10, measurer: measurer) == 0)
  }

  /// Every size, both directions, portrait and landscape: the audit finds no text outside its block, no block
  /// outside the body, no body outside the safe area or over its target, no overlap and no text cut off, a hint
  /// too long for the screen included (it scrolls).
  @Test(arguments: TextSizeCategory.allCases)
  func noSceneAtAnySizeHasAFinding(size: TextSizeCategory) {
    let marks = [
      CoachMark(target: "profile.avatar", title: "Your photo", hint: Self.hint),
      CoachMark(target: "stats.followers", hint: "Your followers.", nextText: "Next"),
      CoachMark(target: "tab.inbox", hint: "Your messages live here.", nextText: "Done"),
      CoachMark(target: "profile.avatar", title: "Your photo", hint: CutOffTextAuditTests.longHint),
    ]
    for screen in [SceneGraph.samplePhoneSize, Size(width: 844, height: 390)] {
      for direction in [ReadingDirection.leftToRight, .rightToLeft] {
        for mark in marks {
          let scene = Self.scene(mark, size: size, screen: screen, direction: direction)
          // A hint that fits on no side scrolls (the long one at the accessibility sizes): nothing is cut off.
          let findings = SceneAudit().findings(in: scene, measurer: ProportionalTextMeasurer())
          #expect(findings.isEmpty, "\(size) \(screen) \(direction) \(mark.target?.rawValue ?? ""): \(findings)")
        }
      }
    }
  }
}

/// The audit's cut-off finding: a hint or title drawn short with "…" while its accessibility element reads the
/// whole text; not for a text that itself ends with "…", nor for one drawn whole, nor for a hint that scrolls
/// (the layout's answer to a hint too long for the screen).
@MainActor
@Suite struct CutOffTextAuditTests {
  static let longHint = String(
    repeating: "Tap your photo to change it, or hold it to see the ones you used. ", count: 4)

  static func cutOffFindings(_ scene: TourScene) -> [SceneAuditFinding] {
    SceneAudit().findings(in: scene, measurer: ProportionalTextMeasurer()).filter { $0.kind == .textCutOff }
  }

  static func scene(_ mark: CoachMark, size: TextSizeCategory) -> TourScene {
    TextSizeLayoutTests.scene(mark, size: size, screen: Size(width: 320, height: 568))
  }

  /// `block` drawn as its first line only, ending with "…", as a renderer that cuts text short would.
  static func cutShort(_ block: SceneTextBlock) -> SceneTextBlock {
    var short = block
    let first = block.text.lines[0]
    let line = WrappedLine(
      text: first.text + "…", width: first.width, direction: first.direction, alignment: first.alignment,
      endsParagraph: true)
    short.text = WrappedText(lines: [line], lineHeight: block.text.lineHeight)
    short.scroll = nil
    short.frame.size.height = block.text.lineHeight
    return short
  }

  @Test func aLongHintScrollsAndNothingIsCutOff() throws {
    let mark = CoachMark(target: "profile.avatar", hint: Self.longHint)
    let scene = Self.scene(mark, size: .accessibility5)
    let hint = try #require(scene.coachMark?.hint)
    #expect(hint.scroll != nil && hint.hasTextBelow && !hint.hasTextAbove)
    #expect(!hint.text.lines.contains { $0.text.hasSuffix("…") })
    #expect(SceneAudit().findings(in: scene, measurer: ProportionalTextMeasurer()).isEmpty)
  }

  @Test func aHintCutShortIsFound() throws {
    let mark = CoachMark(target: "profile.avatar", hint: Self.longHint)
    var scene = Self.scene(mark, size: .accessibility5)
    #expect(Self.cutOffFindings(scene).isEmpty)
    let hint = try #require(scene.coachMark?.hint)
    scene.coachMark?.hint = Self.cutShort(hint)
    let found = Self.cutOffFindings(scene)
    #expect(found.map(\.elements) == [[.textBlock(.hint)]], "\(found)")
  }

  @Test func aTextThatEndsWithAnEllipsisIsNotCutOff() throws {
    let mark = CoachMark(target: "profile.avatar", hint: "Wait for it…")
    var scene = Self.scene(mark, size: .accessibility5)
    #expect(Self.cutOffFindings(scene).isEmpty)
    // Drawn as it is, its accessibility element ends with "…" too.
    let hint = try #require(scene.coachMark?.hint)
    scene.coachMark?.hint = hint
    #expect(Self.cutOffFindings(scene).isEmpty)
  }

  @Test func aTitleCutShortIsFoundToo() throws {
    let mark = CoachMark(target: "profile.avatar", title: "Your photo and the ones before it", hint: "Tap it.")
    var scene = Self.scene(mark, size: .large)
    #expect(Self.cutOffFindings(scene).isEmpty)
    let title = try #require(scene.coachMark?.title)
    scene.coachMark?.title = Self.cutShort(title)
    let found = Self.cutOffFindings(scene)
    #expect(found.map(\.elements) == [[.textBlock(.title)]], "\(found)")
  }
}
