/// What moves a paged scroll to its page once the finger is up, or after a next or previous control.
public enum PagingMotion: Sendable, Hashable {
  /// A spring from the release offset to the page, starting with the release velocity (see
  /// ``PagingAnimation``).
  case spring(SpringCurve)
  /// A decay: the scroll slows down exponentially at the deceleration's rate, or faster when that is needed
  /// to stop on the page (see ``PagingAnimation``).
  case decay(ScrollDeceleration)

  /// The default: SwiftUI's default spring (response 0.5 s, damping fraction 0.825).
  public static let standard = PagingMotion.spring(.swiftUIDefault)
}
