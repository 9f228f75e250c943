import LodestarGeometry

/// A button of a walkthrough.
public enum WalkthroughControlKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// Closes the walkthrough (top trailing corner).
  case close
  /// Goes to the previous page (bottom leading corner); hidden on the first page.
  case previous
  /// Goes to the next page (bottom trailing corner); hidden on the last page.
  case next
}

/// A button of a ``WalkthroughScene``.
public struct WalkthroughSceneControl: Sendable, Hashable {
  /// Which button it is.
  public var kind: WalkthroughControlKind
  /// The title.
  public var title: String
  /// The frame drawn.
  public var frame: Rect
  /// The frame that receives touches: ``frame`` grown to at least 44 × 44 points around its centre
  /// (Apple's minimum hit target).
  public var hitFrame: Rect
  /// The title's font size in points.
  public var fontSize: Double
  /// Whether the button is hidden (next on the last page, previous on the first, as BWWalkthrough).
  public var isHidden: Bool

  /// Creates a control.
  public init(
    kind: WalkthroughControlKind, title: String, frame: Rect, hitFrame: Rect, fontSize: Double = 15,
    isHidden: Bool = false
  ) {
    self.kind = kind
    self.title = title
    self.frame = frame
    self.hitFrame = hitFrame
    self.fontSize = fontSize
    self.isHidden = isHidden
  }
}

/// The page control of a ``WalkthroughScene``: one dot per page, the current page's filled.
public struct WalkthroughPageControl: Sendable, Hashable {
  /// The frame drawn (the dots and a margin).
  public var frame: Rect
  /// The frame that receives touches: ``frame`` grown to at least 44 points high and wide.
  public var hitFrame: Rect
  /// The dots, one per page, in page order (right to left in a right-to-left walkthrough).
  public var dotFrames: [Rect]
  /// The page whose dot is filled.
  public var currentPage: Int
  /// What assistive technology reads: "Page 2 of 3".
  public var accessibilityLabel: String

  /// Creates a page control.
  public init(frame: Rect, hitFrame: Rect, dotFrames: [Rect], currentPage: Int, accessibilityLabel: String) {
    self.frame = frame
    self.hitFrame = hitFrame
    self.dotFrames = dotFrames
    self.currentPage = currentPage
    self.accessibilityLabel = accessibilityLabel
  }
}
