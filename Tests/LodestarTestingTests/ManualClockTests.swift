import Foundation
import LodestarFlow
import LodestarTestSupport
import LodestarTesting
import Testing

/// A log of timer firings, shared by the timers' actions.
@MainActor
final class FiringLog {
  var entries: [String] = []
}

@MainActor
@Suite struct ManualClockTests {
  @Test func timersRunInDeadlineOrderAndEqualDeadlinesInTheOrderTheyWereSet() {
    let clock = ManualClock()
    let log = FiringLog()
    for (name, milliseconds) in [("c", 300), ("a", 100), ("b1", 200), ("d", 400), ("b2", 200), ("b3", 200)] {
      _ = clock.scheduleTimer(at: .milliseconds(milliseconds)) {
        log.entries.append("\(name)@\(clock.currentTime)")
      }
    }
    clock.advance(by: .milliseconds(250))
    #expect(log.entries == ["a@0.1 seconds", "b1@0.2 seconds", "b2@0.2 seconds", "b3@0.2 seconds"])
    #expect(clock.currentTime == .milliseconds(250))
    #expect(clock.pendingTimerCount == 2)
    clock.advance(to: .seconds(1))
    #expect(log.entries.suffix(2) == ["c@0.3 seconds", "d@0.4 seconds"])
    #expect(clock.pendingTimerCount == 0)
  }

  @Test func aTimerSetByAFiringTimerRunsInTheSameAdvanceWhenItIsDueAndCountsFromTheFiringDeadline() {
    let clock = ManualClock()
    let log = FiringLog()
    func chain(_ remaining: Int) {
      _ = clock.scheduleTimer(at: clock.currentTime + .milliseconds(300)) {
        log.entries.append("\(clock.currentTime)")
        if remaining > 1 { chain(remaining - 1) }
      }
    }
    chain(5)
    // 0.3, 0.6 and 0.9 s are within the advance; 1.2 s is not.
    clock.advance(by: .seconds(1))
    #expect(log.entries == ["0.3 seconds", "0.6 seconds", "0.9 seconds"])
    #expect(clock.pendingTimerCount == 1)
    clock.advance(by: .seconds(1))
    #expect(log.entries == ["0.3 seconds", "0.6 seconds", "0.9 seconds", "1.2 seconds", "1.5 seconds"])
  }

  @Test func aTimerSetDuringAnAdvanceForAnEarlierDeadlineThanTheNextOneRunsFirst() {
    let clock = ManualClock()
    let log = FiringLog()
    _ = clock.scheduleTimer(at: .seconds(1)) {
      log.entries.append("first")
      _ = clock.scheduleTimer(at: .milliseconds(1_500)) { log.entries.append("inserted") }
    }
    _ = clock.scheduleTimer(at: .seconds(2)) { log.entries.append("second") }
    clock.advance(by: .seconds(3))
    #expect(log.entries == ["first", "inserted", "second"])
  }

  @Test func aCancelledTimerNeverRunsEvenWhenCancelledByATimerDueInTheSameAdvance() {
    let clock = ManualClock()
    let log = FiringLog()
    let cancelledEarly = clock.scheduleTimer(at: .seconds(1)) { log.entries.append("cancelled early") }
    var victim: TourTimer?
    _ = clock.scheduleTimer(at: .seconds(2)) {
      log.entries.append("canceller")
      victim?.cancel()
    }
    victim = clock.scheduleTimer(at: .seconds(3)) { log.entries.append("victim") }
    cancelledEarly.cancel()
    cancelledEarly.cancel()  // twice: still nothing
    #expect(clock.pendingTimerCount == 2)
    clock.advance(by: .seconds(5))
    #expect(log.entries == ["canceller"])
    #expect(clock.pendingTimerCount == 0)
  }

  @Test func cancellingATimerThatRanDoesNothing() {
    let clock = ManualClock()
    let log = FiringLog()
    let timer = clock.scheduleTimer(at: .seconds(1)) { log.entries.append("ran") }
    let later = clock.scheduleTimer(at: .seconds(9)) { log.entries.append("later") }
    clock.advance(by: .seconds(1))
    timer.cancel()
    #expect(clock.pendingTimerCount == 1)
    later.cancel()
    #expect(log.entries == ["ran"])
  }

  @Test func aTimerWhoseDeadlineHasPassedRunsAtTheNextAdvanceNeverInsideScheduling() {
    let clock = ManualClock()
    let log = FiringLog()
    clock.advance(by: .seconds(5))
    _ = clock.scheduleTimer(at: .seconds(2)) { log.entries.append("late at \(clock.currentTime)") }
    #expect(log.entries.isEmpty)
    clock.advance(by: .zero)
    #expect(log.entries == ["late at 5.0 seconds"])
  }

  @Test func timeNeverGoesBack() {
    let clock = ManualClock()
    let log = FiringLog()
    clock.advance(to: .seconds(10))
    _ = clock.scheduleTimer(at: .seconds(3)) { log.entries.append("due") }
    clock.advance(to: .seconds(4))
    #expect(clock.currentTime == .seconds(10))
    #expect(log.entries == ["due"])  // due timers still run
    clock.advance(by: .seconds(-7))
    clock.advance(by: -7.0)
    clock.advance(to: -1.0)
    clock.advance(by: -Double.infinity)
    #expect(clock.currentTime == .seconds(10))
  }

