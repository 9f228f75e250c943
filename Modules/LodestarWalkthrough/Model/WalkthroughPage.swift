import LodestarGeometry
import LodestarTimeline

/// One full-screen page of a walkthrough (a BWWalkthrough page): its elements and how they move while the
/// walkthrough scrolls.
public struct WalkthroughPage: Sendable, Hashable {
  /// The page's identifier, unique in the walkthrough.
  public var id: String
  /// The page's title: what the demo and the page's heading announce ("Page 2 of 3: Sync").
  public var title: String
  /// The parallax of the page's subviews: BWWalkthrough's animation type, speed, speed variance and alpha.
  public var parallax: ParallaxPage
  /// Tags of subviews that do not move (BWWalkthrough's `staticTags`).
  public var staticTags: Set<Int>
  /// The page's background colour.
  public var background: RGBAColor
  /// The page's subviews, back to front.
  public var elements: [WalkthroughElement]

  /// Creates a page.
  public init(
    id: String, title: String, parallax: ParallaxPage, staticTags: Set<Int> = [], background: RGBAColor = .white,
    elements: [WalkthroughElement]
  ) {
    self.id = id
    self.title = title
    self.parallax = parallax
    self.staticTags = staticTags
    self.background = background
    self.elements = elements
  }
}
