#if LODESTAR_WINDOWING
  import LodestarGeometry

  extension ApplicationModel {
    /// A screen (a display) the app's scenes can show on.
    public struct Screen: Sendable, Hashable, Codable, Identifiable {
      /// The screen's identifier.
      public var id: ScreenID
      /// The screen's bounds, in points.
      public var bounds: Rect
      /// The number of pixels per point.
      public var scale: Double

      /// Creates a screen.
      public init(id: ScreenID, bounds: Rect, scale: Double = 1) {
        self.id = id
        self.bounds = bounds
        self.scale = scale
      }
    }
  }
#endif
