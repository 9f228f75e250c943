import LodestarGeometry

/// The `d` attribute of an SVG path.
public enum SVGPathData {
  /// A path's elements as absolute SVG commands (`M`, `L`, `Q`, `C`, `Z`), numbers in the ``SVGNumber``
  /// format, separated by single spaces.
  public static func string(for path: Path) -> String {
    let bytes = ByteBuffer(capacity: path.elements.count * 16)
    func point(_ value: Point) {
      SVGNumber.append(value.x, to: bytes)
      bytes.append(0x20)
      SVGNumber.append(value.y, to: bytes)
    }
    for element in path.elements {
      if bytes.count > 0 { bytes.append(0x20) }
      switch element {
      case .move(let to):
        bytes.append(0x4D)  // M
        point(to)
      case .line(let to):
        bytes.append(0x4C)  // L
        point(to)
      case .quadCurve(let to, let control):
        bytes.append(0x51)  // Q
        point(control)
        bytes.append(0x20)
        point(to)
      case .curve(let to, let control1, let control2):
        bytes.append(0x43)  // C
        point(control1)
        bytes.append(0x20)
        point(control2)
        bytes.append(0x20)
        point(to)
      case .closeSubpath:
        bytes.append(0x5A)  // Z
      }
    }
    return bytes.string
  }
}
