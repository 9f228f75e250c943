import Lodestar

/// What `check` prints: one line per finding, or JSON.
enum CheckOutput {
  /// `step N (id) WxH ltr: <what, where>` for every finding, in order.
  static func lines(_ frames: [TourCheck.Frame]) -> [String] {
    frames.flatMap { frame in
      let place = "step \(frame.step + 1) (\(printable(frame.id))) \(frame.screen.name) \(direction(frame.direction))"
      return (frame.problem.map { [$0] } ?? []).map { "\(place): \(printable($0))" }
        + frame.findings.map { "\(place): \(printable($0.description))" }
    }
  }

  /// The findings as a JSON document: what was checked and every finding with its step, screen, direction,
  /// kind, elements, frames and description.
  static func json(_ frames: [TourCheck.Frame]) -> String {
    func rect(_ rect: Rect) -> JSONValue {
      guard !rect.isNull, rect.isFinite else { return .null }
      return [
        "x": .number(rect.minX), "y": .number(rect.minY), "width": .number(rect.width), "height": .number(rect.height),
      ]
    }
    var findings: [JSONValue] = []
    for frame in frames {
      let base: [String: JSONValue] = [
        "step": .number(Double(frame.step + 1)), "id": .string(frame.id),
        "size": ["width": .number(frame.screen.size.width), "height": .number(frame.screen.size.height)],
        "direction": .string(direction(frame.direction)),
      ]
      if let problem = frame.problem {
        var entry = base
        entry["kind"] = .string("stepDoesNotShow")
        entry["elements"] = .array([])
        entry["frames"] = .array([])
        entry["description"] = .string(problem)
        findings.append(.object(entry))
      }
      for finding in frame.findings {
        var entry = base
        entry["kind"] = .string(finding.kind.rawValue)
        entry["elements"] = .array(finding.elements.map { .string($0.description) })
        entry["frames"] = .array(finding.frames.map(rect))
        entry["description"] = .string(finding.description)
        findings.append(.object(entry))
      }
    }
    let steps = Set(frames.map(\.step)).count
    let screens = Set(frames.map(\.screen)).count
    let directions = Set(frames.map(\.direction)).count
    let document: JSONValue = [
      "checked": [
        "steps": .number(Double(steps)), "sizes": .number(Double(screens)),
        "directions": .number(Double(directions)), "scenes": .number(Double(frames.count)),
      ],
      "findings": .array(findings),
    ]
    return JSONWriter(isPretty: true).string(for: document) + "\n"
  }

  /// A one-line summary for standard error.
  static func summary(_ frames: [TourCheck.Frame]) -> String {
    let count = frames.reduce(0) { $0 + $1.findings.count + ($1.problem == nil ? 0 : 1) }
    let steps = Set(frames.map(\.step)).count
    let screens = Set(frames.map(\.screen)).count
    let directions = Set(frames.map(\.direction)).count
    let checked =
      "\(frames.count) scenes (\(steps) steps, \(screens) sizes, \(directions) direction\(directions == 1 ? "" : "s"))"
    return "check: \(checked): " + (count == 0 ? "no findings" : "\(count) finding\(count == 1 ? "" : "s")")
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
