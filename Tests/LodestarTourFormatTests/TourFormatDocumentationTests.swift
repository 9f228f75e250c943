import Foundation
import LodestarHostTree
import LodestarLayout
import LodestarTesting
import LodestarTourFormat
import Testing

@Suite("Tour documents: the schema and the format documentation")
struct TourFormatDocumentationTests {
  static let repository = TourExamples.folder.deletingLastPathComponent().deletingLastPathComponent()

  static func schema() throws -> [String: Any] {
    let data = try TourExamples.data("tour.schema.json")
    return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
  }

  static func definition(_ name: String) throws -> [String: Any] {
    (try schema()["$defs"] as? [String: Any])?[name] as? [String: Any] ?? [:]
  }

  static func propertyNames(_ object: [String: Any]) -> Set<String> {
    Set((object["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
  }

  @Test func theSchemaIsDraft2020AndListsTheDocumentKeys() throws {
    let schema = try Self.schema()
    #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    #expect(Self.propertyNames(schema) == ["$schema", "version", "id", "options", "steps"])
    #expect(schema["required"] as? [String] == ["version", "id", "steps"])
  }

  @Test func theSchemaListsTheStepAndOptionKeys() throws {
    #expect(
      Self.propertyNames(try Self.definition("step")) == [
        "id", "targets", "primaryTarget", "title", "hint", "nextText", "placement", "focusStyle", "interaction",
        "completers", "onMissingTarget", "targetWaitTimeout", "host", "presentation", "attachments", "audioCue",
        "reveal", "when",
      ])
    #expect(
      Self.propertyNames(try Self.definition("options")) == [
        "overlayColor", "blurStyle", "skipLabel", "overlayTaps", "keyboardNavigation", "escapeCloses",
        "previousFromFirst", "transitionPolicy", "reducedMotion", "reveal", "textSizes",
      ])
    #expect(
      Self.propertyNames(try Self.definition("interaction")) == [
        "overlayTapAdvances", "dismissesOnOutsideTap", "allowsInteractionInsideCutout", "forwardsAllTouches",
        "forwardingRegion", "passesScrollGestures",
      ])
  }

  @Test func theSchemaListsFloatingUIsTwelvePlacements() throws {
    #expect(try Self.definition("floatingPlacement")["enum"] as? [String] == Placement.allCases.map(\.name))
  }

  @Test func theDocumentationsExampleDecodes() throws {
    let url = Self.repository.appendingPathComponent(
      "Modules/LodestarTourFormat/LodestarTourFormat.docc/TOUR-FORMAT.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let start = try #require(text.range(of: "```json\n"))
    let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
    let document = try TourDocument(jsonString: String(text[start.upperBound..<end.lowerBound]))
    #expect(document.steps.map(\.id) == ["avatar", "stats", "edit"])
    #expect(document.validate(against: SceneGraph.sampleProfileScreen()) == [])
  }
}
