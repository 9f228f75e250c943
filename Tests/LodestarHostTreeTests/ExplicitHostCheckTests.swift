import LodestarHostTree
import LodestarTesting
import Testing

@Suite struct ExplicitHostCheckTests {
  let tree = SceneGraph.sampleListScreen()

  @Test func aFocusInsideTheHostIsValid() {
    #expect(ExplicitHostCheck(host: "list", focus: "row.3.accessory", in: tree) == .valid(host: "list"))
    #expect(ExplicitHostCheck(host: "list", focus: "list", in: tree) == .valid(host: "list"))
    #expect(ExplicitHostCheck(host: "tabBar", focus: nil, in: tree) == .valid(host: "tabBar"))
    #expect(ExplicitHostCheck(host: "tabBar", focus: nil, in: tree).isValid)
  }

  @Test func everyFailureSaysWhy() {
    #expect(ExplicitHostCheck(host: "missing", focus: "back", in: tree) == .hostNotFound("missing"))
    #expect(ExplicitHostCheck(host: "list", focus: "gone", in: tree) == .focusNotFound("gone"))
    #expect(
      ExplicitHostCheck(host: "list", focus: "back", in: tree) == .focusOutsideHost(focus: "back", host: "list"))
    #expect(!ExplicitHostCheck(host: "list", focus: "back", in: tree).isValid)
  }
}
