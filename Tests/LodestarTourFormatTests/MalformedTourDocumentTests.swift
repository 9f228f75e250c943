import Foundation
import LodestarTourFormat
import Testing

/// A malformed tour document and the exact description of the error the decoder must throw.
struct MalformedTour: Sendable, CustomTestStringConvertible {
  var name: String
  var json: String
  var expected: String

  init(_ name: String, _ json: String, _ expected: String) {
    self.name = name
    self.json = json
    self.expected = expected
  }

  var testDescription: String { name }
}

@Suite("Tour documents: malformed input")
struct MalformedTourDocumentTests {
  /// Each document has exactly one problem (the first the decoder meets); the table covers the JSON syntax,
  /// the format's structure, every value type and range, and the document-wide checks.
  static let corpus: [MalformedTour] = [
    MalformedTour(
      "empty input",
      "",
      "expected a value, found the end of the input (line 1, column 1)"),
    MalformedTour(
      "whitespace only",
      "  \n ",
      "expected a value, found the end of the input (line 2, column 2)"),
    MalformedTour(
      "top-level array",
      "[1, 2]",
      "expected an object, found an array (line 1, column 1)"),
    MalformedTour(
      "trailing text",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\"}]} x",
      "expected the end of the document, found \"x\" (line 1, column 64)"),
    MalformedTour(
      "missing version",
      "{\"id\": \"t\", \"steps\": []}",
      "missing required key \"version\" (line 1, column 1)"),
    MalformedTour(
      "wrong version",
      "{\"version\": 2, \"id\": \"t\"}",
      "version: expected 1, found 2 (line 1, column 13)"),
    MalformedTour(
      "version as string",
      "{\"version\": \"1\", \"id\": \"t\"}",
      "version: expected 1, found \"1\" (line 1, column 13)"),
    MalformedTour(
      "trailing comma in object",
      "{\"version\": 1, \"id\": \"t\",}",
      "expected a string key, found \"}\" (line 1, column 26)"),
    MalformedTour(
      "trailing comma in array",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\"},]}",
      "steps[1]: expected a value, found \"]\" (line 1, column 62)"),
    MalformedTour(
      "missing colon",
      "{\"version\" 1}",
      "version: expected \":\" after the key, found \"1\" (line 1, column 12)"),
    MalformedTour(
      "unquoted key",
      "{version: 1}",
      "expected a string key, found \"v\" (line 1, column 2)"),
    MalformedTour(
      "single quotes",
      "{'version': 1}",
      "expected a string key, found \"'\" (line 1, column 2)"),
    MalformedTour(
      "leading zero",
      "{\"version\": 01}",
      "version: invalid number \"01\": expected no leading zero (line 1, column 13)"),
    MalformedTour(
      "bare minus",
      "{\"version\": -}",
      "version: invalid number \"-\": expected a digit (line 1, column 13)"),
    MalformedTour(
      "fraction without digits",
      "{\"version\": 1.}",
      "version: invalid number \"1.\": expected a digit after \".\" (line 1, column 13)"),
    MalformedTour(
      "exponent without digits",
      "{\"version\": 1e+}",
      "version: invalid number \"1e+\": expected a digit in the exponent (line 1, column 13)"),
    MalformedTour(
      "NaN literal",
      "{\"version\": NaN}",
      "version: expected a value, found \"N\" (line 1, column 13)"),
    MalformedTour(
      "misspelt literal",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\", \"title\": nul}]}",
      "steps[0].title: expected a value, found \"nul\" (line 1, column 71)"),
    MalformedTour(
      "raw newline in string",
      "{\"version\": 1, \"id\": \"t\nx\"}",
      "id: expected an escape for the control character U+000A in a string (line 1, column 24)"),
    MalformedTour(
      "invalid escape",
      "{\"version\": 1, \"id\": \"t\\x\"}",
      "id: invalid escape \\x in a string (line 1, column 24)"),
    MalformedTour(
      "short unicode escape",
      "{\"version\": 1, \"id\": \"\\u12G4\"}",
      "id: invalid escape \\u12G4 in a string: expected 4 hexadecimal digits (line 1, column 23)"),
    MalformedTour(
      "lone high surrogate",
      "{\"version\": 1, \"id\": \"\\uD83D\"}",
      "id: unpaired surrogate \\uD83D in a string (line 1, column 23)"),
    MalformedTour(
      "lone low surrogate",
      "{\"version\": 1, \"id\": \"\\uDE00x\"}",
      "id: unpaired surrogate \\uDE00 in a string (line 1, column 23)"),
    MalformedTour(
      "high surrogate with a non-surrogate",
      "{\"version\": 1, \"id\": \"\\uD83D\\u0041\"}",
      "id: unpaired surrogate \\uD83D in a string (line 1, column 23)"),
    MalformedTour(
      "unterminated string",
      "{\"version\": 1, \"id\": \"t",
      "id: unterminated string (line 1, column 22)"),
    MalformedTour(
      "unterminated object",
      "{\"version\": 1, \"id\": \"t\"",
      "expected \",\" or \"}\", found the end of the input (line 1, column 25)"),
    MalformedTour(
      "duplicate key",
      "{\n  \"version\": 1,\n  \"id\": \"t\",\n  \"id\": \"u\"\n}",
      "id: duplicate key, first defined at line 3, column 3 (line 4, column 3)"),
    MalformedTour(
      "nesting too deep",
      #"{"version": 1, "id": "t", "steps": [{"id": "a", "hint": "h", "attachments": {"x": "#
        + String(repeating: "[", count: 70)
        + String(repeating: "]", count: 70) + "}}]}",
      "steps[0].attachments.x" + String(repeating: "[0]", count: 60)
        + ": expected at most 64 levels of nesting (line 1, column 143)"),
    MalformedTour(
      "unknown top-level key",
      "{\"version\": 1, \"id\": \"t\", \"step\": []}",
      "step: unknown key; did you mean \"steps\"? (line 1, column 27)"),
    MalformedTour(
      "unknown key without a close match",
      "{\"version\": 1, \"id\": \"t\", \"colour\": \"red\", \"steps\": []}",
      "colour: unknown key; expected one of \"$schema\", \"version\", \"id\", \"options\" or \"steps\" (line 1, column 27)"
    ),
    MalformedTour(
      "missing id",
      "{\"version\": 1, \"steps\": [{\"id\": \"a\", \"hint\": \"h\"}]}",
      "missing required key \"id\" (line 1, column 1)"),
    MalformedTour(
      "empty id",
      "{\"version\": 1, \"id\": \"\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\"}]}",
      "id: expected a non-empty string, found \"\" (line 1, column 22)"),
    MalformedTour(
      "no steps",
      "{\"version\": 1, \"id\": \"t\", \"steps\": []}",
      "steps: expected at least one step, found an empty array (line 1, column 36)"),
    MalformedTour(
      "steps not an array",
      "{\"version\": 1, \"id\": \"t\", \"steps\": {\"id\": \"a\"}}",
      "steps: expected an array of steps, found an object (line 1, column 36)"),
    MalformedTour(
      "step missing hint",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\"}]}",
      "steps[0]: missing required key \"hint\" (line 1, column 37)"),
    MalformedTour(
      "misspelt step key",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\", \"titel\": \"T\"}]}",
      "steps[0].titel: unknown key; did you mean \"title\"? (line 1, column 62)"),
    MalformedTour(
      "duplicate step ids",
      "{\n  \"version\": 1,\n  \"id\": \"t\",\n  \"steps\": [\n    {\"id\": \"a\", \"hint\": \"h\"},\n    {\"id\": \"a\", \"hint\": \"h\"}\n  ]\n}",
      "steps[1].id: duplicate step id \"a\", first used by steps[0] (line 6, column 12)"),
    MalformedTour(
      "target not a string",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\", \"targets\": [3]}]}",
      "steps[0].targets[0]: expected a non-empty string, found 3 (line 1, column 74)"),
    MalformedTour(
      "empty target id",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\", \"targets\": \"\"}]}",
      "steps[0].targets: expected a non-empty string, found \"\" (line 1, column 73)"),
    MalformedTour(
      "duplicate target",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\", \"targets\": [\"x\", \"x\"]}]}",
      "steps[0].targets[1]: duplicate target id \"x\" (line 1, column 79)"),
    MalformedTour(
      "primary target not among targets",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\", \"targets\": [\"x\", \"y\"], \"primaryTarget\": \"z\"}]}",
      "steps[0].primaryTarget: expected one of the step's targets (\"x\", \"y\"), found \"z\" (line 1, column 102)"),
    MalformedTour(
      "radius is a word",
      "{\n  \"version\": 1,\n  \"id\": \"t\",\n  \"steps\": [\n    {\"id\": \"a\", \"hint\": \"h\"},\n    {\"id\": \"b\", \"hint\": \"h\"},\n    {\n      \"id\": \"c\",\n      \"hint\": \"h\",\n      \"focusStyle\": {\n        \"type\": \"circle\",\n        \"radius\": \"big\"\n      }\n    }\n  ]\n}",
      "steps[2].focusStyle.radius: expected a number between 0 and 1000000, found \"big\" (line 12, column 19)"),
    MalformedTour(
      "negative radius",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\", \"focusStyle\": {\"type\": \"roundedRect\", \"radius\": -2}}]}",
      "steps[0].focusStyle.radius: expected a number between 0 and 1000000, found -2 (line 1, column 110)"),
    MalformedTour(
      "radius mode as a string",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\", \"focusStyle\": {\"type\": \"roundedRect\", \"radius\": \"followTarget\"}}]}",
      "steps[0].focusStyle.radius: expected a number between 0 and 1000000 or an object such as {\"followTarget\": 2}, found \"followTarget\" (line 1, column 110)"
    ),
    MalformedTour(
      "two radius modes",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\", \"focusStyle\": {\"type\": \"roundedRect\", \"radius\": {\"fixed\": 2, \"followTarget\": 1}}}]}",
      "steps[0].focusStyle.radius: expected an object with exactly one of \"fixed\", \"followTarget\" or \"scaleWithTarget\" (line 1, column 110)"
    ),
    MalformedTour(
      "unknown focus style",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\", \"focusStyle\": \"circel\"}]}",
      "steps[0].focusStyle: expected \"default\", \"rect\", \"roundedRect\", \"circle\", \"oval\", \"capsule\" or \"none\", found \"circel\"; did you mean \"circle\"? (line 1, column 76)"
    ),
    MalformedTour(
      "circle parameter on an oval",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\", \"focusStyle\": {\"type\": \"oval\", \"radius\": 3}}]}",
      "steps[0].focusStyle.radius: unknown key; expected \"type\" (line 1, column 93)"),
    MalformedTour(
      "unknown corner",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\", \"focusStyle\": {\"type\": \"roundedRect\", \"corners\": [\"top\"]}}]}",
      "steps[0].focusStyle.corners[0]: expected \"topLeft\", \"topRight\", \"bottomLeft\" or \"bottomRight\", found \"top\" (line 1, column 112)"
    ),
    MalformedTour(
      "duplicate corner",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\", \"focusStyle\": {\"type\": \"roundedRect\", \"corners\": [\"topLeft\", \"topLeft\"]}}]}",
      "steps[0].focusStyle.corners[1]: duplicate corner \"topLeft\" (line 1, column 123)"),
    MalformedTour(
      "overflowing number",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\", \"focusStyle\": {\"type\": \"circle\", \"centerOffset\": {\"x\": 1e400}}}]}",
      "steps[0].focusStyle.centerOffset.x: expected a number between -1000000 and 1000000, found 1e400 (line 1, column 117)"
    ),
    MalformedTour(
      "misspelt placement",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\", \"placement\": \"botom-start\"}]}",
      "steps[0].placement: expected \"coachMark\", \"above\", \"below\", \"leading\", \"trailing\", \"left\", \"right\" or a Floating UI placement such as \"bottom-start\", found \"botom-start\"; did you mean \"bottom-start\"? (line 1, column 75)"
    ),
    MalformedTour(
      "unknown anchored placement",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\", \"placement\": {\"anchored\": \"above\"}}]}",
      "steps[0].placement.anchored: expected \"top\", \"top-start\", \"top-end\", \"right\", \"right-start\", \"right-end\", \"bottom\", \"bottom-start\", \"bottom-end\", \"left\", \"left-start\" or \"left-end\", found \"above\" (line 1, column 88)"
    ),
    MalformedTour(
      "interaction flag as a string",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\", \"interaction\": {\"overlayTapAdvances\": \"yes\"}}]}",
      "steps[0].interaction.overlayTapAdvances: expected true or false, found \"yes\" (line 1, column 100)"),
    MalformedTour(
      "unknown forwarding region",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\", \"interaction\": {\"forwardingRegion\": \"bounds\"}}]}",
      "steps[0].interaction.forwardingRegion: expected \"opening\" or \"targetBounds\", found \"bounds\" (line 1, column 98)"
    ),
    MalformedTour(
      "completer without type",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\", \"completers\": [{\"name\": \"x\"}]}]}",
      "steps[0].completers[0]: missing required key \"type\" (line 1, column 77)"),
    MalformedTour(
      "event completer without name",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\", \"completers\": [{\"type\": \"event\"}]}]}",
      "steps[0].completers[0]: missing required key \"name\" (line 1, column 77)"),
    MalformedTour(
      "zero duration",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\", \"completers\": [{\"type\": \"afterDuration\", \"seconds\": 0}]}]}",
      "steps[0].completers[0].seconds: expected a number > 0 and <= 86400, found 0 (line 1, column 114)"),
    MalformedTour(
      "unknown completer action",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\", \"completers\": [{\"type\": \"tapOnTarget\", \"action\": \"finish\"}]}]}",
      "steps[0].completers[0].action: expected \"advance\" or \"dismiss\", found \"finish\" (line 1, column 111)"),
    MalformedTour(
      "misspelt missing-target policy",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\", \"onMissingTarget\": \"skp\"}]}",
      "steps[0].onMissingTarget: expected \"skip\", \"showCentered\" or \"end\", found \"skp\"; did you mean \"skip\"? (line 1, column 81)"
    ),
    MalformedTour(
      "negative wait timeout",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\", \"targetWaitTimeout\": -1}]}",
      "steps[0].targetWaitTimeout: expected a number between 0 and 86400, found -1 (line 1, column 83)"),
    MalformedTour(
      "unknown presentation",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\", \"presentation\": \"sheet\"}]}",
      "steps[0].presentation: expected \"host\" or \"newWindow\", found \"sheet\" (line 1, column 78)"),
    MalformedTour(
      "window level as a string",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\", \"presentation\": {\"type\": \"newWindow\", \"level\": \"alert\"}}]}",
      "steps[0].presentation.level: expected a finite number, found \"alert\" (line 1, column 109)"),
    MalformedTour(
      "attachment not a string",
      "{\"version\": 1, \"id\": \"t\", \"steps\": [{\"id\": \"a\", \"hint\": \"h\", \"attachments\": {\"count\": 3}}]}",
      "steps[0].attachments.count: expected a string, found 3 (line 1, column 87)"),
    MalformedTour(
      "bad hex colour",
      "{\"version\": 1, \"id\": \"t\", \"options\": {\"overlayColor\": \"#12\"}, \"steps\": [{\"id\": \"a\", \"hint\": \"h\"}]}",
      "options.overlayColor: expected a colour \"#RRGGBBAA\" or \"#RRGGBB\", found \"#12\" (line 1, column 55)"),
    MalformedTour(
      "white out of range",
      "{\"version\": 1, \"id\": \"t\", \"options\": {\"overlayColor\": {\"white\": 1.5, \"alpha\": 0.5}}, \"steps\": [{\"id\": \"a\", \"hint\": \"h\"}]}",
      "options.overlayColor.white: expected a number between 0 and 1, found 1.5 (line 1, column 65)"),
    MalformedTour(
      "colour as a number",
      "{\"version\": 1, \"id\": \"t\", \"options\": {\"overlayColor\": 7}, \"steps\": [{\"id\": \"a\", \"hint\": \"h\"}]}",
      "options.overlayColor: expected a colour \"#RRGGBBAA\" or an object {\"white\", \"alpha\"}, found 7 (line 1, column 55)"
    ),
    MalformedTour(
      "unknown blur style",
      "{\"version\": 1, \"id\": \"t\", \"options\": {\"blurStyle\": \"frosted\"}, \"steps\": [{\"id\": \"a\", \"hint\": \"h\"}]}",
      "options.blurStyle: expected \"extraLight\", \"light\", \"dark\", \"regular\" or \"prominent\", found \"frosted\" (line 1, column 52)"
    ),
    MalformedTour(
      "unknown previous policy",
      "{\"version\": 1, \"id\": \"t\", \"options\": {\"previousFromFirst\": \"wrap\"}, \"steps\": [{\"id\": \"a\", \"hint\": \"h\"}]}",
      "options.previousFromFirst: expected \"end\" or \"stay\", found \"wrap\" (line 1, column 60)"),
    MalformedTour(
      "misspelt option",
      "{\"version\": 1, \"id\": \"t\", \"options\": {\"overlayColour\": \"#000000FF\"}, \"steps\": [{\"id\": \"a\", \"hint\": \"h\"}]}",
      "options.overlayColour: unknown key; did you mean \"overlayColor\"? (line 1, column 39)"),
    MalformedTour(
      "overlay taps as a string",
      "{\"version\": 1, \"id\": \"t\", \"options\": {\"overlayTaps\": \"yes\"}, \"steps\": [{\"id\": \"a\", \"hint\": \"h\"}]}",
      "options.overlayTaps: expected true or false, found \"yes\" (line 1, column 54)"),
    MalformedTour(
      "keyboard flag as a number",
      "{\"version\": 1, \"id\": \"t\", \"options\": {\"keyboardNavigation\": 1}, \"steps\": [{\"id\": \"a\", \"hint\": \"h\"}]}",
      "options.keyboardNavigation: expected true or false, found 1 (line 1, column 61)"),
    MalformedTour(
      "non-ASCII before the error",
      "{\"version\": 1, \"id\": \"été 🌞\", \"steps\": 5}",
      "steps: expected an array of steps, found 5 (line 1, column 40)"),
  ]

