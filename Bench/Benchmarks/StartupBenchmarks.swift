import Lodestar
import LodestarDemoSupport
import LodestarTesting

/// The `startup` suite: from a tour document's text to the first scene — decoding, mapping the steps onto the
/// engine, the controller's `start()` and the presenter's first scene, which resolves the first step's target —
/// for tours of 5, 1,000 and 10,000 steps, on the built-in screen and on a 10,000-element host tree.
enum StartupBenchmarks {
  static func make() -> [Benchmark] {
    let builtIn = SceneGraph.sampleProfileScreen()
    let builtInTargets: [String] = ["profile.avatar", "nav.edit", "stats.posts", "stats.followers", "profile.name"]
    // 3 + 2 × 4,998 = 9,999 elements under the root.
    let largeTree = ViewModelBenchmarks.tree(rows: 4_998)
    // From the third row: the list is scrolled by 120 points, so rows 0 and 1 are out of view (their steps would
    // not show: issue 33).
    let treeTargets = (0..<4_998).map { "row.\(($0 + 2) % 4_998).label" }
    var benchmarks: [Benchmark] = []
    for (screen, targets, screenName) in [
      (builtIn, builtInTargets, "built-in screen"), (largeTree, treeTargets, "10,000-element tree"),
    ] {
      for (steps, stepsName) in [(5, "5"), (1_000, "1,000"), (10_000, "10,000")] {
        var benchmark = startingTour(
          text: tourText(steps: steps, targets: targets), screen: screen,
          name: "start() to first scene, \(stepsName) steps, \(screenName)",
          targetNanoseconds: steps == 1_000 ? 1_000_000 : nil)
        if steps == 10_000 {
          // Linear in steps: ten times the steps may cost at most twelve times the 1,000-step figure.
          benchmark.baseline = ("start() to first scene, 1,000 steps, \(screenName)", 12)
        }
        benchmarks.append(benchmark)
      }
    }
    return benchmarks
  }

  /// A tour document of `steps` steps, each with a title, a hint and a next label, targeting `targets` in turn.
  static func tourText(steps: Int, targets: [String]) -> String {
    var text = #"{"version":1,"id":"startup","steps":["#
    for step in 0..<steps {
      if step > 0 { text += "," }
      text += #"{"id":"step.\#(step)","targets":["\#(targets[step % targets.count])"],"title":"Step \#(step + 1)","#
      text += #""hint":"What this control does, in a sentence or two.","nextText":"Next"}"#
    }
    return text + "]}"
  }

  /// Decodes `text`, maps it onto a controller and presenter over `screen` (as the demo's player does), starts
  /// the tour and produces its first scene.
  static func startingTour(text: String, screen: SceneGraph, name: String, targetNanoseconds: Double?) -> Benchmark {
    Benchmark(suite: "startup", name: name, targetNanoseconds: targetNanoseconds) { iterations in
      MainActor.assumeIsolated {
        var shown = 0
        for _ in 0..<iterations {
          guard let document = try? TourDocumentDecoder().decode(from: text) else {
            printError("startup benchmark: the generated tour does not decode")
            return
          }
          let player = DemoPlayer(tour: DemoTour(document: document), screen: screen)
          player.start(time: 0)
          shown &+= player.index ?? -1
        }
        blackHole(shown)
      }
    }
  }
}
