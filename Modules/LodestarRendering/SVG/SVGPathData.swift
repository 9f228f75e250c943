import LodestarGeometry

/// The `d` attribute of an SVG path.
public enum SVGPathData {
  /// A path's elements as absolute SVG commands (`M`, `L`, `Q`, `C`, `Z`), numbers in the ``SVGNumber``
  /// format, separated by single spaces.
  public static func string(for path: Path) -> String {
    var parts: [String] = []
    parts.reserveCapacity(path.elements.count * 3)
    func point(_ value: Point) -> String {
      SVGNumber.format(value.x) + " " + SVGNumber.format(value.y)
    }
    for element in path.elements {
      switch element {
      case .move(let to): parts.append("M" + point(to))
      case .line(let to): parts.append("L" + point(to))
      case .quadCurve(let to, let control): parts.append("Q" + point(control) + " " + point(to))
      case .curve(let to, let control1, let control2):
        parts.append("C" + point(control1) + " " + point(control2) + " " + point(to))
      case .closeSubpath: parts.append("Z")
      }
    }
    return parts.joined(separator: " ")
  }
}
