import Foundation
import LodestarText
import LodestarViewModel
import Testing

@testable import LodestarTourFormat

/// A tour file's text-size range (`"options": {"textSizes": …}`): read, refused with its path and a "did you
/// mean", written back, and mapped onto the presenter's range.
@Suite("Tour documents: the text sizes a tour follows")
struct TourDocumentTextSizeTests {
  static func document(_ sizes: String) throws -> TourDocument {
    try TourDocument(
      jsonData: Data(
        #"{"version": 1, "id": "t", "options": {"textSizes": \#(sizes)}, "steps": [{"id": "a", "hint": "Hi"}]}"#.utf8)
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
    #expect(try Self.document(#"{"minimum": "large"}"#).options.textSizes == .large ... .accessibility5)
    #expect(try Self.document("{}").options.textSizes == .xSmall ... .accessibility5)
    #expect(try Self.document(#"{"minimum": "large", "maximum": "large"}"#).options.textSizes == .large ... .large)
  }

  @Test func aTourWithoutTheOptionFollowsEverySize() throws {
    let document = try TourDocument(
      jsonData: Data(#"{"version": 1, "id": "t", "steps": [{"id": "a", "hint": "Hi"}]}"#.utf8))
    #expect(document.options.textSizes == nil)
    #expect(document.presenterOptions().textSizeRange == .xSmall ... .accessibility5)
  }

  @Test func anUnknownNameIsRefusedWithADidYouMean() {
    let message = Self.message(#"{"maximum": "accesibility3"}"#)
    #expect(message.contains("options.textSizes.maximum"), "\(message)")
    #expect(message.contains("did you mean \"accessibility3\""), "\(message)")
    #expect(message.contains("line 1"), "\(message)")
    let key = Self.message(#"{"minimun": "large"}"#)
    #expect(key.contains("did you mean \"minimum\""), "\(key)")
    #expect(Self.message(#"{"minimum": 3}"#).contains("options.textSizes.minimum"))
    #expect(Self.message(#""large""#).contains("options.textSizes"))
  }

  @Test func aMinimumAboveTheMaximumIsRefused() {
    let message = Self.message(#"{"minimum": "accessibility2", "maximum": "large"}"#)
    #expect(message.contains("options.textSizes"), "\(message)")
    #expect(message.contains(#"the minimum "accessibility2" is above the maximum "large""#), "\(message)")
    #expect(Self.message(#"{"minimum": "xLarge", "maximum": "large"}"#).contains("is above the maximum"))
  }

  @Test func theRangeIsWrittenBackAndReadTheSame() throws {
    for range in [
      TextSizeCategory.medium ... .accessibility3, .xSmall ... .large, .large ... .accessibility5,
      .xSmall ... .accessibility5,
    ] {
      var document = TourDocument(id: "t", steps: [TourDocument.Step(id: "a", hint: "Hi")])
      document.options.textSizes = range
      let read = try TourDocument(jsonData: document.jsonData())
      #expect(read.options.textSizes == range)
    }
  }

  @Test func theRangeReachesThePresenter() throws {
    let options = try Self.document(#"{"minimum": "small", "maximum": "accessibility1"}"#).presenterOptions()
    #expect(options.textSizeRange == .small ... .accessibility1)
    var reader = options
    reader.textSize = .accessibility5
    #expect(reader.resolvedTextSize == .accessibility1)
  }
}
