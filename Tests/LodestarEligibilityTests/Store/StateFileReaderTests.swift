import Foundation
import LodestarEligibility
import Testing

/// The eligibility state file reads through the package's one JSON reader: a key given twice is refused with
/// where it was first defined, as in every other format.
@Suite struct StateFileReaderTests {
  @Test func aStateFileWithADuplicateKeyIsRefused() throws {
    let text = try #require(String(data: try EligibilityState().jsonData(), encoding: .utf8))
    #expect(text.hasPrefix("{"))
    // The same file with its first member given twice.
    let member = try #require(text.dropFirst().split(separator: ",").first)
    let doubled = "{" + member + "," + text.dropFirst()
    do {
      _ = try EligibilityState(jsonData: Data(doubled.utf8))
      Issue.record("a duplicate key was accepted: \(doubled)")
    } catch {
      #expect("\(error)".contains("duplicate key, first defined at line 1, column 2"), "\(error)")
    }
    // The file as written reads back.
    #expect(try EligibilityState(jsonData: Data(text.utf8)) == EligibilityState())
  }
}
