// libFuzzer harness: tour documents (`TourDocumentDecoder`, strict and lenient) from arbitrary bytes.
//
// Every input must decode or throw a `TourDocumentError`; nothing may trap, hang or leak. A document that
// decodes must also validate, encode, decode again to an equal document, and map onto the engine's steps
// and a controller. Built and run by Scripts/fuzz/build and Scripts/fuzz/run.

import Foundation
import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarTourFormat

/// A small screen to validate targets against.
let screen = SceneGraph(size: Size(width: 390, height: 844)) {
  SceneElement("profile.avatar", frame: Rect(x: 20, y: 100, width: 80, height: 80))
  SceneElement("nav.edit", frame: Rect(x: 320, y: 40, width: 50, height: 30))
}

/// libFuzzer's entry point: decodes the `size` bytes at `data`; returns 0 (a failure traps instead).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(bytes: data, count: size)
  for isLenient in [false, true] {
    let document: TourDocument
    do {
      document = try TourDocumentDecoder(isLenient: isLenient).decodeWithWarnings(from: bytes).document
    } catch {
      guard !error.message.isEmpty else { fatalError("an error without a message: \(error)") }
      continue
    }
    _ = document.validate()
    _ = document.validate(against: screen)
    let encoded: Data
    do {
      encoded = try document.jsonData()
    } catch {
      fatalError("a decoded document does not encode: \(error)")
    }
    guard (try? TourDocument(jsonData: encoded)) == document else {
      fatalError("the encoded document does not decode to the same document")
    }
    MainActor.assumeIsolated {
      let controller = TourController(
        steps: document.tourSteps { _ in nil }, configuration: document.controllerConfiguration())
      _ = controller.steps.count + controller.rejectedSteps.count
      _ = document.presenterOptions()
    }
  }
  return 0
}
