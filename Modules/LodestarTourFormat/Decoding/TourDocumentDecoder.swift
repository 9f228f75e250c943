import Foundation
import LodestarJSON

/// Reads tour documents (see <doc:TOUR-FORMAT>) from JSON, with errors that name the JSON path, the line and
/// the column of the offending value and say what was expected.
///
/// ```swift
/// let document = try TourDocumentDecoder().decode(from: data)
/// ```
///
/// The decoder parses the JSON itself (strictly, per RFC 8259: duplicate keys are errors), rejects unknown
/// keys (with a "did you mean" hint when a known key is close) unless ``isLenient`` is set, checks every
/// value's type and range, and finally checks the document as a whole (``TourDocument/validate()``). It
/// throws the first problem in document order; nothing in the input can make it crash.
public struct TourDocumentDecoder: Sendable {
  /// A decoded document and the warnings collected while reading it.
  public struct Output: Sendable, Hashable {
    /// The document.
    public var document: TourDocument
    /// The unknown keys a lenient decoder skipped, in document order; empty in strict mode.
    public var warnings: [TourDocumentError]
  }

  /// Whether unknown keys are skipped and reported as ``Output/warnings`` instead of being errors
  /// (default `false`).
  public var isLenient: Bool
  /// The deepest nesting of arrays and objects accepted (default 64). Values below 1 count as 1 and values
  /// above ``nestingDepthLimit`` as that limit, so no input can exhaust the stack.
  public var maximumNestingDepth: Int

  /// The largest ``maximumNestingDepth`` honoured: 256.
  public static let nestingDepthLimit = 256

  /// Creates a decoder.
  public init(isLenient: Bool = false, maximumNestingDepth: Int = 64) {
    self.isLenient = isLenient
    self.maximumNestingDepth = maximumNestingDepth
  }

  /// Decodes a document from UTF-8 JSON, dropping any warnings.
  ///
  /// - Parameter data: The document's UTF-8 JSON.
  /// - Returns: The decoded, validated document.
  /// - Throws: A ``TourDocumentError`` with the path, line and column of the first problem.
  public func decode(from data: Data) throws(TourDocumentError) -> TourDocument {
    try decodeWithWarnings(from: data).document
  }

  /// Decodes a document from JSON text, dropping any warnings.
  ///
  /// - Parameter text: The document's JSON text.
  /// - Returns: The decoded, validated document.
  /// - Throws: A ``TourDocumentError`` with the path, line and column of the first problem.
  public func decode(from text: String) throws(TourDocumentError) -> TourDocument {
    try decodeWithWarnings(from: Array(text.utf8)).document
  }

  /// Decodes a document from UTF-8 JSON and returns the warnings with it.
  ///
  /// - Parameter data: The document's UTF-8 JSON.
  /// - Returns: The decoded, validated document and its warnings.
  /// - Throws: A ``TourDocumentError`` with the path, line and column of the first problem.
  public func decodeWithWarnings(from data: Data) throws(TourDocumentError) -> Output {
    try decodeWithWarnings(from: [UInt8](data))
  }

  /// Decodes a document from JSON text and returns the warnings with it.
  ///
  /// - Parameter text: The document's JSON text.
  /// - Returns: The decoded, validated document and its warnings.
  /// - Throws: A ``TourDocumentError`` with the path, line and column of the first problem.
  public func decodeWithWarnings(from text: String) throws(TourDocumentError) -> Output {
    try decodeWithWarnings(from: Array(text.utf8))
  }

  private func decodeWithWarnings(from bytes: [UInt8]) throws(TourDocumentError) -> Output {
    let reader = JSONReader(maximumDepth: min(max(1, maximumNestingDepth), Self.nestingDepthLimit))
    let source: JSONDocument
    do {
      source = try reader.document(bytes)
    } catch {
      throw TourDocumentError(error)
    }
    let session = TourDecodingSession(bytes: bytes, isLenient: isLenient)
    var document = try TourDocument.decode(source.root, session: session)
    document.sourceMap = session.sourceMap
    if let problem = document.validate().first { throw problem }
    // Every step id is different: a controller of the steps need not check them again.
    document.validatedStepIDs = TourDocument.StepIDs(areUnique: true)
    return Output(document: document, warnings: session.warnings)
  }
}

extension TourDocument {
  /// Decodes a document from UTF-8 JSON with a strict ``TourDocumentDecoder``.
  ///
  /// - Parameter jsonData: The document's UTF-8 JSON.
  /// - Throws: A ``TourDocumentError`` with the path, line and column of the first problem.
  public init(jsonData: Data) throws(TourDocumentError) {
    self = try TourDocumentDecoder().decode(from: jsonData)
  }

  /// Decodes a document from JSON text with a strict ``TourDocumentDecoder``.
  ///
  /// - Parameter jsonString: The document's JSON text.
  /// - Throws: A ``TourDocumentError`` with the path, line and column of the first problem.
  public init(jsonString: String) throws(TourDocumentError) {
    self = try TourDocumentDecoder().decode(from: jsonString)
  }
}
