extension BezierPath {
  /// A closed capsule: the rounded rectangle whose corner radius is half the shorter side, with circular
  /// corners, drawn clockwise on screen (see ``roundedRect(_:cornerRadii:style:layoutDirection:)`` for the
  /// element structure, which is the same for every capsule that is not empty).
  ///
  /// The rectangle is standardized first. A null rectangle or one with a non-finite component gives an
  /// empty path.
  ///
  /// - Parameter rect: The rectangle the capsule fills.
  public static func capsule(in rect: Rect) -> BezierPath {
    guard rect.isFinite else { return BezierPath() }
    let base = rect.standardized
    return roundedRect(base, cornerRadius: Swift.min(base.width, base.height) / 2, style: .circular)
  }
}
