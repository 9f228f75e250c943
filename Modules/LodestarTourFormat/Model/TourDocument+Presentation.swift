extension TourDocument {
  /// How the tour is presented while a step shows (`"presentation"`).
  ///
  /// In the app-extension-safe flavour (built without the `Windowing` trait) only ``host`` exists; a document
  /// that asks for `"newWindow"` is rejected by the decoder with a clear error.
  public enum Presentation: Sendable, Hashable {
    /// In the host the step lives on, over its content (`"host"`, the default; always available).
    case host
    #if LODESTAR_WINDOWING
      /// In a new window at a window level (`"newWindow"` or `{"type": "newWindow", "level": 1}`; the
      /// level is a finite number, default 1: the normal level + 1). Not available in the app-extension-safe
      /// flavour.
      case newWindow(level: Double)

      /// The default window level of a new-window presentation: the normal level + 1.
      public static let defaultWindowLevel: Double = 1
    #endif
  }
}
