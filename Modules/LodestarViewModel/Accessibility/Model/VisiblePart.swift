import LodestarGeometry

/// A part of a step on screen: its text (nil when it shows none, such as a next control without text)
/// and its frame in the overlay's coordinate space.
public struct VisiblePart: Sendable, Hashable {
  /// The text it shows, or nil.
  public var text: String?
  /// Its frame.
  public var frame: Rect

  /// Creates a visible part.
  public init(text: String?, frame: Rect) {
    self.text = text
    self.frame = frame
  }
}
