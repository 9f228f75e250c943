// libFuzzer harness: `lodestar-demo place` lines (DemoSupport/Place, compiled into the harness) from arbitrary
// bytes.
//
// Every line must give a result or an error line; nothing may trap, hang or leak, and every output line
// must be one JSON object. The lines are answered in turn by one `PlaceLineAnswers`, as `place` answers them, and
// each answer must be the line's answer alone: nothing of a line may stay for the next. Built and run by
// Scripts/fuzz/build and Scripts/fuzz/run.

import LodestarJSON

/// libFuzzer's entry point: decodes the `size` bytes at `data`; returns 0 (a failure traps instead).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  var answers = PlaceLineAnswers()
  for line in PlaceJSONLines.lines(in: bytes) {
    let output = PlaceJSONLines.output(for: line)
    guard let value = try? JSONReader(maximumDepth: 8).read(Array(output.text.utf8)), value.members != nil else {
      fatalError("line \(line.number) gave output that is not a JSON object: \(output.text)")
    }
    let failed = answers.answer(line)
    let answered = answers.text
    guard answered == output.text + "\n", failed == output.failed else {
      fatalError("line \(line.number) answered after the lines before it gave \(answered), alone \(output.text)")
    }
    answers.removeOutput()
  }
  return 0
}
