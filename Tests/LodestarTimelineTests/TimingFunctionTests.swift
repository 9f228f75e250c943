import LodestarTimeline
import Testing

@Suite struct TimingFunctionTests {
  @Test func linearIsTheIdentity() {
    #expect(TimingFunction.linear.progress(at: 0.25) == 0.25)
    #expect(TimingFunction.linear.progress(at: 1.5) == 1.5)
  }
}
