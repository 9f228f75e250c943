import LodestarHostTree

#if LODESTAR_WINDOWING
  import LodestarViewModel

  /// The identifier of a scene (one instance of the app's user interface) as the app names it in its
  /// ``ApplicationModel``.
  public struct SceneID: TextualIdentifier {
    /// The identifier's text.
    public var rawValue: String

    /// Creates an identifier from its text.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }
  }
#endif
