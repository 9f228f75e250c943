import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarText

/// One drawing call.
public enum DisplayPrimitive: Sendable, Hashable {
  /// A region filled with the even-odd rule: the overlay.
  case overlay(DisplayOverlay)
  /// A rounded rectangle, filled and bordered.
  case roundedRectangle(DisplayRectangle)
  /// A triangle pointing at a target.
  case arrow(DisplayArrow)
  /// One line of text.
  case text(DisplayTextLine)
  /// An app view the scene knows by identifier, placed in a frame.
  case slot(ElementID, frame: Rect)
}

/// The overlay: ``path`` filled with the even-odd rule, so each opening is a hole.
public struct DisplayOverlay: Sendable, Hashable {
  /// The overlay's bounds and its openings (overlapping cut-outs already merged into one opening).
  public var region: OverlayRegion
  /// The fill colour; its alpha is part of the colour.
  public var fill: RGBAColor
  /// The material to blur the screen with, clipped to the same path, instead of the colour; `nil` when the
  /// scene asks for no blur or Reduce Transparency replaced it with the colour.
  public var blur: OverlayBlurStyle?

  /// The path to fill with the even-odd rule: the bounds and one closed sub-path per opening.
  public var path: BezierPath { region.path }

  /// Creates an overlay.
  ///
  /// - Parameters:
  ///   - region: The bounds and the openings.
  ///   - fill: The fill colour.
  ///   - blur: The blur material, or `nil`.
  public init(region: OverlayRegion, fill: RGBAColor, blur: OverlayBlurStyle? = nil) {
    self.region = region
    self.fill = fill
    self.blur = blur
  }
}

/// A rounded rectangle with an optional 1-point border.
public struct DisplayRectangle: Sendable, Hashable {
  /// The rectangle.
  public var frame: Rect
  /// The corners' radius; half the shorter side makes a capsule or a circle.
  public var cornerRadius: Double
  /// The fill colour.
  public var fill: RGBAColor
  /// The colour of a 1-point border inside the frame, or `nil` for none.
  public var border: RGBAColor?

  /// Creates a rectangle.
  ///
  /// - Parameters:
  ///   - frame: The rectangle.
  ///   - cornerRadius: The corners' radius.
  ///   - fill: The fill colour.
  ///   - border: The border's colour, or `nil`.
  public init(frame: Rect, cornerRadius: Double = 0, fill: RGBAColor, border: RGBAColor? = nil) {
    self.frame = frame
    self.cornerRadius = cornerRadius
    self.fill = fill
    self.border = border
  }
}

/// The coach mark's arrow: a triangle in ``frame`` with its tip on the side it points to, filled like the body
/// and outlined on its two outer sides (its base opens into the body).
public struct DisplayArrow: Sendable, Hashable {
  /// The rectangle the triangle fills.
  public var frame: Rect
  /// The side the tip is on: towards the target.
  public var direction: ArrowDirection
  /// The fill colour: the body's.
  public var fill: RGBAColor
  /// The colour of the two outer sides: the body's border.
  public var border: RGBAColor
  /// The app's own arrow view, placed in ``frame`` instead of the triangle, or `nil` for the triangle.
  public var customView: ElementID?

  /// The tip: the middle of the side ``direction`` names.
  public var tip: Point { SceneArrow(frame: frame, orientation: direction).tip }

  /// The triangle to fill: from the tip to the two corners of the base, closed.
  public var path: BezierPath { sides(closed: true) }

  /// The two outer sides to stroke in ``border``: from one corner of the base over the tip to the other (the
  /// base opens into the body).
  public var outline: BezierPath { sides(closed: false) }

  /// The triangle, or with `closed` false only its two outer sides.
  private func sides(closed: Bool) -> BezierPath {
    let (first, second) = baseCorners
    var path = BezierPath()
    path.move(to: closed ? tip : second)
    path.addLine(to: closed ? first : tip)
    path.addLine(to: closed ? second : first)
    if closed { path.closeSubpath() }
    return path
  }

  /// The corners of the base, on the side opposite the tip, in the order the triangle visits them.
  private var baseCorners: (Point, Point) {
    switch direction {
    case .up: (Point(x: frame.minX, y: frame.maxY), Point(x: frame.maxX, y: frame.maxY))
    case .down: (Point(x: frame.maxX, y: frame.minY), Point(x: frame.minX, y: frame.minY))
    case .left: (Point(x: frame.maxX, y: frame.minY), Point(x: frame.maxX, y: frame.maxY))
    case .right: (Point(x: frame.minX, y: frame.maxY), Point(x: frame.minX, y: frame.minY))
    }
  }

  /// Creates an arrow.
  ///
  /// - Parameters:
  ///   - frame: The rectangle the triangle fills.
  ///   - direction: The side the tip is on.
  ///   - fill: The fill colour.
  ///   - border: The colour of the outer sides.
  ///   - customView: The app's own arrow view, or `nil`.
  public init(
    frame: Rect, direction: ArrowDirection, fill: RGBAColor, border: RGBAColor, customView: ElementID? = nil
  ) {
    self.frame = frame
    self.direction = direction
    self.fill = fill
    self.border = border
    self.customView = customView
  }
}

/// One line of text, measured already: draw it in ``frame`` without wrapping it again.
public struct DisplayTextLine: Sendable, Hashable {
  /// The characters, in logical order; a renderer orders right-to-left runs for display.
  public var text: String
  /// The line's box: as wide as the text was measured, as tall as a line, at its place.
  public var frame: Rect
  /// The font size, in points.
  public var fontSize: Double
  /// The text colour.
  public var color: RGBAColor
  /// The colour the line is drawn on, when the scene knows it (the coach mark's body), for contrast checks.
  public var background: RGBAColor?
  /// How the line sits in the block it belongs to: a renderer that anchors text (SVG's `text-anchor`) anchors a
  /// left-aligned line at ``frame``'s left edge, a centred one at its middle, a right-aligned one at its right
  /// edge.
  public var alignment: LineAlignment
  /// The base direction of the line's paragraph.
  public var direction: ReadingDirection

  /// Creates a line.
  ///
  /// - Parameters:
  ///   - text: The characters, in logical order.
  ///   - frame: The line's box.
  ///   - fontSize: The font size, in points.
  ///   - color: The text colour.
  ///   - background: The colour the line is drawn on, or `nil`.
  ///   - alignment: How the line sits in its block.
  ///   - direction: The base direction of the paragraph.
  public init(
    _ text: String, frame: Rect, fontSize: Double, color: RGBAColor, background: RGBAColor? = nil,
    alignment: LineAlignment = .center, direction: ReadingDirection = .leftToRight
  ) {
    self.text = text
    self.frame = frame
    self.fontSize = fontSize
    self.color = color
    self.background = background
    self.alignment = alignment
    self.direction = direction
  }
}
