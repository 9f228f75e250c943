// libFuzzer harness: the eligibility state file (`EligibilityState(jsonData:)`) from arbitrary bytes.
//
// Every input must decode or throw an `EligibilityStoreError`; nothing may trap, hang or leak. A state that
// decodes must encode and decode again to an equal state, and stay writable after a display is recorded.
// Built and run by Scripts/fuzz/build and Scripts/fuzz/run.

import Foundation
import LodestarEligibility

/// libFuzzer's entry point: decodes the `size` bytes at `data`; returns 0 (a failure traps instead).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var state: EligibilityState
  do {
    state = try EligibilityState(jsonData: Data(bytes: data, count: size))
  } catch {
    _ = error.description
    return 0
  }
  do {
    guard try EligibilityState(jsonData: state.jsonData()) == state else {
      fatalError("the encoded state does not decode to the same state")
    }
    let date = Date(timeIntervalSinceReferenceDate: 0)
    for id in state.records.keys.prefix(3) {
      state.recordDisplay(of: EligibilityID(id), at: date, options: EligibilityOptions())
      state.addDisplayDuration(1e300, to: EligibilityID(id), at: date, options: EligibilityOptions())
    }
    _ = try state.jsonData()
  } catch {
    fatalError("a decoded state does not encode: \(error)")
  }
  return 0
}
