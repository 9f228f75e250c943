import LodestarTimeline

extension RGBAColor {
  /// The same colour as a Timeline ``LodestarTimeline/Color`` (a scene's animated colours), with extended
  /// components clamped to 0...1.
  public init(_ color: Color) {
    self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
  }
}

extension Color {
  /// The same colour as a rendering ``RGBAColor``.
  public init(_ color: RGBAColor) {
    self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
  }
}
