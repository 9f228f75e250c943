import LodestarGeometry
import LodestarScene
import LodestarText

/// The look and inner layout of the default coach-mark body, with Instructions' numbers.
public struct CoachMarkBodyStyle: Sendable, Hashable {
  /// Where the next label sits. Default trailing.
  public var nextLabelPosition: NextLabelPosition
  /// The distances between the body's edges and its content. Default top 10, leading 15, bottom 10,
  /// trailing 15.
  public var insets: DirectionalEdgeInsets
  /// The distance between the hint, the separator and a next label beside the hint; also between the title
  /// and the hint. Default 10.
  public var spacing: Double
  /// The distance between the hint and a next label in a corner position. Default 18.
  public var cornerSpacing: Double
  /// The separator's thickness. Default 1.
  public var separatorWidth: Double
  /// The background's corner radius. Default 8.
  public var cornerRadius: Double
  /// The smallest body size. Default 17×18.
  public var minimumSize: Size
  /// The hint's font size. Default 15.
  public var hintFontSize: Double
  /// The next label's font size. Default 17.
  public var nextFontSize: Double
  /// The title's font size. Default 17.
  public var titleFontSize: Double
  /// The hint's and title's alignment. Default natural.
  public var alignment: ParagraphAlignment
  /// The body's and arrow's colours.
  public var colors: CoachMarkColors
  /// The arrow's size pointing up or down. Default 15×9.
  public var arrowSize: Size

  /// Creates a style.
  public init(
    nextLabelPosition: NextLabelPosition = .trailing,
    insets: DirectionalEdgeInsets = DirectionalEdgeInsets(top: 10, leading: 15, bottom: 10, trailing: 15),
    spacing: Double = 10,
    cornerSpacing: Double = 18,
    separatorWidth: Double = 1,
    cornerRadius: Double = 8,
    minimumSize: Size = Size(width: 17, height: 18),
    hintFontSize: Double = 15,
    nextFontSize: Double = 17,
    titleFontSize: Double = 17,
    alignment: ParagraphAlignment = .natural,
    colors: CoachMarkColors = CoachMarkColors(),
    arrowSize: Size = Size(width: 15, height: 9)
  ) {
    self.nextLabelPosition = nextLabelPosition
    self.insets = insets
    self.spacing = spacing
    self.cornerSpacing = cornerSpacing
    self.separatorWidth = separatorWidth
    self.cornerRadius = cornerRadius
    self.minimumSize = minimumSize
    self.hintFontSize = hintFontSize
    self.nextFontSize = nextFontSize
    self.titleFontSize = titleFontSize
    self.alignment = alignment
    self.colors = colors
    self.arrowSize = arrowSize
  }
}
