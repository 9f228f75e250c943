// libFuzzer harness: `lodestar-demo place` lines (DemoSupport/Place, compiled into the harness) from arbitrary
// bytes.
//
// Every line must give a result or an error line; nothing may trap, hang or leak, and every output line
// must be one JSON object. The lines are answered in turn by one `PlaceLineAnswers`, as `place` answers them, and
// each answer must be the line's answer alone: nothing of a line may stay for the next. Every line that
// `PlaceLineOnePassReader` reads must be read into the same problem by the checked reader, without an error. Built
// and run by Scripts/fuzz/build and Scripts/fuzz/run.

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
    compareReaders(line)
  }
  return 0
}

/// Traps when the one-pass reader reads `line` into another problem than the checked reader's, or reads a line the
/// checked reader refuses.
func compareReaders(_ line: PlaceJSONLines.Line) {
  guard let document = try? PlacementProblem.document(line: line.bytes) else { return }
  var onePass = PlacementProblem()
  var keys: [Int32] = []
  guard document.withContents({ PlaceLineOnePassReader.read($0, into: &onePass, keys: &keys) }) else { return }
  var checked = PlacementProblem()
  do {
    try checked.readChecked(document.root)
  } catch {
    fatalError("line \(line.number) was read in one pass, but the checked reader says \(error)")
  }
  guard String(reflecting: onePass) == String(reflecting: checked) else {
    fatalError("line \(line.number): one pass \(String(reflecting: onePass)), checked \(String(reflecting: checked))")
  }
}
