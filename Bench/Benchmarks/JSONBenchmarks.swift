import Foundation
import Lodestar
import LodestarDemoSupport
import LodestarJSON

/// The `json` suite: the package's JSON reader and writer on the texts issue 35 measures per byte. Reading: a
/// `place` line and the example tour documents, read into a `JSONDocument` (the table of values decoders walk). Writing: a `place` answer (its
/// `JSONOutput` built and written) and a scene's JSON. Each name gives the bytes one operation reads or writes,
/// so instructions per byte are `Scripts/bench --instructions json`'s instructions per operation divided by them.
enum JSONBenchmarks {
  static func make() -> [Benchmark] {
    [readPlaceLine(), readExampleTours(), writePlaceAnswer(), writeSceneJSON(), placeEndToEnd()]
  }

  /// The `place` line of LayoutBenchmarks' "place: parse one JSON problem and solve it".
  static let placeLine = Array(
    #"{"reference":{"x":20,"y":700,"width":100,"height":44},"floating":{"width":200,"height":120},"boundary":{"x":0,"y":0,"width":390,"height":844},"placement":"bottom","rtl":false,"middleware":[{"name":"offset","mainAxis":8},{"name":"flip"},{"name":"shift","padding":8},{"name":"size","padding":8},{"name":"arrow","width":14,"height":7,"padding":4},{"name":"hide"}]}"#
      .utf8)

  /// The example tour documents, as `lodestar-demo play` reads them.
  static let exampleTourNames = ["profile-tour.json", "settings-tour.json", "inbox-hint.json"]

  /// Reads `texts` into `JSONDocument`s with `reader`, `iterations` times.
  static func reading(_ texts: [[UInt8]], name: String, reader: JSONReader) -> Benchmark {
    Benchmark(suite: "json", name: name, targetNanoseconds: nil) { iterations in
      var count = 0
      for _ in 0..<iterations {
        for text in texts {
          guard let document = try? reader.document(text) else {
            printError("json benchmark: '\(name)' does not read")
            return
          }
          count &+= document.root.offset &+ document.root.count
        }
      }
      blackHole(count)
    }
  }

  /// `place` end to end on one line: read, solved and its answer written, as `place` does for each line of its
  /// input (``PlaceLineAnswers/answer(_:)``, one value for every line; only the write to standard output is left
  /// out).
  static func placeEndToEnd() -> Benchmark {
    let line = PlaceJSONLines.lines(in: placeLine)[0]
    return Benchmark(
      suite: "json", name: "place: one line read, solved and answered (\(placeLine.count) bytes in)",
      targetNanoseconds: nil
    ) { iterations in
      var answers = PlaceLineAnswers()
      var count = 0
      for _ in 0..<iterations {
        answers.answer(line)
        count &+= answers.count
        answers.removeOutput()
      }
      blackHole(count)
    }
  }

  static func readPlaceLine() -> Benchmark {
    reading(
      [placeLine], name: "read a place line (\(placeLine.count) bytes) into a JSONDocument",
      reader: JSONReader(maximumDepth: PlacementProblem.nestingLimit, allowsByteOrderMark: false))
  }

  /// The example tours, read from Demo/Examples (next to this file's folder's parent).
  static func readExampleTours() -> Benchmark {
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Demo/Examples")
    let texts = exampleTourNames.map { name in
      FileManager.default.contents(atPath: examples.appendingPathComponent(name).path).map { Array($0) } ?? []
    }
    let total = texts.reduce(0) { $0 + $1.count }
    return reading(
      texts, name: "read the example tours (Demo/Examples, \(total) bytes) into a JSONDocument",
      reader: JSONReader(maximumDepth: 64))
  }

  static func writePlaceAnswer() -> Benchmark {
    let position = (try? PlacementProblem(line: placeLine))?.solve()
    let bytes = position?.jsonLine.utf8.count ?? 0
    return Benchmark(suite: "json", name: "write a place answer (\(bytes) bytes)", targetNanoseconds: nil) {
      iterations in
      guard let position else { return }
      var count = 0
      for _ in 0..<iterations { count &+= position.jsonLine.utf8.count }
      blackHole(count)
    }
  }

  /// The scene of SceneBenchmarks' steady step, as `SceneJSON` writes it (indented, sorted keys).
  static func writeSceneJSON() -> Benchmark {
    let scene = MainActor.assumeIsolated { SceneBenchmarks.presenter(rows: 48, targets: ["row.3.label"]).scene(at: 1) }
    let bytes = SceneJSON.string(for: scene).utf8.count
    return Benchmark(suite: "json", name: "write a scene as JSON (\(bytes) bytes)", targetNanoseconds: nil) {
      iterations in
      var count = 0
      for _ in 0..<iterations { count &+= SceneJSON.string(for: scene).utf8.count }
      blackHole(count)
    }
  }
}
