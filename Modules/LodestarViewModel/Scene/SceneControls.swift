import LodestarGeometry
import LodestarTimeline

/// The skip control of a scene.
public struct SceneSkipControl: Sendable, Hashable {
  /// The control's frame in overlay space.
  public var frame: Rect
  /// The control's title ("Skip").
  public var title: String
  /// The control's opacity (it fades in after the overlay).
  public var opacity: Opacity
  /// The app's custom skip view occupying ``frame``, or `nil` for the default control.
  public var customView: SceneSlot?

  /// Creates a skip control.
  public init(frame: Rect, title: String, opacity: Opacity = .opaque, customView: SceneSlot? = nil) {
    self.frame = frame
    self.title = title
    self.opacity = opacity
    self.customView = customView
  }
}

/// The progress text of a scene ("2 of 5").
public struct SceneProgress: Sendable, Hashable {
  /// The text's frame in overlay space.
  public var frame: Rect
  /// The text.
  public var text: String
  /// The font size in points.
  public var fontSize: Double
  /// The text's opacity.
  public var opacity: Opacity

  /// Creates a progress text.
  public init(frame: Rect, text: String, fontSize: Double = 13, opacity: Opacity = .opaque) {
    self.frame = frame
    self.text = text
    self.fontSize = fontSize
    self.opacity = opacity
  }
}

/// An app view drawn above the overlay and below the coach mark (Instructions' ornaments).
public struct SceneOrnament: Sendable, Hashable {
  /// The app's identifier for the view.
  public var id: ElementID
  /// The view's frame in overlay space.
  public var frame: Rect
  /// The view's opacity (it follows the overlay's).
  public var opacity: Opacity

  /// Creates an ornament.
  public init(id: ElementID, frame: Rect, opacity: Opacity = .opaque) {
    self.id = id
    self.frame = frame
    self.opacity = opacity
  }
}
