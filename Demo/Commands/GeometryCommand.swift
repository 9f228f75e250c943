import Lodestar
import LodestarDemoSupport

/// `lodestar-demo geometry`: prints what the geometry module computes for a small sample (the default
/// action until the built-in tour lands).
enum GeometryCommand: Subcommand {
  static let name = "geometry"
  static let summary = "print the geometry demo: conversions, a cut-out overlay, hit-testing"
  static let abstract = """
    Prints the geometry module's answers for a small sample screen: a frame converted through its
    ancestors, the overlay path with two cut-outs as SVG path data, and hit-tests.
    """

  static func run(arguments: [String]) -> Int32 {
    do throws(DemoFailure) {
      let parsed = try parse(arguments)
      if let operand = parsed.operands.first { throw parsed.usage("unexpected argument '\(operand.prefix(80))'") }
    } catch {
      printError(error.message)
      return error.status
    }
    return StandardOutput.write(report())
  }

  /// The demo's text.
  static func report() -> String {
    var text = "Lodestar geometry demo\n\n"
    let window = FrameChain([LocalCoordinateSpace(frame: Rect(x: 70, y: 90, width: 200, height: 200))])
    let button = Rect(x: 30, y: 40, width: 50, height: 50)
    text += "A button at \(button) inside a view at (70, 90):\n"
    text += "  in the window: \(window.convertToRoot(button))\n"
    let overlay = FrameChain([LocalCoordinateSpace(frame: Rect(x: 20, y: 20, width: 390, height: 844))])
    if let inOverlay = window.convert(button, to: overlay) {
      text += "  in an overlay whose root sits at (20, 20): \(inOverlay)\n"
    }
    text += "\n" + overlayReport()
    return text
  }

  /// The overlay part of the demo: a 390×844 screen with two overlapping rounded-rect cut-outs and a
  /// circle, its dimming path as SVG path data, and hit-tests.
  static func overlayReport() -> String {
    let screen = Rect(x: 0, y: 0, width: 390, height: 844)
    let cutouts: [BezierPath] = [
      .roundedRect(Rect(x: 20, y: 100, width: 200, height: 60), cornerRadius: 12),
      .roundedRect(Rect(x: 160, y: 130, width: 200, height: 60), cornerRadius: 12),
      .circle(center: Point(x: 195, y: 600), radius: 44),
    ]
    let region = OverlayRegion(bounds: screen, cutouts: cutouts)
    let overlay = region.path
    var text = "Overlay on a 390×844 screen with cut-outs:\n"
    text += "  rounded rect (20, 100, 200, 60) radius 12\n"
    text += "  rounded rect (160, 130, 200, 60) radius 12 (overlaps the first)\n"
    text += "  circle at (195, 600) radius 44\n"
    text += "SVG path data (fill-rule evenodd; nonzero gives the same picture):\n"
    text += "  \(overlay.svgPathData)\n"
    text += "Hit-tests (point: opening / dimmed; path fill even-odd, non-zero):\n"
    let probes: [(String, Point)] = [
      ("in the overlap of the two rounded rects", Point(x: 190, y: 145)),
      ("in the first rounded rect only", Point(x: 40, y: 120)),
      ("just outside the first rect's rounded corner", Point(x: 21, y: 101)),
      ("in the circle", Point(x: 195, y: 600)),
      ("between the cut-outs", Point(x: 195, y: 400)),
      ("outside the screen", Point(x: 400, y: 10)),
    ]
    for (label, point) in probes {
      let opening = region.containsOpening(at: point) ? "opening" : "no opening"
      let dimmed = region.isDimmed(at: point) ? "dimmed" : "not dimmed"
      let evenOdd = overlay.contains(point, rule: .evenOdd) ? "filled" : "clear"
      let nonZero = overlay.contains(point, rule: .nonZero) ? "filled" : "clear"
      text += "  \(point) \(label): \(opening) / \(dimmed); \(evenOdd), \(nonZero)\n"
    }
    return text
  }
}
