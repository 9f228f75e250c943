import LodestarTourFormat
import Testing

@Suite("Tour documents: lenient decoding")
struct LenientTourDecodingTests {
  static let withUnknownKeys = """
    {
      "version": 1,
      "id": "t",
      "generator": "editor 2.0",
      "options": {"skipLabel": "Skip", "theme": "dark"},
      "steps": [
        {
          "id": "a",
          "hint": "Hello",
          "titel": "Typo",
          "focusStyle": {"type": "circle", "radius": 20, "glow": true},
          "interaction": {"overlayTapAdvance": false},
          "completers": [{"type": "tapOnTarget", "delay": 2}]
        }
      ]
    }
    """

  static let expected = TourDocument(
    id: "t", options: TourDocument.Options(skipLabel: "Skip"),
    steps: [
      TourDocument.Step(
        id: "a", hint: "Hello",
        appearance: TourDocument.Step.Appearance(focusStyle: .circle(.init(radius: .fixed(20)))),
        completers: [.init(.tapOnTarget)])
    ])

  @Test func strictModeRejectsTheFirstUnknownKey() {
    #expect(
      throws: TourDocumentError(
        path: "generator",
        message: "unknown key; expected one of \"$schema\", \"version\", \"id\", \"options\" or \"steps\"",
        location: .init(line: 4, column: 3))
    ) {
      try TourDocumentDecoder().decode(from: Self.withUnknownKeys)
    }
  }

  @Test func lenientModeSkipsUnknownKeysAndReportsEachAsAWarning() throws {
    let output = try TourDocumentDecoder(isLenient: true).decodeWithWarnings(from: Self.withUnknownKeys)
    #expect(output.document == Self.expected)
    #expect(
      output.warnings.map(\.description) == [
        #"generator: unknown key; expected one of "$schema", "version", "id", "options" or "steps" (line 4, column 3)"#,
        #"options.theme: unknown key; expected one of "overlayColor", "blurStyle", "skipLabel", "overlayTaps", "keyboardNavigation", "escapeCloses", "previousFromFirst", "transitionPolicy", "reducedMotion", "reveal" or "textSizes" (line 5, column 36)"#,
        #"steps[0].titel: unknown key; did you mean "title"? (line 10, column 7)"#,
        #"steps[0].focusStyle.glow: unknown key; expected one of "type", "radius" or "centerOffset" (line 11, column 54)"#,
        #"steps[0].interaction.overlayTapAdvance: unknown key; did you mean "overlayTapAdvances"? (line 12, column 23)"#,
        #"steps[0].completers[0].delay: unknown key; expected one of "type" or "action" (line 13, column 46)"#,
      ])
  }

  @Test func lenientModeStillRejectsWrongValues() {
    let json = #"{"version": 1, "id": "t", "extra": 1, "steps": [{"id": "a", "hint": "h", "placement": "middle"}]}"#
    #expect(throws: TourDocumentError.self) {
      try TourDocumentDecoder(isLenient: true).decode(from: json)
    }
  }

  @Test func lenientModeStillRejectsDuplicateKeys() {
    let json = #"{"version": 1, "id": "t", "id": "u", "steps": [{"id": "a", "hint": "h"}]}"#
    #expect(
      throws: TourDocumentError(
        path: "id", message: "duplicate key, first defined at line 1, column 16", location: .init(line: 1, column: 27))
    ) {
      try TourDocumentDecoder(isLenient: true).decode(from: json)
    }
  }

  @Test func aCleanDocumentHasNoWarnings() throws {
    let json = #"{"version": 1, "id": "t", "steps": [{"id": "a", "hint": "h"}]}"#
    #expect(try TourDocumentDecoder(isLenient: true).decodeWithWarnings(from: json).warnings == [])
  }
}
