// libFuzzer harness: walkthrough documents (`WalkthroughDocumentDecoder`, strict and lenient) from
// arbitrary bytes.
//
// Every input must decode or throw a `TourDocumentError`; nothing may trap, hang or leak. A document that
// decodes must validate. Built and run by Scripts/fuzz/build and Scripts/fuzz/run.

import Foundation
import LodestarTourFormat

/// libFuzzer's entry point: decodes the `size` bytes at `data`; returns 0 (a failure traps instead).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(bytes: data, count: size)
  for isLenient in [false, true] {
    do {
      let document = try WalkthroughDocumentDecoder(isLenient: isLenient).decodeWithWarnings(from: bytes).document
      _ = document.validate()
    } catch {
      guard !error.message.isEmpty else { fatalError("an error without a message: \(error)") }
    }
  }
  return 0
}