  @Test(arguments: [
    Double.infinity, Double.greatestFiniteMagnitude, 1e21, 1.7e20, Double(Int64.max), 9.223372036854775e18,
  ])
  func hugeAmountsOfSecondsClampToTheMaximumTime(seconds: Double) {
    let clock = ManualClock()
    let log = FiringLog()
    _ = clock.scheduleTimer(at: ManualClock.maximumTime) { log.entries.append("at the maximum") }
    if seconds < Double(Int64.max) {
      clock.advance(by: seconds)
      #expect(clock.currentTime == .seconds(seconds), "seconds \(seconds)")
      #expect(log.entries.isEmpty, "seconds \(seconds)")
    } else {
      clock.advance(by: seconds)
      #expect(clock.currentTime == ManualClock.maximumTime, "seconds \(seconds)")
      #expect(log.entries == ["at the maximum"], "seconds \(seconds)")
    }
    // From anywhere, further advances stay at the maximum and never trap.
    clock.advance(to: seconds)
    clock.advance(by: .seconds(Int64.max))
    clock.advance(by: Double.infinity)
    clock.advance(to: .seconds(Int64.max) + .seconds(Int64.max))
    #expect(clock.currentTime == ManualClock.maximumTime, "seconds \(seconds)")
    #expect(log.entries == ["at the maximum"], "seconds \(seconds)")
  }

  @Test func aTimerPastTheMaximumNeverRuns() {
    let clock = ManualClock()
    let log = FiringLog()
    _ = clock.scheduleTimer(at: ManualClock.maximumTime + .seconds(1)) { log.entries.append("never") }
    clock.advance(by: Double.infinity)
    #expect(log.entries.isEmpty)
    #expect(clock.pendingTimerCount == 1)
  }

  @Test func notANumberOfSecondsDoesNothing() {
    let clock = ManualClock()
    let log = FiringLog()
    clock.advance(by: .seconds(1))
    _ = clock.scheduleTimer(at: .zero) { log.entries.append("due") }
    clock.advance(by: Double.nan)
    clock.advance(to: Double.nan)
    clock.advance(by: -Double.nan)
    #expect(clock.currentTime == .seconds(1))
    #expect(log.entries.isEmpty)
  }

  @Test func secondsAndDurationsMoveTheSameClock() {
    let clock = ManualClock()
    clock.advance(by: 1.5)
    clock.advance(by: .milliseconds(500))
    clock.advance(to: 3.25)
    #expect(clock.currentTime == .milliseconds(3_250))
    clock.advance(to: .seconds(4))
    #expect(clock.currentTime == .seconds(4))
  }

  @Test func theDateIsTheStartDatePlusTheCurrentTime() {
    let start = Date(timeIntervalSince1970: 1_767_571_200)
    let clock = ManualClock(startDate: start)
    #expect(clock.now() == start)
    clock.advance(by: 86_400)
    #expect(clock.now() == start.addingTimeInterval(86_400))
    clock.advance(by: .milliseconds(250))
    #expect(clock.now() == start.addingTimeInterval(86_400.25))
    #expect(ManualClock().now() == Date(timeIntervalSinceReferenceDate: 0))
  }

  @Test func anAdvanceFromATimersActionRunsWithoutSkippingOrRepeatingTimers() {
    let clock = ManualClock()
    let log = FiringLog()
    _ = clock.scheduleTimer(at: .seconds(1)) {
      log.entries.append("1")
      clock.advance(to: .seconds(3))
      log.entries.append("back in 1 at \(clock.currentTime)")
    }
    _ = clock.scheduleTimer(at: .seconds(2)) { log.entries.append("2") }
    _ = clock.scheduleTimer(at: .seconds(4)) { log.entries.append("4") }
    clock.advance(to: .seconds(5))
    #expect(log.entries == ["1", "2", "back in 1 at 3.0 seconds", "4"])
    #expect(clock.currentTime == .seconds(5))
  }

  @Test func randomSchedulesRunInTheSameOrderAsASortedList() {
    let seed: UInt64 = 0x7E57_C10C
    var random = SeededGenerator(seed: seed)
    for trial in 0..<200 {
      let clock = ManualClock()
      let log = FiringLog()
      var expected: [(deadline: Int, order: Int)] = []
      var timers: [TourTimer] = []
      for order in 0..<random.int(in: 0...30) {
        let deadline = random.int(in: 0...50)
        timers.append(clock.scheduleTimer(at: .milliseconds(deadline)) { log.entries.append("\(order)") })
        expected.append((deadline, order))
      }
      // Cancel a random third of them.
      var cancelled: Set<Int> = []
      for (order, timer) in timers.enumerated() where random.int(in: 0...2) == 0 {
        timer.cancel()
        cancelled.insert(order)
      }
      let horizon = random.int(in: 0...60)
      // Advance in random steps to the horizon.
      repeat {
        clock.advance(by: .milliseconds(random.int(in: 0...20)))
      } while clock.currentTime < .milliseconds(horizon)
      let ran =
        expected
        .filter { !cancelled.contains($0.order) && .milliseconds($0.deadline) <= clock.currentTime }
        .sorted { ($0.deadline, $0.order) < ($1.deadline, $1.order) }
        .map { "\($0.order)" }
      #expect(log.entries == ran, "seed \(seed) trial \(trial)")
    }
  }
}
