/// The indexed palettes of terminals, and the nearest palette entry for any colour.
public enum TerminalPalette {
  /// The colours of the 16 basic entries as xterm shows them by default (0-7 normal, 8-15 bright).
  public static let basicColors: [TerminalColor] = [
    TerminalColor(red: 0, green: 0, blue: 0), TerminalColor(red: 205, green: 0, blue: 0),
    TerminalColor(red: 0, green: 205, blue: 0), TerminalColor(red: 205, green: 205, blue: 0),
    TerminalColor(red: 0, green: 0, blue: 238), TerminalColor(red: 205, green: 0, blue: 205),
    TerminalColor(red: 0, green: 205, blue: 205), TerminalColor(red: 229, green: 229, blue: 229),
    TerminalColor(red: 127, green: 127, blue: 127), TerminalColor(red: 255, green: 0, blue: 0),
    TerminalColor(red: 0, green: 255, blue: 0), TerminalColor(red: 255, green: 255, blue: 0),
    TerminalColor(red: 92, green: 92, blue: 255), TerminalColor(red: 255, green: 0, blue: 255),
    TerminalColor(red: 0, green: 255, blue: 255), TerminalColor(red: 255, green: 255, blue: 255),
  ]

  /// The six levels of each component of the 6×6×6 colour cube (entries 16-231).
  public static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

  /// The colour of an entry of the 256-colour palette (entries 0-15 as in ``basicColors``).
  public static func color(ofPaletteIndex index: UInt8) -> TerminalColor {
    switch index {
    case 0..<16:
      return basicColors[Int(index)]
    case 16..<232:
      let cube = Int(index) - 16
      return TerminalColor(red: cubeLevels[cube / 36], green: cubeLevels[(cube / 6) % 6], blue: cubeLevels[cube % 6])
    default:
      let level = UInt8(8 + 10 * (Int(index) - 232))
      return TerminalColor(red: level, green: level, blue: level)
    }
  }

  /// The nearest entry of the 256-colour palette among the colour cube (16-231) and the grey ramp
  /// (232-255), by squared distance in 8-bit sRGB; on a tie the cube wins. Entries 0-15 are never chosen
  /// because terminals let users redefine them.
  ///
  /// - Parameter color: The colour to show.
  /// - Returns: A palette index from 16 to 255.
  public static func nearestPaletteIndex(to color: TerminalColor) -> UInt8 {
    let red = nearestCubeLevel(color.red)
    let green = nearestCubeLevel(color.green)
    let blue = nearestCubeLevel(color.blue)
    let cubeIndex = 16 + 36 * red + 6 * green + blue
    let cubeColor = TerminalColor(red: cubeLevels[red], green: cubeLevels[green], blue: cubeLevels[blue])
    let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
    let greyStep = min(max((average - 8 + 5) / 10, 0), 23)
    let greyLevel = UInt8(8 + 10 * greyStep)
    let greyColor = TerminalColor(red: greyLevel, green: greyLevel, blue: greyLevel)
    if greyColor.squaredDistance(to: color) < cubeColor.squaredDistance(to: color) {
      return UInt8(232 + greyStep)
    }
    return UInt8(cubeIndex)
  }

  /// The nearest of the 16 basic colours (``basicColors``) by squared distance in 8-bit sRGB; on a tie the
  /// lower index wins.
  public static func nearestBasicIndex(to color: TerminalColor) -> UInt8 {
    var best = 0
    var bestDistance = Int.max
    for (index, candidate) in basicColors.enumerated() {
      let distance = candidate.squaredDistance(to: color)
      if distance < bestDistance {
        best = index
        bestDistance = distance
      }
    }
    return UInt8(best)
  }

  private static func nearestCubeLevel(_ value: UInt8) -> Int {
    // Midpoints between the levels 0, 95, 135, 175, 215, 255.
    switch value {
    case 0..<48: 0
    case 48..<115: 1
    case 115..<155: 2
    case 155..<195: 3
    case 195..<235: 4
    default: 5
    }
  }
}
