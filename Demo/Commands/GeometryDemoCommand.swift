import Lodestar

/// `lodestar-demo geometry`: prints what the geometry module computes for a small sample (the default
/// action until the built-in tour lands).
enum GeometryDemoCommand: Subcommand {
  static let name = "geometry"
  static let summary = "print the geometry demo: conversions, a cut-out overlay, hit-testing"
  static let help = """
    Usage: lodestar-demo geometry

    Prints the geometry module's answers for a small sample screen: a frame converted through its
    ancestors, the overlay path with two cut-outs as SVG path data, and hit-tests.
    """

  static func run(arguments: [String]) -> Int32 {
    guard arguments.isEmpty else {
      printError("lodestar-demo geometry: unexpected argument '\(arguments[0])'\nUsage: lodestar-demo geometry")
      return ExitStatus.usage
    }
    print(report(), terminator: "")
    return ExitStatus.success
  }

  /// The demo's text.
  static func report() -> String {
    var text = "Lodestar geometry demo\n\n"
    let window = FrameChain([CoordinateSpace(frame: Rect(x: 70, y: 90, width: 200, height: 200))])
    let button = Rect(x: 30, y: 40, width: 50, height: 50)
    text += "A button at \(button) inside a view at (70, 90):\n"
    text += "  in the window: \(window.convertToRoot(button))\n"
    let overlay = FrameChain([CoordinateSpace(frame: Rect(x: 20, y: 20, width: 390, height: 844))])
    if let inOverlay = window.convert(button, to: overlay) {
      text += "  in an overlay whose root sits at (20, 20): \(inOverlay)\n"
    }
    return text
  }
}
