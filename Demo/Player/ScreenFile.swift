import Foundation
import Lodestar
import LodestarDemoSupport
import LodestarJSON

/// A screen file as `run`, `render` and `check` read it (`--screen`): a screen description
/// (`SceneGraph(jsonData:)`, whose errors name the JSON path, line and column), whose first root is the
/// screen, from 1 × 1 to 10,000 × 10,000 points (the sizes `--size` and `--sizes` accept). Every command
/// refuses the same screens, with the same words: a data error (65) naming the file, the path, the line and
/// the column.
enum ScreenFile {
  /// The screen `data` describes.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - name: How messages name the file.
  ///   - command: How messages name the command.
  /// - Throws: ``DemoFailure`` with status 65: the decoding error, a screen without a root, or a first root
  ///   outside the sizes the commands lay out.
  static func decode(_ data: Data, name: String, command: String) throws(DemoFailure) -> SceneGraph {
    func failure(_ description: String) -> DemoFailure {
      DemoFailure(status: ExitStatus.dataError, message: "\(command): \(name): \(description)")
    }
    let screen: SceneGraph
    do throws(ScreenFormatError) {
      screen = try SceneGraph(jsonData: data)
    } catch {
      throw failure("\(error)")
    }
    guard let root = screen.rootIDs.first, let frame = screen.element(root)?.frame else {
      throw failure("roots: expected at least one root element, found none (\(location(of: ["roots"], in: data)))")
    }
    let side = CommandLineNumbers.sizeSide
    guard side.accepts(frame.size.width), side.accepts(frame.size.height) else {
      let found = "\(CheckScreen.format(frame.size.width))x\(CheckScreen.format(frame.size.height))"
      throw failure(
        "roots[0].frame: expected a size from 1x1 to 10000x10000 points, found \(found) "
          + "(\(location(of: ["roots", 0, "frame"], in: data)))")
    }
    return screen
  }

  /// Where the value at `path` (member names and array indices) starts in `data`, or where the deepest
  /// value on the way to it does: `line 3, column 12`.
  static func location(of path: [any Sendable], in data: Data) -> String {
    let bytes = [UInt8](data)
    guard var value = try? JSONReader(maximumDepth: SceneGraph.screenNestingLimit).read(bytes) else {
      return "line 1, column 1"
    }
    for step in path {
      let next: JSONValue?
      if let key = step as? String {
        next = value.members?.first { $0.key == key }?.value
      } else if let index = step as? Int, let elements = value.elements, elements.indices.contains(index) {
        next = elements[index]
      } else {
        next = nil
      }
      guard let next else { break }
      value = next
    }
    return JSONSourceText(bytes).location(of: value.offset).description
  }
}

extension SceneGraph {
  /// The ids of the graph's elements and aliases, sorted: what a script's `move`, `hide` and `show` may name.
  var knownIDs: [String] {
    (elements.keys.map(\.rawValue) + aliases.keys.map(\.rawValue)).sorted()
  }
}
