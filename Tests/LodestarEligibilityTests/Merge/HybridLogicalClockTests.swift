import Foundation
import LodestarEligibility
import Testing

@Suite struct HybridLogicalClockTests {
  let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

  @Test func timestampsFollowTheWallClockAndNeverGoBack() {
    var clock = HybridLogicalClock(device: "a")
    let first = clock.timestamp(at: start)
    #expect(first == HybridLogicalTimestamp(wallTime: 800_000_000_000, device: "a"))
    let sameMillisecond = clock.timestamp(at: start.addingTimeInterval(0.0004))
    #expect(sameMillisecond == HybridLogicalTimestamp(wallTime: 800_000_000_000, counter: 1, device: "a"))
    let earlier = clock.timestamp(at: start.addingTimeInterval(-60))
    #expect(earlier == HybridLogicalTimestamp(wallTime: 800_000_000_000, counter: 2, device: "a"))
    let unknown = clock.timestamp(at: nil)
    #expect(unknown.counter == 3 && unknown.wallTime == first.wallTime)
    let later = clock.timestamp(at: start.addingTimeInterval(1))
    #expect(later == HybridLogicalTimestamp(wallTime: 800_000_001_000, device: "a"))
    #expect(first < sameMillisecond && sameMillisecond < earlier && earlier < unknown && unknown < later)
  }

  @Test func aReceivedTimestampAheadOfTheWallClockIsPassed() {
    var clock = HybridLogicalClock(device: "a")
    _ = clock.timestamp(at: start)
    let remote = HybridLogicalTimestamp(wallTime: 800_000_005_000, counter: 7, device: "b")
    clock.receive(remote)
    clock.receive(HybridLogicalTimestamp(wallTime: 1, device: "c"))
    #expect(clock.latest == remote)
    let next = clock.timestamp(at: start.addingTimeInterval(1))
    #expect(next == HybridLogicalTimestamp(wallTime: 800_000_005_000, counter: 8, device: "a"))
    #expect(remote < next)
  }

  @Test func equalTimesAreOrderedByDevice() {
    let a = HybridLogicalTimestamp(wallTime: 5, counter: 1, device: "a")
    let b = HybridLogicalTimestamp(wallTime: 5, counter: 1, device: "b")
    #expect(a < b && !(b < a))
    #expect(HybridLogicalTimestamp(wallTime: 5, counter: 2, device: "a") > b)
    #expect(HybridLogicalTimestamp(wallTime: 6, counter: 0, device: "a") > b)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300])
  func datesOutsideTheRangeAreClampedNeverATrap(seconds: Double) {
    let timestamp = HybridLogicalTimestamp(date: Date(timeIntervalSinceReferenceDate: seconds), device: "a")
    #expect(HybridLogicalTimestamp.wallTimes.contains(timestamp.wallTime))
    var clock = HybridLogicalClock(
      device: "a",
      latest: HybridLogicalTimestamp(
        wallTime: .max, counter: .max, device: "a"))
    #expect(
      clock.timestamp(at: Date(timeIntervalSinceReferenceDate: seconds)).wallTime
        == HybridLogicalTimestamp.wallTimes.upperBound)
  }
}
