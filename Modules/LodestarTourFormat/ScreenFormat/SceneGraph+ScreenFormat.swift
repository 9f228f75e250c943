import Foundation
import LodestarHostTree
import LodestarJSON

extension SceneGraph {
  /// The version of the JSON screen format this build reads and writes.
  public static let screenFormatVersion = 1

  /// The deepest nesting of JSON arrays and objects a screen description may have: 256, so elements may
  /// nest about 126 levels deep (each level is an element object and its `children` array).
  public static let screenNestingLimit = 256

  /// The largest magnitude of a coordinate, size, offset or corner radius in a screen description, in
  /// points: 1,000,000. Sizes and corner radii are also at least 0.
  public static let screenCoordinateLimit = 1_000_000.0

  /// Reads a JSON screen description (see <doc:SCREEN-FORMAT>).
  ///
  /// The JSON is read strictly (RFC 8259, duplicate keys are errors, at most ``screenNestingLimit`` levels
  /// of nesting); unknown keys, a duplicate element id, an unsupported format, a value of the wrong type and
  /// a number past ``screenCoordinateLimit`` are errors.
  ///
  /// - Throws: ``ScreenFormatError`` naming the JSON path, the line and the column of the first problem.
  public init(jsonData: Data) throws(ScreenFormatError) {
    let bytes = [UInt8](jsonData)
    let root: JSONValue
    do {
      root = try JSONReader(maximumDepth: Self.screenNestingLimit).read(bytes)
    } catch {
      throw ScreenFormatError(TourDocumentError(error))
    }
    let session = TourDecodingSession(bytes: bytes, isLenient: false)
    do {
      self = try Self.decodeScreen(root, session: session)
    } catch {
      throw ScreenFormatError(error)
    }
  }

  /// The graph as a JSON screen description: two-space indentation, members in the format's order, attributes at their
  /// default values left out, frames and points on one line, aliases sorted by name, so equal graphs give equal bytes.
  /// The alias table and a non-zero ``/LodestarHostTree/SceneGraph/version`` are written too, so a graph survives a
  /// round trip unchanged.
  ///
  /// - Throws: ``ScreenFormatError`` naming the path of a number that is not finite (JSON cannot represent
  ///   it), or a ``/LodestarHostTree/SceneGraph/version`` past 2^53 - 1 (a JSON reader may not keep it exactly).
  public func jsonData() throws(ScreenFormatError) -> Data {
    if version > UInt64(Self.largestChangeVersion) {
      throw ScreenFormatError(
        path: "changeVersion",
        message: "expected an integer between 0 and \(Self.largestChangeVersion), found \(version)")
    }
    let output = screenOutput
    if let path = output.pathOfNonFiniteNumber() {
      throw ScreenFormatError(path: path, message: "expected a finite number: JSON cannot represent it")
    }
    return Data((JSONWriter(layout: .indented, scalarArraysOnOneLine: true).text(of: output) + "\n").utf8)
  }
}
