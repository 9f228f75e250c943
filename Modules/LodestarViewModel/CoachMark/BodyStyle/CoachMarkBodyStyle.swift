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
  ///
  /// - Parameters:
  ///   - nextLabelPosition: Where the next label sits.
  ///   - metrics: The distances and sizes inside the body.
  ///   - typography: The sizes and alignment of the text.
  ///   - colors: The body's and arrow's colours.
  public init(
    nextLabelPosition: NextLabelPosition = .trailing,
    metrics: CoachMarkBodyMetrics = CoachMarkBodyMetrics(),
    typography: CoachMarkTypography = CoachMarkTypography(),
    colors: CoachMarkColors = CoachMarkColors()
  ) {
    self.nextLabelPosition = nextLabelPosition
    insets = metrics.insets
    spacing = metrics.spacing
    cornerSpacing = metrics.cornerSpacing
    separatorWidth = metrics.separatorWidth
    cornerRadius = metrics.cornerRadius
    minimumSize = metrics.minimumSize
    arrowSize = metrics.arrowSize
    hintFontSize = typography.hintFontSize
    nextFontSize = typography.nextFontSize
    titleFontSize = typography.titleFontSize
    alignment = typography.alignment
    self.colors = colors
  }

  /// The distances and sizes inside the body as one value (``insets``, ``spacing``, ``cornerSpacing``,
  /// ``separatorWidth``, ``cornerRadius``, ``minimumSize`` and ``arrowSize``).
  public var metrics: CoachMarkBodyMetrics {
    get {
      CoachMarkBodyMetrics(
        insets: insets, spacing: spacing, cornerSpacing: cornerSpacing, separatorWidth: separatorWidth,
        cornerRadius: cornerRadius, minimumSize: minimumSize, arrowSize: arrowSize)
    }
    set {
      insets = newValue.insets
      spacing = newValue.spacing
      cornerSpacing = newValue.cornerSpacing
      separatorWidth = newValue.separatorWidth
      cornerRadius = newValue.cornerRadius
      minimumSize = newValue.minimumSize
      arrowSize = newValue.arrowSize
    }
  }

  /// The sizes and alignment of the text as one value (``titleFontSize``, ``hintFontSize``,
  /// ``nextFontSize`` and ``alignment``).
  public var typography: CoachMarkTypography {
    get {
      CoachMarkTypography(
        titleFontSize: titleFontSize, hintFontSize: hintFontSize, nextFontSize: nextFontSize, alignment: alignment)
    }
    set {
      titleFontSize = newValue.titleFontSize
      hintFontSize = newValue.hintFontSize
      nextFontSize = newValue.nextFontSize
      alignment = newValue.alignment
    }
  }
}