  @Test(arguments: corpus)
  func throwsTheExactMessage(_ tour: MalformedTour) {
    do {
      let document = try TourDocumentDecoder().decode(from: tour.json)
      Issue.record("\(tour.name): decoded \(document.id) instead of failing")
    } catch {
      #expect(error.description == tour.expected, "\(tour.name)")
    }
  }

  @Test func theCorpusHasAtLeastThirtyDocuments() {
    #expect(Self.corpus.count >= 30)
  }

  @Test func theDataEntryPointReportsTheSameError() {
    let json = #"{"version": 1, "id": "t", "steps": [{"id": "a", "hint": 5}]}"#
    #expect(
      throws: TourDocumentError(
        path: "steps[0].hint", message: "expected a string, found 5", location: .init(line: 1, column: 57))
    ) {
      try TourDocument(jsonData: Data(json.utf8))
    }
  }

  @Test func invalidUTF8InAStringIsAnError() {
    var bytes = Array(#"{"version": 1, "id": "x"#.utf8)
    bytes += [0xFF, 0xFE]
    bytes += Array(#""}"#.utf8)
    #expect(
      throws: TourDocumentError(
        path: "id", message: "invalid UTF-8 in a string", location: .init(line: 1, column: 22))
    ) {
      try TourDocument(jsonData: Data(bytes))
    }
  }

  @Test func aShallowerDepthLimitIsHonoured() {
    let json = #"{"version": 1, "id": "t", "steps": [{"id": "a", "hint": "h"}]}"#
    #expect(
      throws: TourDocumentError(
        path: "steps[0]", message: "expected at most 2 levels of nesting", location: .init(line: 1, column: 37))
    ) {
      try TourDocumentDecoder(maximumNestingDepth: 2).decode(from: json)
    }
  }
}
