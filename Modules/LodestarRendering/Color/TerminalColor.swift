/// An opaque colour with 8-bit sRGB components: what one terminal cell can show.
public struct TerminalColor: Sendable, Hashable, Codable {
  /// The red component, 0...255.
  public var red: UInt8
  /// The green component, 0...255.
  public var green: UInt8
  /// The blue component, 0...255.
  public var blue: UInt8

  /// A colour from its 8-bit components.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The squared Euclidean distance to another colour in 8-bit sRGB, used to find the nearest palette colour.
  func squaredDistance(to other: TerminalColor) -> Int {
    let red = Int(self.red) - Int(other.red)
    let green = Int(self.green) - Int(other.green)
    let blue = Int(self.blue) - Int(other.blue)
    return red * red + green * green + blue * blue
  }
}
