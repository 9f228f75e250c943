import LodestarHostTree

#if LODESTAR_WINDOWING
  import LodestarViewModel

  /// The identifier of a window as the app names it in its ``ApplicationModel``.
  public struct WindowID: TextualIdentifier {
    /// The identifier's text.
    public var rawValue: String

    /// Creates an identifier from its text.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }
  }
#endif
