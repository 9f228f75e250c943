/// Identifies one asynchronous request of the machine (a transition or a step load). The answer must carry
/// the same ticket; an answer with a ticket the machine no longer awaits is stale and ignored, which is how
/// an immediate stop "kills in-flight completions".
public struct TourTicket: Sendable, Hashable, Codable, Comparable {
  /// The ticket's number; numbers increase over the machine's whole life, across restarts.
  public var rawValue: UInt32

  /// Creates a ticket from its number.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// The ticket no request ever carries.
  public static let none = TourTicket(rawValue: 0)

  /// Orders tickets by issue order.
  public static func < (lhs: TourTicket, rhs: TourTicket) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
