/// Extends a walkthrough: receives every event synchronously, in registration order, before the delegate
/// (the order ``TourPlugin`` has in tours).
@MainActor
public protocol WalkthroughPlugin: AnyObject {
  /// Handles one event; `walkthrough` is the state right after it.
  func handle(_ event: WalkthroughEvent, walkthrough: Walkthrough)
}
