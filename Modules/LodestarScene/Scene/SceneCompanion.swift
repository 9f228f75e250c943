import LodestarGeometry
import LodestarHostTree
import LodestarTimeline

/// A step's companion view in a scene (`CompanionView`, PolarisGuideKit's buddy view): an app view the
/// scene knows by identifier, drawn with the coach-mark layer, just below the coach mark.
public struct SceneCompanion: Sendable, Hashable {
  /// The app's identifier for the view.
  public var id: ElementID
  /// The view's frame in overlay space, laid out against the step's `FocusLayoutGuide`.
  public var frame: Rect
  /// The view's opacity (it follows the coach mark's).
  public var opacity: Opacity

  /// Creates a companion.
  ///
  /// - Parameters:
  ///   - id: The app's identifier for the view.
  ///   - frame: The view's frame in overlay space.
  ///   - opacity: The view's opacity.
  public init(id: ElementID, frame: Rect, opacity: Opacity = .opaque) {
    self.id = id
    self.frame = frame
    self.opacity = opacity
  }
}
