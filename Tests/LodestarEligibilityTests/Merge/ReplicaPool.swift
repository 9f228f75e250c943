import Foundation
import LodestarEligibility
import LodestarTestSupport

/// Devices that change their states at random and merge each other's, for the merge's property tests.
///
/// Each device's wall clock is off by a few seconds from the others' (so hybrid logical timestamps, not
/// dates, order the writes), and the devices share a few items, events and parameters so that their
/// changes collide.
struct ReplicaPool {
  static let items: [EligibilityID] = ["tour", "hint", "tip"]
  static let events = [EligibilityEvent("opened"), EligibilityEvent("saved")]
  static let keys = ["plan", "seats"]
  static let reasons: [EligibilityStatus.InvalidationReason] = [.closed, .actionPerformed, .completed]

  var states: [EligibilityState]
  var skews: [TimeInterval]
  var now = Date(timeIntervalSinceReferenceDate: 800_000_000)

  init(devices: Int, random: inout SeededGenerator) {
    states = (0..<devices).map { EligibilityState(device: EligibilityDeviceID(rawValue: "device-\($0)")) }
    skews = (0..<devices).map { _ in Double(random.int(in: -3...3)) }
  }

  /// The wall-clock time on a device.
  func date(on device: Int) -> Date {
    now.addingTimeInterval(skews[device])
  }

  /// One random change on a random device, or a merge of one device's state into another's. Resets are
  /// included when `resets` is true, and tour positions (recorded or cleared, a third of the steps) when
  /// `positions` is true.
  mutating func step(_ random: inout SeededGenerator, resets: Bool, positions: Bool = false) {
    now = now.addingTimeInterval(Double(random.int(in: 0...2)))
    let device = random.int(in: 0...states.count - 1)
    let date = self.date(on: device)
    let item = Self.items[random.int(in: 0...Self.items.count - 1)]
    let options = EligibilityOptions(maxDisplayCount: random.chance(0.2) ? 2 : nil)
    if positions, random.chance(0.33) {
      if random.chance(0.7) {
        let position = EligibilityTourPosition(
          stepID: "s\(random.int(in: 0...2))", version: "\(random.int(in: 1...2))", date: date)
        states[device].recordTourPosition(position, of: item)
      } else {
        states[device].clearTourPosition(of: item, at: date)
      }
      return
    }
    switch random.int(in: 0...(resets ? 10 : 8)) {
    case 0, 1: states[device].recordDisplay(of: item, at: date, options: options)
    case 2: states[device].addDisplayDuration(Double(random.int(in: 1...30)), to: item, at: date, options: options)
    case 3:
      let value: EligibilityValue? = random.chance(0.5) ? .integer(random.int(in: 0...3)) : nil
      states[device].donate(Self.events[random.int(in: 0...1)], value: value, at: date)
    case 4:
      states[device].setValue(.integer(random.int(in: 0...5)), forKey: Self.keys[random.int(in: 0...1)], at: date)
    case 5: states[device].invalidate(item, reason: Self.reasons[random.int(in: 0...2)], at: date)
    case 6: states[device].recordCompletion(of: item, at: date)
    case 7, 8:
      let source = random.int(in: 0...states.count - 1)
      states[device].merge(states[source])
    case 9: states[device].resetEligibility(of: item, at: date)
    default: states[device].resetEligibility(at: date)
    }
  }
}
