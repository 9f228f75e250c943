import Lodestar
import LodestarJSON
import LodestarTesting

/// What `check` prints: one line per finding, or JSON.
enum CheckOutput {
  /// `step N (id) WxH ltr: <what, where>` for every finding, in order.
  static func lines(_ outcome: TourCheck.Outcome) -> [String] {
    outcome.framesWithFindings.flatMap { frame in
      let place =
        "\(frame.unit) \(frame.step + 1) (\(printable(frame.id))) \(frame.screen.name) \(direction(frame.direction))"
        + (frame.textSize.map { " \($0.rawValue)" } ?? "")
        + (frame.pseudoLanguage.map { " pseudo-\($0.rawValue)" } ?? "")
      return (frame.problem.map { [$0] } ?? []).map { "\(place): \(printable($0))" }
        + frame.findings.map { "\(place): \(printable($0.description))" }
    }
  }

  /// The findings as a JSON document: what was checked, then every finding with its step, id, size,
  /// direction, kind, elements, frames and description, in that order.
  static func json(_ outcome: TourCheck.Outcome) -> String {
    // Numbers rounded to thousandths, as in the scene JSON.
    func number(_ value: Double) -> JSONOutput {
      let rounded = (value * 1000).rounded() / 1000
      return .number(rounded == 0 ? 0 : rounded)
    }
    func rect(_ rect: Rect) -> JSONOutput {
      guard !rect.isNull, rect.isFinite else { return .null }
      return .object(
        [
          ("x", number(rect.minX)), ("y", number(rect.minY)), ("width", number(rect.width)),
          ("height", number(rect.height)),
        ],
        inline: true)
    }
    func finding(
      _ frame: TourCheck.Frame, kind: String, elements: [String], frames: [Rect], description: String
    ) -> JSONOutput {
      var members: [(key: String, value: JSONOutput)] = [
        (frame.unit, .integer(frame.step + 1)), ("id", .string(frame.id)),
        (
          "size",
          .object(
            [("width", .number(frame.screen.size.width)), ("height", .number(frame.screen.size.height))],
            inline: true)
        ),
        ("direction", .string(direction(frame.direction))),
      ]
      if let textSize = frame.textSize { members.append(("textSize", .string(textSize.rawValue))) }
      if let language = frame.pseudoLanguage { members.append(("pseudoLanguage", .string(language.rawValue))) }
      members += [
        ("kind", .string(kind)), ("elements", .array(elements.map { .string($0) })),
        ("frames", .array(frames.map(rect))), ("description", .string(description)),
      ]
      return .object(members)
    }
    var findings: [JSONOutput] = []
    for frame in outcome.framesWithFindings {
      if let problem = frame.problem {
        findings.append(finding(frame, kind: "stepDoesNotShow", elements: [], frames: [], description: problem))
      }
      for found in frame.findings {
        findings.append(
          finding(
            frame, kind: found.kind.rawValue, elements: found.elements.map(\.description), frames: found.frames,
            description: found.description))
      }
    }
    var checked: [(key: String, value: JSONOutput)] = [
      (outcome.unit + "s", .integer(outcome.stepCount)), ("sizes", .integer(outcome.sizeCount)),
      ("directions", .integer(outcome.directionCount)),
    ]
    if let count = outcome.textSizeCount { checked.append(("textSizes", .integer(count))) }
    if let count = outcome.pseudoLanguageCount { checked.append(("pseudoLanguages", .integer(count))) }
    checked.append(("scenes", .integer(outcome.sceneCount)))
    let document: JSONOutput = [
      "checked": .object(checked, inline: true),
      "skippedSizes": .array(outcome.skippedSizes.map { .string($0) }),
      "findings": .array(findings),
    ]
    return JSONWriter(layout: .indented, scalarArraysOnOneLine: true).text(of: document) + "\n"
  }

  /// A one-line summary for standard error: what was checked, then what was found.
  static func summary(_ outcome: TourCheck.Outcome) -> String {
    let count = outcome.findingCount
    return skippedNote(outcome) + "check: \(checked(outcome)): "
      + (count == 0 ? "no findings" : "\(count) finding\(count == 1 ? "" : "s")")
  }

  /// The line that says which sizes were skipped and why, with its line feed, or "".
  static func skippedNote(_ outcome: TourCheck.Outcome) -> String {
    guard !outcome.skippedSizes.isEmpty, let fixed = outcome.fixedScreenSize else { return "" }
    let size = CheckScreen(size: fixed, safeAreaInsets: .zero).name
    return "check: the screen file's frames are fixed, laid out for \(size), and not laid out again for another "
      + "size: skipped \(outcome.skippedSizes.count) size\(outcome.skippedSizes.count == 1 ? "" : "s") narrower or "
      + "shorter than that (\(outcome.skippedSizes.joined(separator: ", ")))\n"
  }

  /// What was checked: `260 scenes (5 steps, 26 sizes, 2 directions)`.
  static func checked(_ outcome: TourCheck.Outcome) -> String {
    let directions = outcome.directionCount
    let textSizes =
      (outcome.textSizeCount.map { ", \($0) text size\($0 == 1 ? "" : "s")" } ?? "")
      + (outcome.pseudoLanguageCount.map { ", \($0) pseudo-language\($0 == 1 ? "" : "s")" } ?? "")
    return
      "\(outcome.sceneCount) scenes (\(outcome.stepCount) \(outcome.unit)s, \(outcome.sizeCount) sizes, \(directions) "
      + "direction\(directions == 1 ? "" : "s")\(textSizes))"
  }

  static func direction(_ direction: ReadingDirection) -> String {
    direction == .rightToLeft ? "rtl" : "ltr"
  }

  /// `text` with the control characters a terminal would act on (C0 but tab and line feed, DEL, C1)
  /// replaced by U+FFFD, so text from a file cannot send escape sequences.
  static func printable(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      let value = scalar.value
      let isControl = (value < 0x20 && value != 0x09 && value != 0x0A) || (0x7F...0x9F).contains(value)
      result.unicodeScalars.append(isControl ? "\u{FFFD}" : scalar)
    }
    return result
  }
}
