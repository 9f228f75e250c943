// libFuzzer harness: the terminal key decoder (`TerminalKeyDecoder`) from arbitrary bytes.
//
// Nothing may trap, hang or leak, and how the bytes arrive must not matter: decoding them in one read gives
// the same keys as decoding them one byte per read. Built and run by Scripts/fuzz/build and
// Scripts/fuzz/run.

import LodestarViewModel

/// libFuzzer's entry point: decodes the `size` bytes at `data`; returns 0 (a failure traps instead).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  var whole = TerminalKeyDecoder()
  let wholeKeys = whole.decode(bytes) + whole.flushPending()
  var split = TerminalKeyDecoder()
  var splitKeys: [TerminalKey] = []
  for byte in bytes { splitKeys += split.decode([byte]) }
  splitKeys += split.flushPending()
  guard wholeKeys == splitKeys else {
    fatalError("one read gave \(wholeKeys), one byte per read gave \(splitKeys)")
  }
  guard !whole.hasPendingInput, !split.hasPendingInput else { fatalError("input left pending after a flush") }
  _ = wholeKeys.map(\.description)
  return 0
}
