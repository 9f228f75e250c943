/// BWWalkthrough's parallax presets for the elements of a page.
public enum ParallaxStyle: Sendable, Hashable, CaseIterable {
  /// Translation proportional to the distance from the centre: d·100·speed, d = 1 − offset.
  case linear
  /// A cubic curve: x = d·10, translation ((x³ − 25x)·speed.dx, (x³ − 20x)·speed.dy).
  case curve
  /// Scale 1 − |1 − offset| on both axes.
  case zoom
  /// Translation |1 − offset|·100·speed, the same on both sides of the centre.
  case inOut

  /// The preset's name in the walkthrough format: `linear`, `curve`, `zoom` or `inOut`.
  public var name: String {
    switch self {
    case .linear: "linear"
    case .curve: "curve"
    case .zoom: "zoom"
    case .inOut: "inOut"
    }
  }

  /// The preset's name in BWWalkthrough's storyboard attribute: `Linear`, `Curve`, `Zoom` or `InOut`. Walkthrough
  /// documents accept it as well as ``name``.
  public var storyboardName: String {
    switch self {
    case .linear: "Linear"
    case .curve: "Curve"
    case .zoom: "Zoom"
    case .inOut: "InOut"
    }
  }

  /// The preset named as in BWWalkthrough's storyboard attribute (`Linear`, `Curve`, `Zoom`, `InOut`;
  /// case and surrounding whitespace ignored). Unknown names fall back to ``linear`` (BWWalkthrough crashes).
  public init(name: String) {
    switch name.trimmingWhitespace().lowercased() {
    case "curve": self = .curve
    case "zoom": self = .zoom
    case "inout": self = .inOut
    default: self = .linear
    }
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and newlines.
  func trimmingWhitespace() -> String {
    let isWhitespace: (Character) -> Bool = { $0.isWhitespace }
    guard let first = firstIndex(where: { !isWhitespace($0) }), let last = lastIndex(where: { !isWhitespace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
