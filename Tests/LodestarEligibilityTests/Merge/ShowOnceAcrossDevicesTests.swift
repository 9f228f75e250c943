import Foundation
import LodestarEligibility
import LodestarTestSupport
import Testing

/// A tour with `maxDisplayCount: 1` across devices that sync: at most one display on each device, none on a
/// device that received a display before it launched, and at most one display per device that had not.
@Suite struct ShowOnceAcrossDevicesTests {
  static let options = EligibilityOptions(maxDisplayCount: 1)

  @Test func aDeviceThatSyncedAfterTheFirstDisplayNeverShowsIt() throws {
    let evaluator = try EligibilityEvaluator(items: [EligibilityItem(id: "tour", options: Self.options)])
    let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
    var phone = EligibilityState(device: "phone")
    var tablet = EligibilityState(device: "tablet")
    var watch = EligibilityState(device: "watch")
    #expect(evaluator.shouldDisplay("tour", in: phone, at: start))
    phone.recordDisplay(of: "tour", at: start, options: Self.options)
    #expect(!evaluator.shouldDisplay("tour", in: phone, at: start))
    tablet.merge(phone)
    #expect(!evaluator.shouldDisplay("tour", in: tablet, at: start))
    #expect(evaluator.status(of: "tour", in: tablet, at: start) == .invalidated(.displayCountExceeded))
    // The watch had not synced: it shows the tour once (the bound: one display per device not yet synced).
    #expect(evaluator.shouldDisplay("tour", in: watch, at: start))
    watch.recordDisplay(of: "tour", at: start.addingTimeInterval(1), options: Self.options)
    watch.merge(tablet)
    phone.merge(watch)
    #expect(phone.record(of: "tour").displayCount == 2)
    #expect(phone.record(of: "tour").invalidationDate == start)
    #expect(!evaluator.shouldDisplay("tour", in: watch, at: start))
  }

  @Test func randomLaunchesAndSyncsShowItAtMostOncePerUnsyncedDevice() throws {
    let evaluator = try EligibilityEvaluator(items: [EligibilityItem(id: "tour", options: Self.options)])
    let seed: UInt64 = 41_000
    for schedule in 0..<3_000 {
      let scheduleSeed = seed &+ UInt64(schedule)
      var random = SeededGenerator(seed: scheduleSeed)
      if let problem = try Self.run(evaluator: evaluator, random: &random) {
        Issue.record("seed \(scheduleSeed) schedule \(schedule): \(problem)")
        return
      }
    }
  }

  /// One schedule: 5 devices launch the app (showing the tour when the evaluator says so) and sync over a
  /// network that drops, duplicates and reorders; returns what went wrong, if anything.
  static func run(evaluator: EligibilityEvaluator, random: inout SeededGenerator) throws -> String? {
    let devices = 5
    var states = (0..<devices).map { EligibilityState(device: EligibilityDeviceID(rawValue: "device-\($0)")) }
    var shows = Array(repeating: 0, count: devices)
    var network: [(receiver: Int, state: EligibilityState)] = []
    var now = Date(timeIntervalSinceReferenceDate: 800_000_000)
    for _ in 0..<16 {
      now = now.addingTimeInterval(1)
      let device = random.int(in: 0...devices - 1)
      switch random.int(in: 0...5) {
      case 0, 1:
        let received = states[device].record(of: "tour").displayCount - shows[device]
        guard evaluator.shouldDisplay("tour", in: states[device], at: now) else { continue }
        if shows[device] > 0 { return "device \(device) shows the tour a second time" }
        if received > 0 { return "device \(device) shows the tour after receiving \(received) displays" }
        states[device].recordDisplay(of: "tour", at: now, options: Self.options)
        shows[device] += 1
      case 2, 3: network.append((random.int(in: 0...devices - 1), states[device]))
      case 4:
        guard !network.isEmpty else { continue }
        let index = random.int(in: 0...network.count - 1)
        let message = random.chance(0.3) ? network[index] : network.remove(at: index)
        states[message.receiver].merge(message.state)
      default:
        if !network.isEmpty { network.remove(at: random.int(in: 0...network.count - 1)) }
      }
    }
    var everything = EligibilityState(device: "server")
    for state in states { everything.merge(state) }
    let total = shows.reduce(0, +)
    if everything.record(of: "tour").displayCount != total {
      return "\(everything.record(of: "tour").displayCount) displays merged, \(total) shown"
    }
    for index in states.indices {
      states[index].merge(everything)
      if evaluator.shouldDisplay("tour", in: states[index], at: now) && total > 0 {
        return "device \(index) would still show the tour after the exchange"
      }
    }
    return nil
  }
}
