import Lodestar
import LodestarDemoSupport
import LodestarTesting

/// The `audit` suite: ``SceneAudit`` on the built-in tour's scenes (Helvetica's metrics, 390×844, the first
/// step with a title, a two-line hint and a next label; the third with three openings).
enum AuditBenchmarks {
  static func make() -> [Benchmark] {
    let scenes = MainActor.assumeIsolated { makeScenes() }
    return [
      auditing(scenes[0], name: "auditing one scene (step 1, 390x844)"),
      auditing(scenes[2], name: "auditing one scene (step 3: three openings)"),
    ]
  }

  @MainActor static func makeScenes() -> [TourScene] {
    let player = DemoPlayer(
      tour: .builtIn, screen: .sampleProfileScreen(), measurer: DemoPlayer.proportionalMeasurer)
    return (0..<player.stepCount).map { step in
      player.show(step: step, time: Double(step) * 10)
      return player.scene(at: Double(step) * 10 + 5)
    }
  }

  /// Every check of the audit on one settled scene, text measured again (issue 15: at most 5 µs).
  static func auditing(_ scene: TourScene, name: String) -> Benchmark {
    let audit = SceneAudit()
    let measurer = ProportionalTextMeasurer()
    return Benchmark(suite: "audit", name: name, targetNanoseconds: 5_000) { iterations in
      var findings = 0
      for _ in 0..<iterations {
        findings &+= audit.findings(in: scene, measurer: measurer).count
      }
      blackHole(findings)
    }
  }
}
