import LodestarGeometry
import LodestarTimeline

extension RGBAColor {
  /// The least contrast a renderer gives a glyph against what is behind it: WCAG 2's 3:1 for graphical objects
  /// and large text (success criterion 1.4.11).
  public static let minimumGlyphContrast = 3.0

  /// The colour's relative luminance in WCAG 2's definition: its sRGB components linearised and weighted
  /// 0.2126, 0.7152 and 0.0722 (alpha ignored; components clamped to 0...1).
  public var relativeLuminance: Double {
    func linear(_ component: Double) -> Double {
      let value = component.isFinite ? Swift.min(Swift.max(component, 0), 1) : 0
      return value <= 0.04045 ? value / 12.92 : power((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// WCAG 2's contrast ratio of two colours, from 1 (the same luminance) to 21 (black and white).
  ///
  /// - Parameter other: The other colour.
  /// - Returns: (L1 + 0.05) / (L2 + 0.05), L1 the lighter luminance.
  public func contrastRatio(with other: RGBAColor) -> Double {
    let mine = relativeLuminance
    let theirs = other.relativeLuminance
    return (Swift.max(mine, theirs) + 0.05) / (Swift.min(mine, theirs) + 0.05)
  }

  /// This colour when it has at least `minimum` contrast against `background`; otherwise the least mix of it
  /// toward black or white (whichever contrasts more with `background`), in steps of a tenth, that has.
  ///
  /// - Parameters:
  ///   - background: What the colour is drawn over.
  ///   - minimum: The least contrast ratio.
  /// - Returns: An opaque colour.
  public func legible(on background: RGBAColor, minimum: Double = minimumGlyphContrast) -> RGBAColor {
    let opaque = withAlpha(1)
    guard opaque.contrastRatio(with: background) < minimum else { return opaque }
    let target: RGBAColor =
      RGBAColor.black.contrastRatio(with: background) >= RGBAColor.white.contrastRatio(with: background)
      ? .black : .white
    for step in 1...10 {
      let mixed = opaque.interpolated(to: target, fraction: Double(step) / 10)
      if mixed.contrastRatio(with: background) >= minimum { return mixed }
    }
    return target
  }
}
