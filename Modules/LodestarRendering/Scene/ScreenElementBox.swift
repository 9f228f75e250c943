import LodestarGeometry
import LodestarHostTree

/// One visible element of a host screen as a renderer draws it: its frame in the screen's coordinates, its
/// corner radius and its label.
public struct ScreenElementBox: Sendable, Hashable {
  /// The element's identifier.
  public var id: ElementID
  /// The element's visible frame in the root's coordinate space.
  public var frame: Rect
  /// The element's corner radius in points.
  public var cornerRadius: Double
  /// The text drawn in the box: the accessibility label, or the identifier when there is none.
  public var label: String
  /// How deep the element is in the tree (roots are 0).
  public var depth: Int

  /// Creates a box.
  public init(id: ElementID, frame: Rect, cornerRadius: Double = 0, label: String, depth: Int = 0) {
    self.id = id
    self.frame = frame
    self.cornerRadius = cornerRadius
    self.label = label
    self.depth = depth
  }

  /// Every visible element of `screen`, parents before their children, in the tree's order. Hidden
  /// elements (and their subtrees) and elements without a visible frame are left out.
  public static func boxes(of screen: SceneGraph) -> [ScreenElementBox] {
    var result: [ScreenElementBox] = []
    var stack: [(ElementID, Int)] = screen.rootIDs.reversed().map { ($0, 0) }
    while let (id, depth) = stack.popLast() {
      guard let element = screen.element(id), !element.isHidden else { continue }
      if let frame = screen.visibleFrame(of: id), frame.width > 0, frame.height > 0 {
        result.append(
          ScreenElementBox(
            id: id, frame: frame, cornerRadius: element.cornerRadius,
            label: element.accessibilityLabel ?? id.rawValue, depth: depth))
      }
      for child in screen.children(of: id).reversed() { stack.append((child, depth + 1)) }
    }
    return result
  }
}
