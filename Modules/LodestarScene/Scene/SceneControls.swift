import LodestarGeometry
import LodestarHostTree
import LodestarTimeline

/// The skip control of a scene.
public struct SceneSkipControl: Sendable, Hashable {
  /// The control's frame in overlay space: what is drawn.
  public var frame: Rect
  /// The area that receives the control's taps: ``frame`` grown evenly to at least
  /// ``TouchLayout/minimumTouchTargetSize`` (44×44 points, Apple's minimum), so a small control stays easy
  /// to hit.
  public var hitFrame: Rect
  /// The control's title ("Skip").
  public var title: String
  /// The title's font size in points, as it was measured. Default 15.
  public var fontSize: Double
  /// The control's opacity (it fades in after the overlay).
  public var opacity: Opacity
  /// The app's custom skip view occupying ``frame``, or `nil` for the default control.
  public var customView: SceneSlot?
  /// Whether the control is placed over an opening: the layout's fallback when no position in the safe
  /// area is clear of the openings and the coach mark (a target covering most of the screen).
  public var isPlacedOverOpening: Bool
  /// Whether the control stopped growing below the reader's text size, so a renderer should offer the Large
  /// Content Viewer on it (UIKit's `showsLargeContentViewer`, SwiftUI's
  /// `accessibilityShowsLargeContentViewer()`), as Apple asks of bar controls that cannot grow.
  public var showsLargeContentViewer: Bool

  /// Creates a skip control; `hitFrame` defaults to `frame` grown to the minimum touch target size.
  public init(
    frame: Rect, hitFrame: Rect? = nil, title: String, fontSize: Double = 15, opacity: Opacity = .opaque,
    customView: SceneSlot? = nil, isPlacedOverOpening: Bool = false, showsLargeContentViewer: Bool = false
  ) {
    self.frame = frame
    self.hitFrame = hitFrame ?? frame.grown(toAtLeast: TouchLayout.minimumTouchTargetSize)
    self.title = title
    self.fontSize = fontSize
    self.opacity = opacity
    self.customView = customView
    self.isPlacedOverOpening = isPlacedOverOpening
    self.showsLargeContentViewer = showsLargeContentViewer
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
  /// Whether the text is placed over an opening: the layout's fallback when no position in the safe area
  /// is clear of the openings, the coach mark and the skip control.
  public var isPlacedOverOpening: Bool
  /// Whether the text stopped growing below the reader's text size, so a renderer should offer the Large
  /// Content Viewer on it (see ``SceneSkipControl/showsLargeContentViewer``).
  public var showsLargeContentViewer: Bool

  /// Creates a progress text.
  public init(
    frame: Rect, text: String, fontSize: Double = 13, opacity: Opacity = .opaque, isPlacedOverOpening: Bool = false,
    showsLargeContentViewer: Bool = false
  ) {
    self.frame = frame
    self.text = text
    self.fontSize = fontSize
    self.opacity = opacity
    self.isPlacedOverOpening = isPlacedOverOpening
    self.showsLargeContentViewer = showsLargeContentViewer
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
