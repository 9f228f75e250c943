import Foundation
import LodestarJSON

/// Reads walkthrough documents (see WALKTHROUGH-FORMAT.md) from JSON, with the tour format's errors: the JSON
/// path, the line and the column of the offending value, and what was expected.
///
/// ```swift
/// let document = try WalkthroughDocumentDecoder().decode(from: data)
/// ```
///
/// The decoder parses the JSON strictly (RFC 8259, duplicate keys are errors), rejects unknown keys (with a
/// "did you mean" hint) unless ``isLenient`` is set, checks every value's type and range, and rejects
/// duplicate page and element ids. It throws the first problem in document order; nothing in the input can
/// make it crash. An unknown animation type and a tag list with spaces, which crash BWWalkthrough, are
/// errors here.
public struct WalkthroughDocumentDecoder: Sendable {
  /// A decoded document and the warnings collected while reading it.
  public struct Output: Sendable, Hashable {
    /// The document.
    public var document: WalkthroughDocument
    /// The unknown keys a lenient decoder skipped, in document order; empty in strict mode.
    public var warnings: [TourDocumentError]
  }

  /// Whether unknown keys are skipped and reported as ``Output/warnings`` instead of being errors.
  public var isLenient: Bool
  /// The deepest nesting of arrays and objects accepted (default 64), between 1 and
  /// ``TourDocumentDecoder/nestingDepthLimit``.
  public var maximumNestingDepth: Int

  /// Creates a decoder.
  public init(isLenient: Bool = false, maximumNestingDepth: Int = 64) {
    self.isLenient = isLenient
    self.maximumNestingDepth = maximumNestingDepth
  }

  /// Decodes a document from UTF-8 JSON, dropping any warnings.
  /// - Throws: ``TourDocumentError`` naming the first problem.
  public func decode(from data: Data) throws(TourDocumentError) -> WalkthroughDocument {
    try decodeWithWarnings(from: [UInt8](data)).document
  }

  /// Decodes a document from JSON text, dropping any warnings.
  /// - Throws: ``TourDocumentError`` naming the first problem.
  public func decode(from text: String) throws(TourDocumentError) -> WalkthroughDocument {
    try decodeWithWarnings(from: Array(text.utf8)).document
  }

  /// Decodes a document from UTF-8 JSON and returns the warnings with it.
  /// - Throws: ``TourDocumentError`` naming the first problem.
  public func decodeWithWarnings(from data: Data) throws(TourDocumentError) -> Output {
    try decodeWithWarnings(from: [UInt8](data))
  }

  private func decodeWithWarnings(from bytes: [UInt8]) throws(TourDocumentError) -> Output {
    let reader = JSONReader(maximumDepth: min(max(1, maximumNestingDepth), TourDocumentDecoder.nestingDepthLimit))
    let root: JSONValue
    do {
      root = try reader.read(bytes)
    } catch {
      throw TourDocumentError(error)
    }
    let session = TourDecodingSession(bytes: bytes, isLenient: isLenient)
    var document = try WalkthroughDocument.decode(root, session: session)
    document.sourceMap = session.sourceMap
    return Output(document: document, warnings: session.warnings)
  }
}

extension WalkthroughDocument {
  /// Decodes a document from UTF-8 JSON with a strict ``WalkthroughDocumentDecoder``.
  /// - Throws: ``TourDocumentError`` naming the first problem.
  public init(jsonData: Data) throws(TourDocumentError) {
    self = try WalkthroughDocumentDecoder().decode(from: jsonData)
  }

  /// Decodes a document from JSON text with a strict ``WalkthroughDocumentDecoder``.
  /// - Throws: ``TourDocumentError`` naming the first problem.
  public init(jsonString: String) throws(TourDocumentError) {
    self = try WalkthroughDocumentDecoder().decode(from: jsonString)
  }
}
