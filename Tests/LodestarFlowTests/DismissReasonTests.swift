import LodestarFlow
import Testing

@Suite struct DismissReasonTests {
  @Test func encodesAsItsName() throws {
    #expect(
      DismissReason.allCases.map(\.rawValue) == [
        "completed", "skipped", "outsideTap", "completerTriggered", "programmatic", "targetMissing", "hostLost",
        "backedOut",
      ])
  }
}
