#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarText
  import UIKit

  /// Measures text with a UIKit font, so the lines the engine wraps are the lines ``TourOverlayView`` draws.
  ///
  /// ``TourOverlayView`` gives its presenter this measurer and draws every line of text with ``font(ofSize:)``: the
  /// engine wraps with the same font that UIKit lays out. A presenter left with the engine's default,
  /// `ProportionalTextMeasurer`, wraps with Helvetica's metrics instead; drawn in the system font, a line can then be
  /// wider than the engine measured, and its end is clipped by the label that draws it.
  public struct FontTextMeasurer: TextMeasurer, Sendable, Hashable {
    /// The font's PostScript name, or `nil` for the system font.
    public var fontName: String?

    /// Creates a measurer for the named font.
    ///
    /// - Parameter fontName: The font's name (as `UIFont(name:size:)` takes it), or `nil` for the system font. A
    ///   name UIKit does not know falls back to the system font.
    public init(fontName: String? = nil) {
      self.fontName = fontName
    }

    /// The font the measurer measures with, at `size` points.
    ///
    /// - Parameter size: The point size.
    /// - Returns: The named font at that size, or the system font.
    public func font(ofSize size: Double) -> UIFont {
      let points = CGFloat(size.isFinite ? max(size, 0) : 0)
      return fontName.flatMap { UIFont(name: $0, size: points) } ?? UIFont.systemFont(ofSize: points)
    }

    /// The width of `text` set in the font at `fontSize` points, as UIKit lays it out.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - fontSize: The point size.
    /// - Returns: The width in points.
    public func width(of text: Substring, fontSize: Double) -> Double {
      let size = NSString(string: String(text)).size(withAttributes: [.font: font(ofSize: fontSize)])
      return Double(size.width)
    }

    /// The height of a line of the font at `fontSize` points.
    ///
    /// - Parameter fontSize: The point size.
    /// - Returns: The font's line height in points.
    public func lineHeight(fontSize: Double) -> Double {
      Double(font(ofSize: fontSize).lineHeight)
    }
  }
#endif
