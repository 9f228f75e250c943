import Foundation
import LodestarEligibility
import Testing

/// Every number of the eligibility state file at its limits: the lowest and largest values, the next values
/// past them and an overflowing literal (infinity). NaN and the infinities cannot be written: a state built in
/// code that holds one fails to encode, naming the field.
@Suite struct StateFileNumberLimitTests {
  /// One number of the file: where it goes, its range and what a rejection says.
  struct Field: Sendable, CustomTestStringConvertible {
    var path: String
    var expectation: String
    var lowest: Double
    var largest: Double
    var json: @Sendable (String) -> String
    var testDescription: String { path }
  }

  static func text(_ value: Double) -> String {
    value == value.rounded() && value.magnitude < 1e15 ? String(Int64(value)) : "\(value)"
  }

  static let fields = [
    Field(
      path: "records.t.displayDuration", expectation: "a number between 0 and 1000000000000", lowest: 0,
      largest: 1e12,
      json: {
        #"{"schemaVersion":1,"parameters":{},"events":{},"records":{"t":{"displayCount":1,"displayDuration":\#($0)}}}"#
      }),
    Field(
      path: "records.t.lastDisplayDate",
      expectation:
        "a date in seconds since 2001-01-01, from -63114076800 (year 1) to 252423993599 (year 9999)",
      lowest: -63_114_076_800, largest: 252_423_993_599,
      json: {
        #"{"schemaVersion":1,"parameters":{},"events":{},"records":{"t":{"displayCount":1,"displayDuration":0,"#
          + #""lastDisplayDate":\#($0)}}}"#
      }),
    Field(
      path: "events.e[0].date",
      expectation:
        "a date in seconds since 2001-01-01, from -63114076800 (year 1) to 252423993599 (year 9999)",
      lowest: -63_114_076_800, largest: 252_423_993_599,
      json: { #"{"schemaVersion":1,"parameters":{},"events":{"e":[{"date":\#($0)}]},"records":{}}"# }),
    Field(
      path: "parameters.p.double", expectation: "a finite number", lowest: -.greatestFiniteMagnitude,
      largest: .greatestFiniteMagnitude,
      json: { #"{"schemaVersion":1,"parameters":{"p":{"double":\#($0)}},"events":{},"records":{}}"# }),
  ]

  @Test(arguments: fields)
  func theFileAcceptsTheRangeAndNamesTheFieldPastIt(field: Field) throws {
    for value in [field.lowest, 0, field.largest] where value >= field.lowest {
      let json = field.json(Self.text(value))
      #expect(throws: Never.self, "\(field.path) = \(value)") { try EligibilityState(jsonData: Data(json.utf8)) }
    }
    var rejected = ["1e400", "-1e400"]
    if field.largest < .greatestFiniteMagnitude {
      rejected += [Self.text(field.largest.nextUp), Self.text(field.lowest.nextDown)]
    }
    for text in rejected {
      do {
        _ = try EligibilityState(jsonData: Data(field.json(text).utf8))
        Issue.record("\(field.path) = \(text) was accepted")
      } catch {
        guard case .malformedData(let reason) = error else {
          Issue.record("\(field.path) = \(text): \(error)")
          continue
        }
        #expect(
          reason.hasPrefix("\(field.path): expected \(field.expectation), found \(text) (line 1, column "), "\(reason)")
      }
    }
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aDisplayDurationThatIsNotFiniteCannotBeWritten(value: Double) {
    var state = EligibilityState()
    var record = EligibilityRecord()
    record.displayDuration = value
    state.records["t"] = record
    #expect(
      throws: EligibilityStoreError.encodingFailed(
        reason: "records.t.displayDuration: expected a finite number: JSON cannot represent it")
    ) { try state.jsonData() }
  }

  /// A total display time stops at the file's limit, so a state near it can still be written after one more
  /// display (it used to grow to infinity, which no file can hold).
  @Test func theTotalDisplayTimeStopsAtTheFilesLimit() throws {
    let json =
      #"{"schemaVersion":1,"parameters":{},"events":{},"records":{"t":{"displayCount":1,"displayDuration":1e12}}}"#
    var state = try EligibilityState(jsonData: Data(json.utf8))
    let date = Date(timeIntervalSinceReferenceDate: 0)
    state.addDisplayDuration(1.7e308, to: "t", at: date, options: EligibilityOptions())
    state.addDisplayDuration(1.7e308, to: "t", at: date, options: EligibilityOptions())
    #expect(state.record(of: "t").displayDuration == 1e12)
    #expect(try EligibilityState(jsonData: state.jsonData()).record(of: "t").displayDuration == 1e12)
  }
}
