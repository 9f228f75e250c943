import LodestarJSON
import Testing

@testable import LodestarTourFormat

/// The keys read straight from a JSON document (``TourNodeKey``) are compared with their literals as bytes: each
/// literal must be its case's raw value, in the order of the cases, or a key would be taken for another.
@Suite("Tour documents: keys read as bytes")
struct TourNodeKeyTests {
  static func literalsMatchNames<Key: TourNodeKey>(_: Key.Type) -> Bool {
    Key.literals.map(\.description) == Key.names && Key.names == Key.allCases.map(\.rawValue)
  }

  @Test func everyLiteralIsItsCasesRawValue() {
    #expect(Self.literalsMatchNames(TourDocument.Key.self))
    #expect(Self.literalsMatchNames(TourDocument.Step.Key.self))
  }

  @Test func aLayoutMatchesOnlyTheKeysItWasMadeOf() throws {
    // Steps whose keys repeat in another order, with one missing or one more, each read as a step alone reads.
    let steps = [
      #"{"id": "a", "hint": "h", "title": "t"}"#, #"{"id": "b", "hint": "h", "title": "u"}"#,
      #"{"hint": "h", "id": "c", "title": "v"}"#, #"{"id": "d", "hint": "h"}"#,
      #"{"id": "e", "hint": "h", "nextText": "n"}"#, #"{"\u0069d": "f", "hint": "h", "nextText": "m"}"#,
    ]
    let text = #"{"version": 1, "id": "t", "steps": ["# + steps.joined(separator: ", ") + "]}"
    let document = try TourDocumentDecoder().decode(from: text)
    #expect(document.steps.map(\.id) == ["a", "b", "c", "d", "e", "f"])
    #expect(document.steps.map(\.title) == ["t", "u", "v", nil, nil, nil])
    #expect(document.steps.map(\.nextText) == [nil, nil, nil, nil, "n", "m"])
  }
}
