import LodestarTourFormat
import Testing

@Suite("Tour documents: the app-extension-safe flavour")
struct ExtensionSafeTourDocumentTests {
  static let newWindowString = """
    {
      "version": 1,
      "id": "t",
      "steps": [
        {"id": "a", "hint": "h", "presentation": "newWindow"}
      ]
    }
    """

  static let newWindowObject = """
    {"version": 1, "id": "t", "steps": [{"id": "a", "hint": "h", "presentation": {"type": "newWindow", "level": 2}}]}
    """

  #if !LODESTAR_WINDOWING
    @Test func newWindowIsRejectedWithAClearMessage() {
      #expect(
        throws: TourDocumentError(
          path: "steps[0].presentation",
          message:
            #"expected "host": "newWindow" is not available in the app-extension-safe flavour (built without the Windowing trait)"#,
          location: .init(line: 5, column: 46))
      ) {
        try TourDocument(jsonString: Self.newWindowString)
      }
      #expect(
        throws: TourDocumentError(
          path: "steps[0].presentation",
          message:
            #"expected "host": "newWindow" is not available in the app-extension-safe flavour (built without the Windowing trait)"#,
          location: .init(line: 1, column: 78))
      ) {
        try TourDocumentDecoder(isLenient: true).decode(from: Self.newWindowObject)
      }
    }
  #else
    @Test func newWindowIsAvailableInTheFullFlavour() throws {
      #expect(try TourDocument(jsonString: Self.newWindowString).steps[0].presentation == .newWindow(level: 1))
      #expect(try TourDocument(jsonString: Self.newWindowObject).steps[0].presentation == .newWindow(level: 2))
    }
  #endif

  @Test func hostPresentationIsAvailableInEveryFlavour() throws {
    let json = #"{"version": 1, "id": "t", "steps": [{"id": "a", "hint": "h", "presentation": {"type": "host"}}]}"#
    #expect(try TourDocument(jsonString: json).steps[0].presentation == .host)
  }
}
