#if LODESTAR_WINDOWING
  /// A set of interface orientations, as UIKit's `UIInterfaceOrientationMask` lists them, for the tour's window.
  public struct OverlayOrientations: OptionSet, Sendable, Hashable, Codable {
    /// The bits of the set, in the order of `UIInterfaceOrientationMask`.
    public var rawValue: Int

    /// Creates a set from its bits.
    ///
    /// - Parameter rawValue: The bits; only the four defined ones mean anything.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// Upright.
    public static let portrait = OverlayOrientations(rawValue: 1 << 1)
    /// Upside down.
    public static let portraitUpsideDown = OverlayOrientations(rawValue: 1 << 2)
    /// Turned with the top to the left (the home indicator on the right).
    public static let landscapeLeft = OverlayOrientations(rawValue: 1 << 4)
    /// Turned with the top to the right.
    public static let landscapeRight = OverlayOrientations(rawValue: 1 << 3)
    /// Both landscape orientations.
    public static let landscape: OverlayOrientations = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: OverlayOrientations = [.portrait, .portraitUpsideDown, .landscape]
    /// Every orientation but upside down (the iPhone default).
    public static let allButUpsideDown: OverlayOrientations = [.portrait, .landscape]
  }
#endif
