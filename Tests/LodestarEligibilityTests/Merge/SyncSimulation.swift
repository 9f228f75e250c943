import Foundation
import LodestarEligibility
import LodestarTestSupport

/// One schedule of the sync simulation: replicas that display, donate, invalidate and write parameters,
/// and send each other their states over a network that drops, duplicates and reorders messages. It keeps
/// what really happened, to check the replicas' merged state against it.
struct SyncSimulation {
  static let items: [EligibilityID] = ["tour", "hint"]
  static let events = [EligibilityEvent("opened"), EligibilityEvent("saved")]
  static let keys = ["plan", "seats"]
  static let reasons: [EligibilityStatus.InvalidationReason] = [.closed, .actionPerformed, .completed]

  var replicas: [EligibilityState]
  var skews: [TimeInterval]
  var now = Date(timeIntervalSinceReferenceDate: 800_000_000)
  /// Messages sent and not yet delivered or dropped: a snapshot of the sender's state and the receiver.
  var network: [(receiver: Int, state: EligibilityState)] = []

  var displays: [EligibilityID: Int] = [:]
  var durations: [EligibilityID: TimeInterval] = [:]
  var donations: [String: Int] = [:]
  var latestWrites: [String: (stamp: HybridLogicalTimestamp, value: EligibilityValue)] = [:]
  var firstInvalidations: [EligibilityID: (date: Date, reason: EligibilityStatus.InvalidationReason)] = [:]
  var operations = 0

  static let devices = (0..<16).map { EligibilityDeviceID(rawValue: "replica-\($0)") }

  init(replicas count: Int, random: inout SeededGenerator) {
    replicas = Self.devices.prefix(count).map { EligibilityState(device: $0) }
    skews = []
    for _ in 0..<count {
      skews.append(Double(Self.pick(5, &random) - 2))
    }
  }

  /// A random integer from 0 to `count` − 1 (`SeededGenerator.int(in:)` is generic, and slow in debug builds).
  static func pick(_ count: Int, _ random: inout SeededGenerator) -> Int {
    Int(truncatingIfNeeded: random.next() % UInt64(count))
  }

  /// Runs `steps` random steps.
  mutating func run(steps: Int, random: inout SeededGenerator) {
    for _ in 0..<steps {
      step(&random)
    }
  }

  mutating func step(_ random: inout SeededGenerator) {
    now = now.addingTimeInterval(Double(Self.pick(2, &random)))
    let replica = Self.pick(replicas.count, &random)
    let date = now.addingTimeInterval(skews[replica])
    let item = Self.items[Self.pick(Self.items.count, &random)]
    operations += 1
    switch Self.pick(10, &random) {
    case 0:
      replicas[replica].recordDisplay(of: item, at: date, options: EligibilityOptions())
      displays[item, default: 0] += 1
    case 1:
      let seconds = Double(1 + Self.pick(9, &random))
      replicas[replica].addDisplayDuration(seconds, to: item, at: date, options: EligibilityOptions())
      durations[item, default: 0] += seconds
    case 2:
      let event = Self.events[Self.pick(2, &random)]
      replicas[replica].donate(event, at: date)
      donations[event.id, default: 0] += 1
    case 3:
      let reason = Self.reasons[Self.pick(3, &random)]
      let wasValid = replicas[replica].record(of: item).invalidationReason == nil
      replicas[replica].invalidate(item, reason: reason, at: date)
      if wasValid { noteInvalidation(of: item, reason: reason, at: date) }
    case 4:
      let key = Self.keys[Self.pick(2, &random)]
      let value = EligibilityValue.integer(Self.pick(10, &random))
      replicas[replica].setValue(value, forKey: key, at: date)
      if let stamp = replicas[replica].latestTimestamp, latestWrites[key].map({ $0.stamp < stamp }) ?? true {
        latestWrites[key] = (stamp, value)
      }
    case 5, 6:
      let receiver = Self.pick(replicas.count, &random)
      network.append((receiver, replicas[replica]))
    case 7, 8:
      guard !network.isEmpty else { return }
      let index = Self.pick(network.count, &random)  // any message: reordered
      let message = Self.pick(10, &random) < 3 ? network[index] : network.remove(at: index)  // kept: duplicated
      replicas[message.receiver].merge(message.state)
    default:
      guard !network.isEmpty else { return }
      network.remove(at: Self.pick(network.count, &random))  // dropped
    }
  }

  mutating func noteInvalidation(of item: EligibilityID, reason: EligibilityStatus.InvalidationReason, at date: Date) {
    if let first = firstInvalidations[item],
      first.date < date || (first.date == date && first.reason.rawValue <= reason.rawValue)
    {
      return
    }
    firstInvalidations[item] = (date, reason)
  }

  /// The messages still in the network arrive late, in a random order; then every replica sends its state
  /// to a server (a fresh replica, as a sync service would be), which sends the merge of them all back to
  /// every replica.
  mutating func exchangeEverything(_ random: inout SeededGenerator) {
    for message in network.shuffled(using: &random) {
      replicas[message.receiver].merge(message.state)
    }
    network = []
    var server = EligibilityState(device: "server")
    for sender in replicas.indices.shuffled(using: &random) {
      server.merge(replicas[sender])
    }
    for receiver in replicas.indices {
      replicas[receiver].merge(server)
    }
  }

  /// What is wrong with the replicas after the exchange, or `nil`: they differ, or a display, display
  /// time, donation, parameter write or invalidation was lost or counted twice.
  func problem() -> String? {
    let first = replicas[0]
    for (index, replica) in replicas.enumerated() where replica != first {
      return "replica \(index) differs from replica 0"
    }
    for item in Self.items {
      let record = first.record(of: item)
      if record.displayCount != displays[item, default: 0] {
        return "\(item): \(record.displayCount) displays, expected \(displays[item, default: 0])"
      }
      if record.displayDuration != durations[item, default: 0] {
        return "\(item): \(record.displayDuration) s displayed, expected \(durations[item, default: 0])"
      }
      let expected = firstInvalidations[item]
      if record.invalidationReason != expected?.reason || record.invalidationDate != expected?.date {
        return
          "\(item): invalidated \(String(describing: record.invalidationReason)), expected \(String(describing: expected))"
      }
    }
    for event in Self.events where first.events[event.id]?.count ?? 0 != donations[event.id, default: 0] {
      return "\(event.id): \(first.events[event.id]?.count ?? 0) donations, expected \(donations[event.id, default: 0])"
    }
    for key in Self.keys where first.parameters[key] != latestWrites[key]?.value {
      return "\(key) = \(String(describing: first.parameters[key])), expected \(String(describing: latestWrites[key]))"
    }
    return nil
  }
}
