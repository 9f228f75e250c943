/// Which area forwards touches into the tour's highlighted targets.
public enum ForwardingRegion: Sendable, Hashable, Codable {
  /// The openings cut out of the overlay (Instructions): a touch inside an opening passes through, into
  /// the target whose bounds contain it, or to the app underneath (in the opening's padding).
  case opening
  /// The targets' bounds (PolarisGuideKit): a touch inside a target's bounds is forwarded to it, even in
  /// a dimmed corner of a circular highlight; a touch in an opening's padding outside the bounds is
  /// blocked.
  case targetBounds
}
