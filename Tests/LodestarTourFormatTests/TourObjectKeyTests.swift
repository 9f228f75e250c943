import Foundation
import LodestarJSON
import Testing

@testable import LodestarTourFormat

/// The decoder's key enumerations are its lists of allowed keys: each must list exactly the schema's properties of
/// its object, in the schema's order (the order of "expected one of" messages and of "did you mean" ties).
@Suite("Tour documents: the decoder's key enumerations")
struct TourObjectKeyTests {
  /// The property names of `definition` in `tour.schema.json` (the root when `nil`), in source order: read with
  /// `JSONReader`, which keeps the members' order.
  static func schemaKeys(_ definition: String? = nil) throws -> [String] {
    let root = try JSONReader(maximumDepth: 64).read([UInt8](try TourExamples.data("tour.schema.json")))
    var object = root
    if let definition {
      let definitions = try #require(root.members?.first { $0.key == "$defs" }?.value)
      object = try #require(definitions.members?.first { $0.key == definition }?.value, "no $defs.\(definition)")
    }
    let properties = try #require(object.members?.first { $0.key == "properties" }?.value.members)
    return properties.map(\.key)
  }

  @Test func theDocumentKeysAreTheSchemasProperties() throws {
    #expect(TourDocument.Key.allCases.map(\.rawValue) == (try Self.schemaKeys()))
  }

  @Test func theStepKeysAreTheSchemasProperties() throws {
    #expect(TourDocument.Step.Key.allCases.map(\.rawValue) == (try Self.schemaKeys("step")))
  }

  @Test func theOptionKeysAreTheSchemasProperties() throws {
    #expect(TourDocument.Options.Key.allCases.map(\.rawValue) == (try Self.schemaKeys("options")))
  }

  @Test func theInteractionKeysAreTheSchemasProperties() throws {
    #expect(TourDocument.Interaction.Key.allCases.map(\.rawValue) == (try Self.schemaKeys("interaction")))
  }

  @Test func eachEnumerationsNamesAreItsRawValues() {
    #expect(TourDocument.Key.names == TourDocument.Key.allCases.map(\.rawValue))
    #expect(TourDocument.Step.Key.names == TourDocument.Step.Key.allCases.map(\.rawValue))
    #expect(TourDocument.Options.Key.names == TourDocument.Options.Key.allCases.map(\.rawValue))
    #expect(TourDocument.Interaction.Key.names == TourDocument.Interaction.Key.allCases.map(\.rawValue))
  }

  @Test func aKeyIsFoundByItsRawValueOnly() {
    #expect(TourDocument.Key(key: "$schema") == .schema)
    #expect(TourDocument.Key(key: "schema") == nil)
    #expect(TourDocument.Step.Key(key: "audioCue") == .audioCue)
    #expect(TourDocument.Step.Key(key: "audiocue") == nil)
    #expect(TourDocument.Step.Key(key: "") == nil)
    for key in TourDocument.Step.Key.allCases {
      #expect(TourDocument.Step.Key(key: key.rawValue) == key, "\(key)")
    }
  }
}
