import Foundation
import LodestarText
import LodestarTourFormat
import Testing

/// A walkthrough file's text-size range (`"options": {"textSizes": …}`): read, refused with its path, line,
/// column and a "did you mean", and applied to the reader's text size.
@Suite("Walkthrough documents: the text sizes a walkthrough follows")
struct WalkthroughDocumentTextSizeTests {
  static func document(_ sizes: String) throws -> WalkthroughDocument {
    try WalkthroughDocument(
      jsonString:
        #"{"version": 1, "id": "w", "options": {"textSizes": \#(sizes)}, "pages": [{"id": "p", "title": "P"}]}"#
    )
  }

  static func message(_ sizes: String) -> String {
    do {
      _ = try document(sizes)
      return ""
    } catch { return "\(error)" }
  }

  @Test func eitherEndMayBeLeftOut() throws {
    #expect(
      try Self.document(#"{"minimum": "medium", "maximum": "accessibility3"}"#).options.textSizes == .medium
        ... .accessibility3)
    #expect(try Self.document(#"{"maximum": "xxxLarge"}"#).options.textSizes == .xSmall ... .xxxLarge)
    #expect(try Self.document("{}").options.textSizes == .xSmall ... .accessibility5)
  }

  @Test func theExampleFollowsEverySize() throws {
    let document = try WalkthroughDocument(jsonData: try TourExamples.data("walkthrough.json"))
    #expect(document.options.textSizes == nil)
    #expect(document.textSize(for: .accessibility5) == .accessibility5)
    #expect(document.textSize(for: .xSmall) == .xSmall)
  }

  @Test func theReadersSizeIsHeldToTheRange() throws {
    let document = try Self.document(#"{"minimum": "small", "maximum": "accessibility1"}"#)
    #expect(document.textSize(for: .accessibility5) == .accessibility1)
    #expect(document.textSize(for: .xSmall) == .small)
    #expect(document.textSize(for: .large) == .large)
  }

  @Test func anUnknownNameIsRefusedWithItsPlaceAndADidYouMean() {
    let message = Self.message(#"{"maximum": "accesibility3"}"#)
    #expect(message.contains("options.textSizes.maximum"), "\(message)")
    #expect(message.contains("did you mean \"accessibility3\""), "\(message)")
    #expect(message.contains("line 1, column"), "\(message)")
    let key = Self.message(#"{"minimun": "large"}"#)
    #expect(key.contains("did you mean \"minimum\""), "\(key)")
    #expect(Self.message(#"{"minimum": 3}"#).contains("options.textSizes.minimum"))
    #expect(Self.message(#""large""#).contains("options.textSizes"))
  }

  @Test func aMinimumAboveTheMaximumIsRefused() {
    let message = Self.message(#"{"minimum": "accessibility2", "maximum": "large"}"#)
    #expect(message.contains("options.textSizes"), "\(message)")
    #expect(message.contains(#"the minimum "accessibility2" is above the maximum "large""#), "\(message)")
  }
}
