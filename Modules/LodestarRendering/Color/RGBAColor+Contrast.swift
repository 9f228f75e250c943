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
      // 8-bit components (every terminal colour, most theme colours) from a table: a renderer measures many.
      let byte = value * 255
      if byte == byte.rounded() { return Self.linearBytes[Int(byte)] }
      return Self.linearized(value)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// An sRGB component in 0...1 in linear light.
  static func linearized(_ value: Double) -> Double {
    value <= 0.04045 ? value / 12.92 : power((value + 0.055) / 1.055, 2.4)
  }

  /// ``linearized(_:)`` of every 8-bit component, `k / 255` for `k` in 0...255.
  static let linearBytes: [Double] = (0...255).map { linearized(Double($0) / 255) }

  /// WCAG 2's contrast ratio of two colours, from 1 (the same luminance) to 21 (black and white).
  ///
  /// - Parameter other: The other colour.
  /// - Returns: (L1 + 0.05) / (L2 + 0.05), L1 the lighter luminance.
  public func contrastRatio(with other: RGBAColor) -> Double {
    Self.contrastRatio(relativeLuminance, other.relativeLuminance)
  }

  /// WCAG 2's contrast ratio of two relative luminances.
  static func contrastRatio(_ first: Double, _ second: Double) -> Double {
    (Swift.max(first, second) + 0.05) / (Swift.min(first, second) + 0.05)
  }

  /// The least contrast a renderer gives text against what is behind it: WCAG 2's 4.5:1 for text
  /// (success criterion 1.4.3).
  public static let minimumTextContrast = 4.5

  /// This colour when it has at least `minimum` contrast against `background`; otherwise the least mix of it
  /// toward black or white (whichever contrasts more with `background`), in steps of a tenth, that has.
  ///
  /// - Parameters:
  ///   - background: What the colour is drawn over.
  ///   - minimum: The least contrast ratio.
  /// - Returns: An opaque colour.
  public func legible(on background: RGBAColor, minimum: Double = minimumGlyphContrast) -> RGBAColor {
    let behind = background.relativeLuminance
    return legible(minimum: minimum) { Self.contrastRatio($0, behind) }
  }

  /// This colour when it has at least `minimum` contrast against every colour of `backgrounds` (a glyph whose
  /// cells, or a line whose two sides, lie on more than one colour); otherwise the least mix of it toward black
  /// or white (whichever has the larger least contrast with them), in steps of a tenth, that has. When no mix
  /// reaches `minimum` on all of them, black or white.
  ///
  /// - Parameters:
  ///   - backgrounds: What the colour is drawn over; none leaves the colour as it is (made opaque).
  ///   - minimum: The least contrast ratio.
  /// - Returns: An opaque colour.
  public func legible(onAll backgrounds: [RGBAColor], minimum: Double = minimumGlyphContrast) -> RGBAColor {
    let behind = backgrounds.map(\.relativeLuminance)
    return legible(minimum: minimum) { luminance in
      var least = Double.infinity
      for background in behind { least = Swift.min(least, Self.contrastRatio(luminance, background)) }
      return least
    }
  }

  /// ``legible(onAll:minimum:)`` with the least contrast of a relative luminance against what the colour is drawn
  /// over given by `leastContrast`. A mix toward black or white in linear light has the mix of the two
  /// luminances, so only the colour returned is worked out.
  func legible(minimum: Double, leastContrast: (_ luminance: Double) -> Double) -> RGBAColor {
    let opaque = withAlpha(1)
    let luminance = opaque.relativeLuminance
    guard leastContrast(luminance) < minimum else { return opaque }
    let towardBlack = leastContrast(0) >= leastContrast(1)
    let target: RGBAColor = towardBlack ? .black : .white
    let targetLuminance = towardBlack ? 0.0 : 1.0
    for step in 1...10 {
      let fraction = Double(step) / 10
      if leastContrast(luminance + (targetLuminance - luminance) * fraction) >= minimum {
        return opaque.interpolated(to: target, fraction: fraction)
      }
    }
    return target
  }

  /// The relative luminance of an 8-bit colour.
  static func luminance(_ color: TerminalColor) -> Double {
    0.2126 * linearBytes[Int(color.red)] + 0.7152 * linearBytes[Int(color.green)] + 0.0722
      * linearBytes[Int(color.blue)]
  }

  /// The linear-light values half way (in sRGB) between neighbouring 8-bit components: a value at or above entry
  /// `k` is shown as component `k + 1` or more.
  static let linearMidpoints: [Double] = (0..<255).map { linearized((Double($0) + 0.5) / 255) }

  /// The 8-bit component a linear-light value is shown as: its sRGB encoding rounded.
  static func byte(linear value: Double) -> UInt8 {
    var low = 0
    var high = 255
    while low < high {
      let middle = (low + high) / 2
      if linearMidpoints[middle] <= value { low = middle + 1 } else { high = middle }
    }
    return UInt8(low)
  }

  /// This colour made legible on `background` (``legible(onAll:minimum:)``) with `minimum` reached in 8-bit
  /// components, and between the nearest colours of the 256-colour palette and of the 16 basic colours (as
  /// xterm shows them by default): what a terminal shows in each colour mode.
  func legibleInTerminal(on background: RGBAColor, minimum: Double = minimumGlyphContrast) -> RGBAColor {
    func palette(_ color: TerminalColor) -> TerminalColor {
      TerminalPalette.color(ofPaletteIndex: TerminalPalette.nearestPaletteIndex(to: color))
    }
    func basic(_ color: TerminalColor) -> TerminalColor {
      TerminalPalette.basicColors[Int(TerminalPalette.nearestBasicIndex(to: color))]
    }
    let behind = background.terminalColor()
    let behindLuminances = (Self.luminance(behind), Self.luminance(palette(behind)), Self.luminance(basic(behind)))
    func contrast(_ color: TerminalColor) -> Double {
      Swift.min(
        Self.contrastRatio(Self.luminance(color), behindLuminances.0),
        Self.contrastRatio(Self.luminance(palette(color)), behindLuminances.1),
        Self.contrastRatio(Self.luminance(basic(color)), behindLuminances.2))
    }
    let opaque = withAlpha(1)
    guard contrast(opaque.terminalColor()) < minimum else { return opaque }
    let black = TerminalColor(red: 0, green: 0, blue: 0)
    let white = TerminalColor(red: 255, green: 255, blue: 255)
    let towardBlack = contrast(black) >= contrast(white)
    let target: RGBAColor = towardBlack ? .black : .white
    let end = towardBlack ? 0.0 : 1.0
    let linear = clamped.withAlpha(1)
    let components = (Self.linearized(linear.red), Self.linearized(linear.green), Self.linearized(linear.blue))
    for step in 1...10 {
      let fraction = Double(step) / 10
      // The mix in linear light, as `interpolated(to:fraction:)` makes it, shown in 8 bits: a quick test first.
      let shown = TerminalColor(
        red: Self.byte(linear: components.0 + (end - components.0) * fraction),
        green: Self.byte(linear: components.1 + (end - components.1) * fraction),
        blue: Self.byte(linear: components.2 + (end - components.2) * fraction))
      guard contrast(shown) >= minimum else { continue }
      let mixed = opaque.interpolated(to: target, fraction: fraction)
      if contrast(mixed.terminalColor()) >= minimum { return mixed }
    }
    return target
  }
}
