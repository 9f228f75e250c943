import LodestarGeometry
import LodestarViewModel

extension SceneElement: Codable {
  private static let keys: Set<String> = [
    "id", "frame", "boundsOrigin", "transform", "clipsToBounds", "isHidden", "cornerRadius",
    "accessibilityLabel", "children",
  ]

  /// Decodes an element of the JSON screen format (see SCREEN-FORMAT.md); unknown keys are errors.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: JSONKey.self)
    try container.rejectUnknownKeys(allowed: Self.keys)
    let id = try container.decode(ElementID.self, forKey: JSONKey("id"))
    if id.rawValue.isEmpty { throw container.invalid("id", "expected a non-empty string") }
    self.init(id, frame: try container.decode(JSONRect.self, forKey: JSONKey("frame")).rect)
    boundsOrigin = try container.decodeIfPresent(JSONPoint.self, forKey: JSONKey("boundsOrigin"))?.point ?? .zero
    transform =
      try container.decodeIfPresent(JSONTransform.self, forKey: JSONKey("transform"))?.transform ?? .identity
    clipsToBounds = try container.decodeIfPresent(Bool.self, forKey: JSONKey("clipsToBounds")) ?? false
    isHidden = try container.decodeIfPresent(Bool.self, forKey: JSONKey("isHidden")) ?? false
    let radius = try container.decodeIfPresent(Double.self, forKey: JSONKey("cornerRadius")) ?? 0
    if !(radius >= 0) { throw container.invalid("cornerRadius", "expected a number >= 0, found \(radius)") }
    cornerRadius = radius
    accessibilityLabel = try container.decodeIfPresent(String.self, forKey: JSONKey("accessibilityLabel"))
    children = try container.decodeIfPresent([SceneElement].self, forKey: JSONKey("children")) ?? []
  }

  /// Encodes the element in the JSON screen format, leaving out attributes at their default values.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONKey.self)
    try container.encode(id, forKey: JSONKey("id"))
    try container.encode(JSONRect(frame), forKey: JSONKey("frame"))
    if boundsOrigin != .zero { try container.encode(JSONPoint(boundsOrigin), forKey: JSONKey("boundsOrigin")) }
    if !transform.isIdentity { try container.encode(JSONTransform(transform), forKey: JSONKey("transform")) }
    if clipsToBounds { try container.encode(true, forKey: JSONKey("clipsToBounds")) }
    if isHidden { try container.encode(true, forKey: JSONKey("isHidden")) }
    if cornerRadius != 0 { try container.encode(cornerRadius, forKey: JSONKey("cornerRadius")) }
    try container.encodeIfPresent(accessibilityLabel, forKey: JSONKey("accessibilityLabel"))
    if !children.isEmpty { try container.encode(children, forKey: JSONKey("children")) }
  }
}

/// A rectangle as `{"x", "y", "width", "height"}`.
struct JSONRect: Codable {
  var rect: Rect

  init(_ rect: Rect) { self.rect = rect }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: JSONKey.self)
    try container.rejectUnknownKeys(allowed: ["x", "y", "width", "height"])
    rect = Rect(
      x: try container.decode(Double.self, forKey: JSONKey("x")),
      y: try container.decode(Double.self, forKey: JSONKey("y")),
      width: try container.decode(Double.self, forKey: JSONKey("width")),
      height: try container.decode(Double.self, forKey: JSONKey("height")))
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONKey.self)
    try container.encode(rect.origin.x, forKey: JSONKey("x"))
    try container.encode(rect.origin.y, forKey: JSONKey("y"))
    try container.encode(rect.size.width, forKey: JSONKey("width"))
    try container.encode(rect.size.height, forKey: JSONKey("height"))
  }
}

/// A point as `{"x", "y"}`.
struct JSONPoint: Codable {
  var point: Point

  init(_ point: Point) { self.point = point }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: JSONKey.self)
    try container.rejectUnknownKeys(allowed: ["x", "y"])
    point = Point(
      x: try container.decode(Double.self, forKey: JSONKey("x")),
      y: try container.decode(Double.self, forKey: JSONKey("y")))
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONKey.self)
    try container.encode(point.x, forKey: JSONKey("x"))
    try container.encode(point.y, forKey: JSONKey("y"))
  }
}

/// A transform as `{"a", "b", "c", "d", "tx", "ty"}`; missing entries take the identity's values.
struct JSONTransform: Codable {
  var transform: AffineMatrix

  init(_ transform: AffineMatrix) { self.transform = transform }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: JSONKey.self)
    try container.rejectUnknownKeys(allowed: ["a", "b", "c", "d", "tx", "ty"])
    func entry(_ name: String, _ identity: Double) throws -> Double {
      try container.decodeIfPresent(Double.self, forKey: JSONKey(name)) ?? identity
    }
    transform = AffineMatrix(
      a: try entry("a", 1), b: try entry("b", 0), c: try entry("c", 0), d: try entry("d", 1),
      tx: try entry("tx", 0), ty: try entry("ty", 0))
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONKey.self)
    for (name, value) in [
      ("a", transform.a), ("b", transform.b), ("c", transform.c), ("d", transform.d), ("tx", transform.tx),
      ("ty", transform.ty),
    ] {
      try container.encode(value, forKey: JSONKey(name))
    }
  }
}
