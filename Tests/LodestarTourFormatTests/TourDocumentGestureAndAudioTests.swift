import Foundation
import LodestarFlow
import LodestarHostTree
import LodestarTesting
import LodestarTourFormat
import Testing

/// The tour format's gesture completers and audio cues: decoding, errors, writing, validation and the
/// mapping onto Flow.
@Suite("Tour documents: gesture completers and audio cues")
struct TourDocumentGestureAndAudioTests {
  /// A one-step document on `tab.inbox` whose step has `members` added (JSON text after the hint).
  static func document(_ members: String, targets: String = #""targets": "tab.inbox", "#) -> String {
    #"{"version": 1, "id": "t", "steps": [{"id": "a", \#(targets)"hint": "h", \#(members)}]}"#
  }

  static func decode(_ members: String, targets: String = #""targets": "tab.inbox", "#) throws -> TourDocument {
    try TourDocument(jsonString: document(members, targets: targets))
  }

  static func error(_ members: String, targets: String = #""targets": "tab.inbox", "#) -> String {
    do throws(TourDocumentError) {
      _ = try TourDocument(jsonString: document(members, targets: targets))
      return "decoded"
    } catch {
      return error.description
    }
  }

  @Test func everyGestureDecodesWithItsParametersAndArea() throws {
    let document = try Self.decode(
      #"""
      "completers": [
        {"type": "gesture", "gesture": "tap"},
        {"type": "gesture", "gesture": "doubleTap", "area": "opening", "action": "dismiss"},
        {"type": "gesture", "gesture": "longPress"},
        {"type": "gesture", "gesture": "longPress", "seconds": 2.5, "area": "anywhere"},
        {"type": "gesture", "gesture": "swipe", "direction": "up", "area": {"element": "feed"}},
        {"type": "gesture", "gesture": "pan", "distance": 120}
      ]
      """#)
    typealias Gesture = TourDocument.Gesture
    #expect(
      document.steps[0].completers == [
        .init(.gesture(Gesture(.tap))),
        .init(.gesture(Gesture(.doubleTap, in: .opening)), action: .dismiss),
        .init(.gesture(Gesture(.longPress(seconds: 0.5)))),
        .init(.gesture(Gesture(.longPress(seconds: 2.5), in: .anywhere))),
        .init(.gesture(Gesture(.swipe(.up), in: .element("feed")))),
        .init(.gesture(Gesture(.pan(distance: 120)))),
      ])
  }

  @Test func audioCuesDecodeFromANameOrAnObject() throws {
    #expect(try Self.decode(#""audioCue": "chime""#).steps[0].audioCue == .init(name: "chime"))
    #expect(
      try Self.decode(#""audioCue": {"name": "chime", "volume": 0}"#).steps[0].audioCue
        == .init(name: "chime", volume: 0))
    #expect(try Self.decode(#""audioCue": {"name": "chime"}"#).steps[0].audioCue == .init(name: "chime"))
  }

  @Test(arguments: [
    (
      #""completers": [{"type": "gesture"}]"#,
      #"steps[0].completers[0]: missing required key "gesture" (line 1, column 101)"#
    ),
    (
      #""completers": [{"type": "gesture", "gesture": "pinch"}]"#,
      #"steps[0].completers[0].gesture: expected "tap", "doubleTap", "longPress", "swipe" or "pan", found "pinch" (line 1, column 132)"#
    ),
    (
      #""completers": [{"type": "gesture", "gesture": "swipe"}]"#,
      #"steps[0].completers[0]: missing required key "direction" (line 1, column 101)"#
    ),
    (
      #""completers": [{"type": "gesture", "gesture": "swipe", "direction": "north"}]"#,
      #"steps[0].completers[0].direction: expected "up", "down", "left" or "right", found "north" (line 1, column 154)"#
    ),
    (
      #""completers": [{"type": "gesture", "gesture": "tap", "seconds": 1}]"#,
      #"steps[0].completers[0].seconds: unknown key; expected one of "type", "gesture", "area" or "action" (line 1, column 139)"#
    ),
    (
      #""completers": [{"type": "gesture", "gesture": "longPress", "seconds": 0}]"#,
      #"steps[0].completers[0].seconds: expected a number > 0 and <= 86400, found 0 (line 1, column 156)"#
    ),
    (
      #""completers": [{"type": "gesture", "gesture": "pan", "distance": -3}]"#,
      #"steps[0].completers[0].distance: expected a number > 0 and <= 1000000, found -3 (line 1, column 151)"#
    ),
    (
      #""completers": [{"type": "gesture", "gesture": "pan"}]"#,
      #"steps[0].completers[0]: missing required key "distance" (line 1, column 101)"#
    ),
    (
      #""completers": [{"type": "gesture", "gesture": "tap", "area": "everywhere"}]"#,
      #"steps[0].completers[0].area: expected "target", "opening" or "anywhere", found "everywhere" (line 1, column 147)"#
    ),
    (
      #""completers": [{"type": "gesture", "gesture": "tap", "area": {"element": ""}}]"#,
      #"steps[0].completers[0].area.element: expected a non-empty string, found "" (line 1, column 159)"#
    ),
    (
      #""completers": [{"type": "gesture", "gesture": "tap", "area": 3}]"#,
      #"steps[0].completers[0].area: expected "target", "opening", "anywhere" or {"element": id}, found 3 (line 1, column 147)"#
    ),
    (
      #""audioCue": """#,
      #"steps[0].audioCue: expected a non-empty string, found "" (line 1, column 98)"#
    ),
    (
      #""audioCue": {"name": "chime", "volume": 1.5}"#,
      #"steps[0].audioCue.volume: expected a number between 0 and 1, found 1.5 (line 1, column 126)"#
    ),
    (
      #""audioCue": {"volume": 1}"#,
      #"steps[0].audioCue: missing required key "name" (line 1, column 98)"#
    ),
    (
      #""audioCue": ["chime"]"#,
      #"steps[0].audioCue: expected a cue name or an object {"name", "volume"}, found an array (line 1, column 98)"#
    ),
  ])
  func badValuesAreErrorsWithTheirPath(members: String, expected: String) {
    #expect(Self.error(members) == expected)
  }

  @Test func aStepWithoutTargetsNeedsAnAreaItCanHave() throws {
    let noTargets = ""
    #expect(
      Self.error(#""completers": [{"type": "gesture", "gesture": "tap"}]"#, targets: noTargets)
        == #"steps[0].completers[0]: a gesture on the "target" (the default area) never happens in a step "#
        + #"without targets; set "area" to "anywhere" or {"element": id} (line 1, column 77)"#)
    #expect(
      Self.error(#""completers": [{"type": "gesture", "gesture": "tap", "area": "opening"}]"#, targets: noTargets)
        == #"steps[0].completers[0]: a gesture on the "opening" never happens in a step without targets; set "#
        + #""area" to "anywhere" or {"element": id} (line 1, column 77)"#)
    let anywhere = try Self.decode(
      #""completers": [{"type": "gesture", "gesture": "tap", "area": "anywhere"}]"#, targets: noTargets)
    #expect(anywhere.steps[0].completers.count == 1)
  }

  @Test func writingRoundTripsAndUsesTheShortForms() throws {
    let step = TourDocument.Step(
      id: "a", targets: ["x"], hint: "h", appearance: TourDocument.Step.Appearance(audioCue: .init(name: "chime")),
      completers: [
        .init(.gesture(.init(.longPress(seconds: 0.5)))),
        .init(.gesture(.init(.longPress(seconds: 2), in: .opening)), action: .dismiss),
        .init(.gesture(.init(.swipe(.right), in: .element("list")))),
        .init(.gesture(.init(.pan(distance: 40), in: .anywhere))),
        .init(.gesture(.init(.doubleTap))),
      ])
    let document = TourDocument(id: "t", steps: [step])
    let text = try document.jsonString()
    #expect(
      text == """
        {
          "version": 1,
          "id": "t",
          "steps": [
            {
              "id": "a",
              "targets": ["x"],
              "hint": "h",
              "completers": [
                {"type": "gesture", "gesture": "longPress"},
                {
                  "type": "gesture",
                  "gesture": "longPress",
                  "seconds": 2,
                  "area": "opening",
                  "action": "dismiss"
                },
                {
                  "type": "gesture",
                  "gesture": "swipe",
                  "direction": "right",
                  "area": {"element": "list"}
                },
                {
                  "type": "gesture",
                  "gesture": "pan",
                  "distance": 40,
                  "area": "anywhere"
                },
                {"type": "gesture", "gesture": "doubleTap"}
              ],
              "audioCue": "chime"
            }
          ]
        }

        """)
    #expect(try TourDocument(jsonString: text) == document)

    var quiet = document
    quiet.steps[0].audioCue = .init(name: "chime", volume: 0.25)
    let quietText = try quiet.jsonString()
    #expect(quietText.contains(#""audioCue": {"name": "chime", "volume": 0.25}"#))
    #expect(try TourDocument(jsonString: quietText) == quiet)
  }

  @Test func validationReportsBadNumbersOfADocumentBuiltInCode() {
    let step = TourDocument.Step(
      id: "a", targets: ["x"], hint: "h",
      appearance: TourDocument.Step.Appearance(audioCue: .init(name: "", volume: -1)),
      completers: [
        .init(.gesture(.init(.longPress(seconds: .nan)))), .init(.gesture(.init(.pan(distance: 0)))),
        .init(.gesture(.init(.tap, in: .element("")))),
      ])
    #expect(
      TourDocument(id: "t", steps: [step]).validate().map(\.description) == [
        "steps[0].completers[0].seconds: expected a number > 0 and <= 86400, found nan",
        "steps[0].completers[1].distance: expected a number > 0 and <= 1000000, found 0",
        #"steps[0].completers[2].area.element: expected a non-empty string, found """#,
        #"steps[0].audioCue: expected a non-empty cue name, found """#,
        "steps[0].audioCue.volume: expected a number between 0 and 1, found -1",
      ])
  }

  @Test func validationAgainstTheTreeReportsAnUnknownElementArea() throws {
    let document = try TourDocument(
      jsonString: #"""
        {"version": 1, "id": "t", "steps": [{"id": "a", "targets": "stats.posts", "hint": "h",
          "completers": [{"type": "gesture", "gesture": "swipe", "direction": "left", "area": {"element": "stats.post"}}]}]}
        """#)
    #expect(
      document.validate(against: SceneGraph.sampleProfileScreen()).map(\.description) == [
        #"steps[0].completers[0].area.element: unknown element id "stats.post"; did you mean "stats.posts"? (line 2, column 99)"#
      ])
  }

  @Test func gesturesAndCuesMapOntoFlow() throws {
    let document = try Self.decode(
      #"""
      "completers": [
        {"type": "gesture", "gesture": "longPress", "seconds": 1.25, "area": "opening", "action": "dismiss"},
        {"type": "gesture", "gesture": "swipe", "direction": "down", "area": {"element": "list"}},
        {"type": "gesture", "gesture": "pan", "distance": 80, "area": "anywhere"},
        {"type": "gesture", "gesture": "doubleTap"}
      ],
      "audioCue": {"name": "chime", "volume": 0.5}
      """#)
    let step = try #require(document.tourSteps { $0 }.first)
    let gestures = step.completers.compactMap { completer -> String? in
      guard case .gesture(let gesture) = completer.trigger else { return nil }
      return "\(gesture.kind) in \(gesture.area) \(completer.action.rawValue)"
    }
    #expect(
      gestures == [
        "longPress(minimumDuration: 1.25 seconds) in opening dismiss",
        #"swipe(LodestarFlow.SwipeDirection.down) in element("list") advance"#,
        "pan(minimumDistance: 80.0) in anywhere advance", "doubleTap in target advance",
      ])
    #expect(step.attachment(of: AudioCue.self) == AudioCue(name: "chime", volume: 0.5))
  }

  /// A gesture built in code with numbers out of the format's range (a document rejects them, see
  /// TourNumberLimitTests) maps onto Flow without trapping: they are moved into the range.
  @Test(arguments: [
    (1e300, Duration.seconds(86_400), 1_000_000.0), (Double.infinity, .seconds(86_400), 1_000_000),
    (Double.nan, .zero, 0), (-1, .zero, 0), (2.5, .milliseconds(2500), 2.5),
  ])
  func outOfRangeGestureNumbersFromCodeAreMovedIntoTheRange(value: Double, duration: Duration, distance: Double) {
    let press = TourDocument.Gesture(.longPress(seconds: value)).stepGesture
    let pan = TourDocument.Gesture(.pan(distance: value)).stepGesture
    #expect(press.kind == .longPress(minimumDuration: duration), "\(value)")
    #expect(pan.kind == .pan(minimumDistance: distance), "\(value)")
  }

}
