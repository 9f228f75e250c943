import Foundation
import Lodestar

/// The merge of two devices' eligibility states, at two sizes: its cost must grow linearly with the states'
/// size (issue 40). Part of the `eligibility` suite.
enum EligibilityMergeBenchmarks {
  static func make() -> [Benchmark] {
    [merging(itemCount: 1_000), merging(itemCount: 4_000)]
  }

  /// Two devices' states of `itemCount` items each: every item has a record both devices displayed, a
  /// donation of one of `itemCount / 100` events on each device, and a parameter both wrote.
  static func states(itemCount: Int) -> (EligibilityState, EligibilityState) {
    let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
    var phone = EligibilityState(device: "phone")
    var tablet = EligibilityState(device: "tablet")
    for index in 0..<itemCount {
      let date = start.addingTimeInterval(Double(index))
      let id = EligibilityID("tour.\(index)")
      let event = EligibilityEvent("event.\(index % max(1, itemCount / 100))")
      phone.recordDisplay(of: id, at: date, options: EligibilityOptions())
      tablet.recordDisplay(of: id, at: date.addingTimeInterval(0.5), options: EligibilityOptions())
      phone.donate(event, at: date)
      tablet.donate(event, at: date.addingTimeInterval(0.25))
      phone.setValue(.integer(index), forKey: "parameter.\(index)", at: date)
      tablet.setValue(.integer(-index), forKey: "parameter.\(index)", at: date.addingTimeInterval(0.75))
    }
    return (phone, tablet)
  }

  static let thousand = states(itemCount: 1_000)
  static let fourThousand = states(itemCount: 4_000)

  /// Merging one device's state into the other's (a copy: the merge writes every part it changes).
  static func merging(itemCount: Int) -> Benchmark {
    let formatted = itemCount == 1_000 ? "1,000" : "4,000"
    return Benchmark(
      suite: "eligibility", name: "merge two states of \(formatted) items", targetNanoseconds: nil
    ) { iterations in
      let (phone, tablet) = itemCount == 1_000 ? thousand : fourThousand
      var displays = 0
      for _ in 0..<iterations {
        displays += phone.merging(tablet).records.count
      }
      blackHole(displays)
    }
  }
}
