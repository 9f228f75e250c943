import Lodestar
import LodestarDemoSupport

/// The `viewmodel` suite: target tracking against small and large host trees, and word wrapping.
enum ViewModelBenchmarks {
  static func make() -> [Benchmark] {
    [
      tracking(rows: 48, name: "tracking 3 targets, 100-node tree"),
      tracking(rows: 4_998, name: "tracking 3 targets, 10,000-node tree"),
      wrappingAHint(),
    ]
  }

  /// A tree of `3 + 2 × rows` nodes: a screen, a scrolled list inside a container, and rows with a label
  /// each. The three tracked labels sit at the same depth (4) whatever the number of rows.
  static func tree(rows: Int) -> SceneGraph {
    SceneGraph(size: Size(width: 390, height: 844)) {
      SceneElement("container", frame: Rect(x: 0, y: 96, width: 390, height: 665), clipsToBounds: true) {
        SceneElement(
          "list", frame: Rect(x: 0, y: 0, width: 390, height: 665),
          attributes: ElementAttributes(boundsOrigin: Point(x: 0, y: 120), clipsToBounds: true)
        ) {
          for row in 0..<rows {
            SceneElement(ElementID("row.\(row)"), frame: Rect(x: 0, y: Double(row) * 60, width: 390, height: 60)) {
              SceneElement(ElementID("row.\(row).label"), frame: Rect(x: 16, y: 8, width: 300, height: 44))
            }
          }
        }
      }
    }
  }

  /// Re-reading three tracked targets every frame (the every-frame policy, so each update walks all three
  /// targets to the root).
  static func tracking(rows: Int, name: String) -> Benchmark {
    let graph = tree(rows: rows)
    var tracker = TargetTracker(targets: ["row.1.label", "row.20.label", "row.40.label"], refreshPolicy: .everyFrame)
    _ = tracker.update(in: graph)
    return Benchmark(suite: "viewmodel", name: name, targetNanoseconds: nil) { iterations in
      var changes = 0
      for _ in 0..<iterations {
        changes &+= tracker.update(in: graph).changes.count
      }
      blackHole(changes)
    }
  }

  /// Wrapping a 200-character hint at 30 terminal cells.
  static func wrappingAHint() -> Benchmark {
    let hint =
      "Tap the compose button to write a new message. You can attach photos, add recipients from your "
      + "contacts, and schedule the message to be sent later. Swipe down to save it as a draft anytime. It's easy."
    let measurer = MonospacedTextMeasurer()
    return Benchmark(suite: "viewmodel", name: "wrapping a \(hint.count)-character hint at 30 cells") { iterations in
      var lines = 0
      for _ in 0..<iterations {
        lines &+= WrappedText(wrapping: hint, maxWidth: 30, fontSize: 15, measurer: measurer).lines.count
      }
      blackHole(lines)
    }
  }
}
