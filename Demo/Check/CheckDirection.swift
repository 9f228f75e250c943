import Lodestar

/// `check --direction`: the reading directions a tour is checked in.
enum CheckDirection: String, OptionChoice {
  /// Left to right only.
  case ltr
  /// Right to left only.
  case rtl
  /// Both, left to right first.
  case both

  /// The directions to check, in order.
  var directions: [ReadingDirection] {
    switch self {
    case .ltr: [.leftToRight]
    case .rtl: [.rightToLeft]
    case .both: [.leftToRight, .rightToLeft]
    }
  }
}
