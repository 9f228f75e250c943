import LodestarLayout
import Testing

@Suite struct PlacementTests {
  @Test func parsesAndPrintsFloatingUINames() {
    #expect(
      Placement.allCases.map(\.name) == [
        "top", "top-start", "top-end", "right", "right-start", "right-end",
        "bottom", "bottom-start", "bottom-end", "left", "left-start", "left-end",
      ])
    for placement in Placement.allCases {
      #expect(Placement(placement.name) == placement)
    }
    #expect(Placement("bottom-middle") == nil)
    #expect(Placement("") == nil)
    #expect(Placement("top-start-end") == nil)
  }
}
