import Foundation
import Lodestar
import LodestarDemoSupport

/// `lodestar-demo render --format svg --all --animated [--out FILE]`: the whole tour as one animated SVG
/// (SMIL), each step's settled frame shown for three seconds in a loop (see
/// ``LodestarRendering/SVGRenderer/animatedDocument(for:over:secondsPerStep:title:)``).
enum AnimatedTourSVG {
  /// The option that asks for it.
  static let option = "--animated"

  /// How long each step shows.
  static let secondsPerStep = 3.0

  /// Renders every step's settled scene (as `render --all` does) into one animated document, written to the
  /// `--out` file or to standard output.
  @MainActor static func render(_ request: RenderCommand.Request, input: DemoInput) throws(DemoFailure) -> Int32 {
    let player = input.makePlayer(
      isRightToLeft: request.playback.isRightToLeft, measurer: DemoPlayer.proportionalMeasurer)
    if let size = request.playback.size, input.makeScreen == nil { player.resize(to: size) }
    guard player.stepCount > 0 else {
      throw DemoFailure(status: ExitStatus.dataError, message: "lodestar-demo render: the tour has no steps")
    }
    let time = request.time ?? DemoPlayer.settleTime
    let scenes = (0..<player.stepCount).map { step in
      player.show(step: step, time: 0)
      return player.scene(at: time)
    }
    let document = SVGRenderer().animatedDocument(
      for: scenes, over: ScreenElementBox.boxes(of: player.screen), secondsPerStep: secondsPerStep,
      title: player.tour.steps.map(\.title).joined(separator: ", "))
    let bytes = document.serializedBytes()
    if let path = request.outputPath {
      try OutputFile.write(bytes, to: path, command: "lodestar-demo render")
      return ExitStatus.success
    }
    return StandardOutput.write(bytes)
  }
}
