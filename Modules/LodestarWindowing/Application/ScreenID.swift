import LodestarHostTree

#if LODESTAR_WINDOWING
  import LodestarViewModel

  /// The identifier of a screen (a display) as the app names it in its ``ApplicationModel``.
  public struct ScreenID: TextualIdentifier {
    /// The identifier's text.
    public var rawValue: String

    /// Creates an identifier from its text.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }
  }
#endif
