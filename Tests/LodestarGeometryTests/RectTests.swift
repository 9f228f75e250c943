import LodestarGeometry
import Testing

@Suite struct RectTests {
  @Test func placeholder() { #expect(Rect.zero.isEmpty) }
}
