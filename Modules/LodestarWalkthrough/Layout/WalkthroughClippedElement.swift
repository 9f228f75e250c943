import LodestarGeometry
import LodestarHostTree

/// An element that runs past the bottom of its page once the text has reflowed
/// (``WalkthroughLayout/clippedElements``): the page clips the part below its bottom.
public struct WalkthroughClippedElement: Sendable, Hashable {
  /// The page's position in the walkthrough, from 0.
  public var page: Int
  /// The element's identifier.
  public var id: ElementID
  /// The element's frame as laid out, relative to the page's top-left corner.
  public var frame: Rect

  /// Creates a record of a clipped element.
  ///
  /// - Parameters:
  ///   - page: The page's position in the walkthrough, from 0.
  ///   - id: The element's identifier.
  ///   - frame: The element's frame as laid out, relative to the page's top-left corner.
  public init(page: Int, id: ElementID, frame: Rect) {
    self.page = page
    self.id = id
    self.frame = frame
  }
}
