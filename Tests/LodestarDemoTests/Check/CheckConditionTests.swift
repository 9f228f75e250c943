import Foundation
import Testing

/// `lodestar-demo check` and a step's `"when"`: with `--parameters` and `--events`, a condition that names
/// another parameter or event is refused (65) with its path, line, column and the closest known name; a
/// malformed condition is refused as any malformed tour; without the options the steps are all played.
@Suite struct CheckConditionTests {
  static let tour = """
    {
      "version": 1,
      "id": "conditions",
      "steps": [
        {"id": "a", "targets": "profile.avatar", "hint": "Your photo."},
        {"id": "b", "targets": "nav.edit", "hint": "Pro only.", "when": {"all": [
          {"parameter": "isPor", "equals": true},
          {"event": "opened", "within": {"days": 7}, "atLeast": 3}
        ]}}
      ]
    }

    """

  static func write(_ text: String, _ name: String) throws -> URL {
    let url = CheckCommandTests.temporaryPath(name)
    try Data(text.utf8).write(to: url)
    return url
  }

  @Test func anUnknownParameterIsRefusedWithItsPathLocationAndADidYouMean() throws {
    let tour = try Self.write(Self.tour, "conditions.json")
    defer { try? FileManager.default.removeItem(at: tour) }
    let run = try DemoProcess.run(["check", tour.path, "--parameters", "isPro,plan", "--events", "opened"])
    #expect(run.exitStatus == 65, "\(run.standardError)")
    #expect(
      run.standardError
        == "lodestar-demo check: \(tour.path): steps[1].when.all[0].parameter: unknown parameter \"isPor\"; "
        + "did you mean \"isPro\"? (line 7, column 21)\n")
    let known = try DemoProcess.run(
      ["check", tour.path, "--parameters", "isPor", "--events", "opened", "--sizes", "390x844"])
    #expect(known.exitStatus == 0, "\(known.text)\(known.standardError)")
  }

  @Test func withoutTheNamesEveryStepIsPlayed() throws {
    let tour = try Self.write(Self.tour, "conditions-plain.json")
    defer { try? FileManager.default.removeItem(at: tour) }
    let run = try DemoProcess.run(["check", tour.path, "--sizes", "390x844", "--direction", "ltr"])
    #expect(run.exitStatus == 0, "\(run.text)\(run.standardError)")
    #expect(run.standardError.contains("(2 steps"), "\(run.standardError)")
  }

  @Test func aMalformedConditionIsRefusedWithItsLocation() throws {
    let bad = Self.tour.replacingOccurrences(of: "\"atLeast\": 3", with: "\"atleast\": 3")
    let tour = try Self.write(bad, "conditions-bad.json")
    defer { try? FileManager.default.removeItem(at: tour) }
    let run = try DemoProcess.run(["check", tour.path])
    #expect(run.exitStatus == 65, "\(run.standardError)")
    #expect(
      run.standardError.hasPrefix(
        "lodestar-demo check: \(tour.path): steps[1].when.all[1].atleast: unknown key; did you mean \"atLeast\"?"),
      "\(run.standardError)")
    #expect(run.standardError.contains("(line 8, column 50)"), "\(run.standardError)")
  }
}
