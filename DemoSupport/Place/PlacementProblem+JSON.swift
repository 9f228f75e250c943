import Lodestar
import LodestarJSON

extension PlacementProblem {
  /// The keys a problem line may have.
  package static let keys = PlaceKeys([.reference, .floating, .boundary, .placement, .rtl, .middleware])

  /// The deepest nesting of arrays and objects in a problem line: 8 (a valid problem needs 5).
  package static let nestingLimit = 8

  /// The JSON reader of a line: ``nestingLimit`` deep, without a byte order mark.
  static let lineReader = JSONReader(maximumDepth: nestingLimit, allowsByteOrderMark: false)

  /// Reads a problem from one line of JSON, such as
  /// `{"reference":{"x":20,"y":700,"width":100,"height":44},"floating":{"width":200,"height":120},
  /// "boundary":{"x":0,"y":0,"width":390,"height":844},"placement":"bottom","rtl":false,
  /// "middleware":[{"name":"offset","mainAxis":8},{"name":"flip"}]}`.
  ///
  /// `reference`, `floating` and `boundary` are required; every other field is optional with Floating UI's
  /// default, and `null` counts as absent. Unknown keys, duplicate keys, numbers past
  /// ``PlaceNumberRange/limit`` and negative sizes are errors.
  ///
  /// - Throws: ``PlacementProblemError`` naming the JSON path of the first problem found.
  package init(line bytes: [UInt8]) throws(PlacementProblemError) {
    self.init()
    try read(line: bytes)
  }

  /// Replaces the problem with the one `bytes` holds, as ``init(line:)`` reads it, keeping the storage of the
  /// middleware stack: `place` reads each line of its input into one problem, so that a line allocates no
  /// middleware storage once an earlier line has needed as much.
  ///
  /// - Parameter bytes: One line of JSON, without its line break.
  /// - Throws: ``PlacementProblemError`` naming the JSON path of the first problem found. The problem is then
  ///   left partly read: read the next line into it, or drop it.
  package mutating func read(line bytes: [UInt8]) throws(PlacementProblemError) {
    stack.removeAll()
    // The storage of the line's values and matched keys is taken out of the problem while the line is read into it
    // (a value cannot be passed `inout` twice at once), and put back for the next line.
    var keys: [Int32] = []
    var entries: [JSONDocument.Entry] = []
    swap(&keys, &matchedKeys)
    swap(&entries, &entryStorage)
    defer {
      swap(&keys, &matchedKeys)
      swap(&entries, &entryStorage)
    }
    // Most lines are read in one pass, from values the reader lends without making a document; any other line is
    // read again, from a document of those values, by the checked reader below, which finds its first problem in a
    // fixed order.
    var unread: JSONDocument?
    do {
      try Self.lineReader.withContents(of: bytes, storage: &entries) { contents in
        if !PlaceLineOnePassReader.read(contents, into: &self, keys: &keys) { unread = JSONDocument(copying: contents) }
      }
    } catch {
      throw PlacementProblemError(error)
    }
    guard let document = unread else { return }
    stack.removeAll()
    try readChecked(document.root)
  }

  /// Reads one line of JSON into a document.
  ///
  /// - Parameter bytes: One line of JSON, without its line break.
  /// - Returns: The line's document.
  /// - Throws: ``PlacementProblemError`` for the first problem the JSON reader finds.
  package static func document(line bytes: [UInt8]) throws(PlacementProblemError) -> JSONDocument {
    do {
      return try lineReader.document(bytes)
    } catch {
      throw PlacementProblemError(error)
    }
  }

  /// Reads the problem from a line's document by the checked reader: each object's members matched against the
  /// keys it allows first, then each field in code order, so that the first problem found is the same whatever
  /// the order of the line's members.
  ///
  /// - Parameter root: The line's document's value.
  /// - Throws: ``PlacementProblemError`` naming the JSON path of the first problem found.
  package mutating func readChecked(_ root: JSONNode) throws(PlacementProblemError) {
    let object = try PlaceObject(root, path: "", keys: Self.keys)
    reference = try Self.rect(try object.required(.reference), path: "reference", origin: true)
    floating = try Self.rect(try object.required(.floating), path: "floating", origin: false).size
    boundary = try Self.rect(try object.required(.boundary), path: "boundary", origin: true)
    placement = .bottom
    if let value = object.value(.placement) {
      placement = try Self.placement(value, path: "placement")
    }
    layoutDirection = try object.bool(.rtl) == true ? .rightToLeft : .leftToRight
    if let middleware = object.value(.middleware) {
      guard let elements = middleware.elements else {
        throw PlaceObject.mismatch("middleware", expected: "an array", middleware)
      }
      // (Counted by hand: `enumerated()` on the elements is not specialized here, and calls through the protocol.)
      var index = 0
      for element in elements {
        try MiddlewareReader.append(element, path: MiddlewareReader.path(ofElement: index), to: &stack)
        index += 1
      }
    }
  }

  /// Reads a problem from one line of JSON text; see ``init(line:)``.
  package init(json: String) throws(PlacementProblemError) {
    try self.init(line: Array(json.utf8))
  }

  /// The keys of a rectangle and of a size.
  static let rectangleKeys = PlaceKeys([.x, .y, .width, .height])
  static let sizeKeys = PlaceKeys([.width, .height])

  /// A rectangle `{"x", "y", "width", "height"}`, or a size `{"width", "height"}` without `origin`.
  package static func rect(_ value: JSONNode, path: String, origin: Bool) throws(PlacementProblemError) -> Rect {
    let object = try PlaceObject(value, path: path, keys: origin ? rectangleKeys : sizeKeys)
    var rect = Rect.zero
    if origin {
      rect.origin.x = try object.requiredNumber(.x, .coordinate)
      rect.origin.y = try object.requiredNumber(.y, .coordinate)
    }
    rect.size.width = try object.requiredNumber(.width, .size)
    rect.size.height = try object.requiredNumber(.height, .size)
    return rect
  }

  /// The names of Floating UI's 12 placements, matched as bytes.
  static let placementNames = JSONKeyTable(Placement.allCases.map(\.name))

  /// One of Floating UI's 12 placements, such as `"bottom-start"`.
  package static func placement(
    _ value: JSONNode, path: @autoclosure () -> String
  ) throws(PlacementProblemError) -> Placement {
    if let index = placementNames.index(of: value) { return Placement.allCases[index] }
    guard let text = value.string else { throw PlaceObject.mismatch(path(), expected: "a string", value) }
    guard let placement = Placement(text) else {
      throw PlacementProblemError(
        path: path(),
        message: "unknown placement '\(JSONEcho.shortened(text))' (expected one of Floating UI's 12 placements, "
          + "such as 'bottom-start')")
    }
    return placement
  }
}
