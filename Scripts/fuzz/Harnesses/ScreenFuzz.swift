// libFuzzer harness: screen documents (`SceneGraph(jsonData:)`) from arbitrary bytes.
//
// Every input must decode or throw a `ScreenFormatError`; nothing may trap, hang or leak. A screen that
// decodes must encode and decode again to an equal graph, and resolve every id it holds. Built and run by
// Scripts/fuzz/build and Scripts/fuzz/run.

import Foundation
import LodestarHostTree
import LodestarTourFormat

/// libFuzzer's entry point: decodes the `size` bytes at `data`; returns 0 (a failure traps instead).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let graph: SceneGraph
  do {
    graph = try SceneGraph(jsonData: Data(bytes: data, count: size))
  } catch {
    guard !error.message.isEmpty else { fatalError("an error without a message: \(error)") }
    return 0
  }
  let encoded: Data
  do {
    encoded = try graph.jsonData()
  } catch {
    fatalError("a decoded screen does not encode: \(error)")
  }
  guard let again = try? SceneGraph(jsonData: encoded), again.rootIDs == graph.rootIDs,
    again.elements.keys.sorted(by: { $0.rawValue < $1.rawValue })
      == graph.elements.keys.sorted(by: { $0.rawValue < $1.rawValue })
  else {
    fatalError("the encoded screen does not decode to the same elements")
  }
  for id in graph.elements.keys {
    guard let resolved = graph.resolve(id) else { continue }
    _ = graph.element(resolved)
  }
  return 0
}
