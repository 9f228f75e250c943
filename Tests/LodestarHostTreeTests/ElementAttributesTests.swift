import LodestarGeometry
import Testing

@testable import LodestarHostTree

/// The attributes a host element and a scene element share: the initializers store each attribute in its own
/// property, the `attributes` property reads and writes exactly those seven, and a scene graph keeps them.
@Suite struct ElementAttributesTests {
  /// Attributes with no value at its default, each different from the others.
  static let attributes = ElementAttributes(
    boundsOrigin: Point(x: 3, y: 120), transform: AffineMatrix(scaleX: 2, y: 3), clipsToBounds: true,
    scrollContainer: ScrollContainer(contentSize: Size(width: 390, height: 2000)), isHidden: true, cornerRadius: 6,
    accessibilityLabel: "List")
  static let frame = Rect(x: 0, y: 96, width: 390, height: 665)

  @Test func theDefaultsAreUIKits() {
    let attributes = ElementAttributes()
    #expect(attributes.boundsOrigin == .zero && attributes.transform == .identity && !attributes.clipsToBounds)
    #expect(attributes.scrollContainer == nil && !attributes.isHidden && attributes.cornerRadius == 0)
    #expect(attributes.accessibilityLabel == nil)
    #expect(HostElement(id: "a", frame: Self.frame).attributes == attributes)
    #expect(SceneElement("a", frame: Self.frame).attributes == attributes)
  }

  @Test func aHostElementStoresEachAttributeInItsProperty() {
    let element = HostElement(id: "list", parent: "root", host: "root", frame: Self.frame, attributes: Self.attributes)
    #expect(element.id == "list" && element.parent == "root" && element.host == "root" && element.frame == Self.frame)
    #expect(element.boundsOrigin == Point(x: 3, y: 120) && element.transform == AffineMatrix(scaleX: 2, y: 3))
    #expect(element.clipsToBounds && element.isHidden && element.cornerRadius == 6)
    #expect(element.scrollContainer == ScrollContainer(contentSize: Size(width: 390, height: 2000)))
    #expect(element.accessibilityLabel == "List")
    #expect(element.attributes == Self.attributes)
  }

  @Test func writingAttributesChangesOnlyThem() {
    var host = HostElement(id: "list", parent: "root", host: "root", frame: Self.frame)
    host.attributes = Self.attributes
    #expect(
      host == HostElement(id: "list", parent: "root", host: "root", frame: Self.frame, attributes: Self.attributes))
    host.attributes.cornerRadius = 9
    #expect(host.cornerRadius == 9 && host.boundsOrigin == Point(x: 3, y: 120) && host.accessibilityLabel == "List")

    var scene = SceneElement("list", frame: Self.frame) { SceneElement("row", frame: Self.frame) }
    scene.attributes = Self.attributes
    #expect(scene.id == "list" && scene.frame == Self.frame && scene.children.map(\.id) == ["row"])
    #expect(scene.attributes == Self.attributes)
    scene.isHidden = false
    #expect(scene.attributes.isHidden == false && scene.attributes.clipsToBounds)
  }

  @Test func theShortSceneElementInitializerIsTheFullOneWithItsAttributes() {
    let short = SceneElement(
      "list", frame: Self.frame, clipsToBounds: true,
      scrollContainer: ScrollContainer(contentSize: Size(width: 390, height: 2000)), cornerRadius: 6,
      accessibilityLabel: "List")
    let full = SceneElement(
      "list", frame: Self.frame,
      attributes: ElementAttributes(
        clipsToBounds: true, scrollContainer: ScrollContainer(contentSize: Size(width: 390, height: 2000)),
        cornerRadius: 6, accessibilityLabel: "List"))
    #expect(short == full)
  }

  @Test func aSceneGraphKeepsEveryAttribute() {
    let graph = SceneGraph(size: Size(width: 390, height: 844)) {
      SceneElement("list", frame: Self.frame, attributes: Self.attributes) {
        SceneElement("row", frame: Rect(x: 0, y: 0, width: 390, height: 44), accessibilityLabel: "Row")
      }
    }
    #expect(graph.element("list")?.attributes == Self.attributes)
    #expect(graph.subtree("list")?.attributes == Self.attributes)
    #expect(graph.subtree("list")?.children.first?.accessibilityLabel == "Row")
  }
}
