import Lodestar
import Testing

@Suite struct UmbrellaTests {
  @Test func reExportsEveryModule() {
    #expect(Rect(x: 0, y: 0, width: 1, height: 1).width == 1)
  }
}
