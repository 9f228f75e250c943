import LodestarGeometry
import LodestarScene
import LodestarText

/// Checks that a walkthrough scene shows every page's text whole, where a person can read it and reach the
/// controls: the walkthrough's counterpart of ``/LodestarScene/SceneAudit``, whose findings
/// (``/LodestarScene/SceneAuditFinding``) it reports.
///
/// An audit is a pure function of a ``WalkthroughScene`` and the ``/LodestarText/TextMeasurer`` its
/// ``WalkthroughLayout`` used: it measures every line again with it. Audit scenes at rest (a whole page
/// scroll position): while the pages move, the parallax moves elements off their page on purpose.
///
/// ```swift
/// let measurer = ProportionalTextMeasurer()
/// let layout = WalkthroughLayout(pages: pages, size: size, textSize: .accessibility5, measurer: measurer)
/// for page in pages.indices {
///   #expect(WalkthroughAudit().findings(in: layout.scene(scrollPosition: Double(page)), measurer: measurer).isEmpty)
/// }
/// ```
///
/// ## What it checks
///
/// For every element of a page on screen that draws something (a fill or text):
///
/// - **Page** (``/LodestarScene/SceneAuditFinding/Kind/leavesPage``): the element lies inside its page.
/// - **Safe area** (``/LodestarScene/SceneAuditFinding/Kind/leavesSafeArea``): the element lies inside
///   ``WalkthroughScene/safeArea`` (a full-bleed background is reported too: give the page a
///   ``WalkthroughPage/background`` instead).
/// - **Controls** (``/LodestarScene/SceneAuditFinding/Kind/overlapsControl``): the element stays clear of
///   the hit area of every visible control and of the page control.
/// - **Text in its element** (``/LodestarScene/SceneAuditFinding/Kind/textLeavesBlock``): each line's measured
///   box, placed by its alignment, lies inside the element.
/// - **Cut-off text** (``/LodestarScene/SceneAuditFinding/Kind/textEndNotDrawn``): the string's end is drawn: the
///   last line ends the string (``WalkthroughSceneElement/unwrappedText``, so a pseudo-language's bounded
///   string keeps its `#]`) and lies inside the page.
/// - **Broken words** (``/LodestarScene/SceneAuditFinding/Kind/wordBroken``): no word (a run between spaces)
///   is broken across lines when it would fit on a line as wide as the safe area less two
///   ``contentMargin``s. A word wider than that is broken at the line's end, which is the only way to show
///   it whole; that is not a finding.
/// - **Text size** (``/LodestarScene/SceneAuditFinding/Kind/textTooSmall``): no text below
///   ``minimumFontSize``.
/// - **Parents** (``/LodestarScene/SceneAuditFinding/Kind/leavesParent``): a child lies inside the element it
///   belongs to (a number's circle inside its card).
/// - **Text over other elements** (``/LodestarScene/SceneAuditFinding/Kind/textOverlapsElement``): the box
///   around an element's lines overlaps no other drawn element but its own ancestors and descendants.
///
/// For every visible control (close, previous, next) and the page control: its hit area is at least
/// ``minimumTouchTargetSize`` (``/LodestarScene/SceneAuditFinding/Kind/touchTargetTooSmall``), its frame lies
/// inside the safe area, its title inside its frame and no smaller than ``minimumFontSize``, and no two hit
/// areas overlap.
///
/// - Complexity: O(*n* + *e*² + *e*·*c*) for *n* characters of text, *e* elements and *c* controls.
public struct WalkthroughAudit: Sendable, Hashable {
  /// The smallest hit area of a control. Default 44×44 points.
  public var minimumTouchTargetSize: Size
  /// The smallest font size of any text. Default 11 points (``/LodestarText/ScaledTextStyle/minimumFontSize``).
  public var minimumFontSize: Double
  /// The margin on each side of a page's content inside the safe area: a word narrower than the safe area
  /// less two margins must not be broken. Default 16 points, the layout's.
  public var contentMargin: Double
  /// The slack allowed for rounding in every comparison. Default 0.01 points.
  public var tolerance: Double

  /// Creates an audit.
  ///
  /// - Parameters:
  ///   - minimumTouchTargetSize: The smallest hit area of a control.
  ///   - minimumFontSize: The smallest font size of any text.
  ///   - contentMargin: The margin on each side of a page's content inside the safe area.
  ///   - tolerance: The slack for rounding.
  public init(
    minimumTouchTargetSize: Size = Size(width: 44, height: 44),
    minimumFontSize: Double = ScaledTextStyle.minimumFontSize, contentMargin: Double = 16, tolerance: Double = 0.01
  ) {
    self.minimumTouchTargetSize = minimumTouchTargetSize
    self.minimumFontSize = minimumFontSize
    self.contentMargin = contentMargin
    self.tolerance = tolerance
  }

  /// The problems of `scene`: the pages' elements in order, then the controls; empty when the scene is right.
  ///
  /// - Parameters:
  ///   - scene: The scene to check, at rest.
  ///   - measurer: The measurer the scene's layout used.
  /// - Returns: The findings; empty for a scene without problems.
  public func findings(in scene: WalkthroughScene, measurer: some TextMeasurer) -> [SceneAuditFinding] {
    var findings: [SceneAuditFinding] = []
    let controls = visibleControls(of: scene)
    for page in scene.pages where overlaps(page.frame, scene.bounds) {
      auditPage(page, in: scene, controls: controls, measurer: measurer, into: &findings)
    }
    auditControls(of: scene, controls: controls, measurer: measurer, into: &findings)
    return findings
  }

  /// The visible controls' names and hit areas, the page control last.
  func visibleControls(of scene: WalkthroughScene) -> [(name: String, hitFrame: Rect)] {
    var controls = scene.controls.filter { !$0.isHidden }.map { (name: $0.kind.rawValue, hitFrame: $0.hitFrame) }
    if let pageControl = scene.pageControl { controls.append((name: "pageControl", hitFrame: pageControl.hitFrame)) }
    return controls
  }

  /// Whether `inner` lies inside `outer`, with the tolerance (``/LodestarScene/SceneAudit``'s rule).
  func fits(_ inner: Rect, in outer: Rect) -> Bool {
    SceneAudit(tolerance: tolerance).fits(inner, in: outer)
  }

  /// Whether two rectangles overlap by more than the tolerance on both axes (``/LodestarScene/SceneAudit``'s
  /// rule).
  func overlaps(_ first: Rect, _ second: Rect) -> Bool {
    SceneAudit(tolerance: tolerance).overlaps(first, second)
  }
}
