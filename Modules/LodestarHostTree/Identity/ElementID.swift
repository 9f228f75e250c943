/// The identifier of an element of the app's user interface (a view, a control), as the app names it in
/// its host tree and in tour documents.
public struct ElementID: TextualIdentifier {
  /// The identifier's text.
  public var rawValue: String

  /// Creates an identifier from its text.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }
}
