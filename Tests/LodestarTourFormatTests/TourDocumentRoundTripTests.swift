import Foundation
import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarScene
import LodestarTestSupport
import LodestarTourFormat
import Testing

@Suite("Tour documents: encoding and round trips")
struct TourDocumentRoundTripTests {
  /// A document that uses every field with a value other than its default.
  static let everything = TourDocument(
    id: "everything",
    options: TourDocument.Options(
      overlayColor: .white(0.9098, alpha: 0.65), blurStyle: .extraLight, skipLabel: "Skip", overlayTaps: true,
      keyboard: TourDocument.Options.Keyboard(navigation: false, escapeCloses: false), previousFromFirst: .stay,
      transitionPolicy: .queue,
      reducedMotion: .never),
    steps: [
      {
        var first = TourDocument.Step(
          id: "first", targets: ["a", "b"], title: "Title \"quoted\"", hint: "Line 1\nLine 2\t😀", nextText: "Go",
          appearance: TourDocument.Step.Appearance(
            placement: .anchored(Placement(side: .left)),
            focusStyle: .roundedRect(
              .init(
                insets: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 0, trailing: -3),
                radius: .scaleWithTarget(1.5), corners: [.bottomRight, .topLeft]))),
          interaction: TourDocument.Interaction(
            overlayTapAdvances: false, dismissesOnOutsideTap: true, allowsInteractionInsideCutout: true,
            forwardsAllTouches: true, forwardingRegion: .targetBounds),
          completers: [
            TourDocument.Completer(.event("saved"), action: .dismiss), TourDocument.Completer(.tapInsideCutout),
            TourDocument.Completer(.tapOnTarget), TourDocument.Completer(.afterDuration(0.25)),
          ],
          targeting: TourDocument.Step.Targeting(
            primaryTarget: "b", onMissingTarget: .end, targetWaitTimeout: 2.5, host: "main"))
        first.attachments = ["z": "last", "a": "first"]
        return first
      }(),
      TourDocument.Step(
        id: "second", hint: "",
        appearance: TourDocument.Step.Appearance(
          placement: .right, focusStyle: .circle(.init(radius: .fixed(30), centerOffset: Point(x: -1.5, y: 1e-7)))),
        targeting: TourDocument.Step.Targeting(onMissingTarget: .showCentered)),
      TourDocument.Step(
        id: "third", hint: "h", appearance: TourDocument.Step.Appearance(placement: .leading, focusStyle: .none)),
    ],
    schema: "tour.schema.json")

  static let everythingText = """
    {
      "$schema": "tour.schema.json",
      "version": 1,
      "id": "everything",
      "options": {
        "overlayColor": {"white": 0.9098, "alpha": 0.65},
        "blurStyle": "extraLight",
        "skipLabel": "Skip",
        "overlayTaps": true,
        "keyboardNavigation": false,
        "escapeCloses": false,
        "previousFromFirst": "stay",
        "transitionPolicy": "queue",
        "reducedMotion": "never"
      },
      "steps": [
        {
          "id": "first",
          "targets": ["a", "b"],
          "primaryTarget": "b",
          "title": "Title \\"quoted\\"",
          "hint": "Line 1\\nLine 2\\t😀",
          "nextText": "Go",
          "placement": {"anchored": "left"},
          "focusStyle": {
            "type": "roundedRect",
            "insets": {"top": 1, "leading": 2, "trailing": -3},
            "radius": {"scaleWithTarget": 1.5},
            "corners": ["topLeft", "bottomRight"]
          },
          "interaction": {
            "overlayTapAdvances": false,
            "dismissesOnOutsideTap": true,
            "allowsInteractionInsideCutout": true,
            "forwardsAllTouches": true,
            "forwardingRegion": "targetBounds"
          },
          "completers": [
            {"type": "event", "name": "saved", "action": "dismiss"},
            {"type": "tapInsideCutout"},
            {"type": "tapOnTarget"},
            {"type": "afterDuration", "seconds": 0.25}
          ],
          "onMissingTarget": "end",
          "targetWaitTimeout": 2.5,
          "host": "main",
          "attachments": {
            "a": "first",
            "z": "last"
          }
        },
        {
          "id": "second",
          "hint": "",
          "placement": "right",
          "focusStyle": {
            "type": "circle",
            "radius": 30,
            "centerOffset": {"x": -1.5, "y": 1e-7}
          },
          "onMissingTarget": "showCentered"
        },
        {
          "id": "third",
          "hint": "h",
          "placement": "leading",
          "focusStyle": "none"
        }
      ]
    }

    """

  @Test func encodesEveryFieldInTheFormatsOrder() throws {
    #expect(try Self.everything.jsonString() == Self.everythingText)
  }

  @Test func decodesWhatItEncodes() throws {
    #expect(try TourDocument(jsonString: Self.everythingText) == Self.everything)
    #expect(try TourDocument(jsonData: try Self.everything.jsonData()) == Self.everything)
  }

  @Test func aMinimalDocumentLeavesEveryDefaultOut() throws {
    let document = TourDocument(id: "t", steps: [TourDocument.Step(id: "s", hint: "Hello")])
    let expected = """
      {
        "version": 1,
        "id": "t",
        "steps": [
          {
            "id": "s",
            "hint": "Hello"
          }
        ]
      }

      """
    #expect(try document.jsonString() == expected)
    let decoded = try TourDocument(jsonString: expected)
    #expect(decoded == document)
    #expect(decoded.options == TourDocument.Options())
    #expect(decoded.steps[0] == TourDocument.Step(id: "s", hint: "Hello"))
  }

  @Test(arguments: [
    (0.1, "0.1"), (100.0, "100"), (-0.0, "0"), (1.5, "1.5"), (2.5e-7, "2.5e-7"), (1e21, "1e+21"),
    (1e20, "100000000000000000000"),
    (123_456_789_012_345.0, "123456789012345"), (1e15, "1000000000000000"), (Double.leastNonzeroMagnitude, "5e-324"),
    (0.000001, "0.000001"),
    (0.30000000000000004, "0.30000000000000004"), (1.7976931348623157e308, "1.7976931348623157e+308"),
    (123.456, "123.456"),
  ])
  func numbersAreWrittenInTheirShortestForm(value: Double, text: String) throws {
    let document = TourDocument(
      id: "t",
      steps: [TourDocument.Step(id: "s", hint: "h", targeting: TourDocument.Step.Targeting(targetWaitTimeout: value))])
    let json = try document.jsonString()
    if value == 0 {
      #expect(!json.contains("targetWaitTimeout"))
    } else {
      #expect(json.contains("\"targetWaitTimeout\": \(text)\n"), "\(json)")
      if value <= 86_400 {
        #expect(try TourDocument(jsonString: json).steps[0].targetWaitTimeout == value)
      } else {
        // Past one day the number is written as it is, and reading it back names the field and the range.
        #expect(throws: TourDocumentError.self) { try TourDocument(jsonString: json) }
        #expect(
          document.validate().map(\.message) == ["expected a number between 0 and 86400, found \(text)"])
      }
    }
  }

  @Test func newWindowPresentationRoundTrips() throws {
    #if LODESTAR_WINDOWING
      let document = TourDocument(
        id: "t",
        steps: [
          TourDocument.Step(
            id: "a", hint: "h", appearance: TourDocument.Step.Appearance(presentation: .newWindow(level: 1))),
          TourDocument.Step(
            id: "b", hint: "h", appearance: TourDocument.Step.Appearance(presentation: .newWindow(level: 2000))),
        ])
      let json = try document.jsonString()
      #expect(json.contains("\"presentation\": \"newWindow\"\n"))
      #expect(json.contains("\"presentation\": {\"type\": \"newWindow\", \"level\": 2000}\n"))
      #expect(try TourDocument(jsonString: json) == document)
    #endif
  }

  @Test func aNonFiniteNumberCannotBeEncoded() {
    let document = TourDocument(
      id: "t",
      steps: [
        TourDocument.Step(
          id: "s", hint: "h",
          appearance: TourDocument.Step.Appearance(focusStyle: .circle(.init(radius: .fixed(.infinity)))))
      ])
    #expect(
      throws: TourDocumentError(
        path: "steps[0].focusStyle.radius", message: "expected a finite number: JSON cannot represent it")
    ) {
      try document.jsonString()
    }
  }

  @Test func escapesAndSurrogatePairsDecode() throws {
    let json = #"""
      {"version": 1, "id": "\u0074\"\\\/\b\f\n\r\t", "steps": [{"id": "\uD83D\uDE00\u00E9\u4E2D", "hint": "é"}]}
      """#
    let document = try TourDocument(jsonString: json)
    #expect(document.id == "t\"\\/\u{08}\u{0C}\n\r\t")
    #expect(document.steps[0].id == "😀é中")
    #expect(try TourDocument(jsonString: try document.jsonString()) == document)
  }

  @Test func aByteOrderMarkAndSurroundingWhitespaceAreAccepted() throws {
    let bytes: [UInt8] =
      [0xEF, 0xBB, 0xBF]
      + Array(" \r\n\t{\"version\": 1.0, \"id\": \"t\", \"steps\": [{\"id\": \"s\", \"hint\": \"h\"}]} \n".utf8)
    let document = try TourDocument(jsonData: Data(bytes))
    #expect(document == TourDocument(id: "t", steps: [TourDocument.Step(id: "s", hint: "h")]))
  }

  @Test func randomDocumentsRoundTrip() throws {
    let seed: UInt64 = 0x70_D0C
    var generator = SeededGenerator(seed: seed)
    for caseIndex in 0..<400 {
      let document = RandomTourDocument.make(using: &generator)
      let text = try document.jsonString()
      let decoded: TourDocument
      do {
        decoded = try TourDocument(jsonString: text)
      } catch {
        Issue.record("seed \(seed) case \(caseIndex): \(error)\n\(text)")
        continue
      }
      #expect(decoded == document, "seed \(seed) case \(caseIndex): \(text)")
      #expect(try decoded.jsonString() == text, "seed \(seed) case \(caseIndex)")
    }
  }
}

/// Random valid documents for the round-trip property test.
enum RandomTourDocument {
  static func make(using generator: inout SeededGenerator) -> TourDocument {
    var options = TourDocument.Options()
    if generator.bool() {
      options.overlayColor =
        generator.bool()
        ? .rgba(red: generator.byte(), green: generator.byte(), blue: generator.byte(), alpha: generator.byte())
        : .white(generator.double(in: 0...1), alpha: generator.double(in: 0...1))
    }
    if generator.bool() { options.blurStyle = TourDocument.BlurStyle.allCases.randomElement(using: &generator) }
    if generator.bool() { options.skipLabel = text(using: &generator) }
    options.overlayTaps = generator.bool()
    options.keyboardNavigation = generator.bool()
    options.escapeCloses = generator.bool()
    options.previousFromFirst = generator.bool() ? .end : .stay
    options.transitionPolicy = generator.bool() ? .ignore : .queue
    options.reducedMotion = TourDocument.ReducedMotion.allCases.randomElement(using: &generator) ?? .system
    let steps = (0..<generator.int(in: 1...4)).map { index in step(index, using: &generator) }
    return TourDocument(
      id: "tour-" + text(using: &generator), options: options, steps: steps,
      schema: generator.bool() ? "tour.schema.json" : nil)
  }

  static func step(_ index: Int, using generator: inout SeededGenerator) -> TourDocument.Step {
    let targets = (0..<generator.int(in: 0...3)).map { ElementID("target.\(index).\($0)") }
    var step = TourDocument.Step(id: "step-\(index)", targets: targets, hint: text(using: &generator))
    if let last = targets.last, generator.bool() { step.primaryTarget = last }
    if generator.bool() { step.title = text(using: &generator) }
    if generator.bool() { step.nextText = text(using: &generator) }
    let placements: [TourDocument.StepPlacement] =
      [.coachMark, .above, .below, .leading, .trailing, .left, .right] + Placement.allCases.map { .anchored($0) }
    step.placement = placements.randomElement(using: &generator) ?? .coachMark
    step.focusStyle = focusStyle(using: &generator)
    step.interaction = TourDocument.Interaction(
      overlayTapAdvances: generator.bool(), dismissesOnOutsideTap: generator.bool(),
      allowsInteractionInsideCutout: generator.bool(), forwardsAllTouches: generator.bool(),
      forwardingRegion: generator.bool() ? .opening : .targetBounds)
    for _ in 0..<generator.int(in: 0...3) {
      let trigger: TourDocument.Completer.Trigger =
        switch generator.int(in: 0...4) {
        case 0: .event("event." + text(using: &generator))
        case 1: .tapInsideCutout
        case 2: .tapOnTarget
        case 3: .afterDuration(generator.double(in: 0.001...1000))
        default: .gesture(gesture(stepHasTargets: !targets.isEmpty, using: &generator))
        }
      step.completers.append(TourDocument.Completer(trigger, action: generator.bool() ? .advance : .dismiss))
    }
    step.onMissingTarget = TourDocument.MissingTargetPolicy.allCases.randomElement(using: &generator) ?? .skip
    step.targetWaitTimeout = generator.bool() ? 0 : generator.double(in: 0...60)
    if generator.bool() { step.host = ElementID("host.\(generator.int(in: 0...3))") }
    #if LODESTAR_WINDOWING
      if generator.bool() { step.presentation = .newWindow(level: generator.double(in: -10...3000)) }
    #endif
    for _ in 0..<generator.int(in: 0...2) { step.attachments[text(using: &generator)] = text(using: &generator) }
    if generator.bool() {
      step.audioCue = TourDocument.AudioCue(
        name: "cue." + text(using: &generator), volume: generator.bool() ? 1 : generator.double(in: 0...1))
    }
    return step
  }

  static func gesture(stepHasTargets: Bool, using generator: inout SeededGenerator) -> TourDocument.Gesture {
    let kind: TourDocument.Gesture.Kind =
      switch generator.int(in: 0...4) {
      case 0: .tap
      case 1: .doubleTap
      case 2: .longPress(seconds: generator.bool() ? 0.5 : generator.double(in: 0.001...60))
      case 3: .swipe(TourDocument.Gesture.Direction.allCases.randomElement(using: &generator) ?? .up)
      default: .pan(distance: generator.double(in: 0.001...2000))
      }
    // A step without targets has neither a target nor an opening to start a gesture on.
    let areas: [TourDocument.Gesture.Area] =
      (stepHasTargets ? [.target, .opening] : []) + [
        .anywhere, .element(ElementID("area.\(generator.int(in: 0...9))")),
      ]
    return TourDocument.Gesture(kind, in: areas.randomElement(using: &generator) ?? .anywhere)
  }

  static func focusStyle(using generator: inout SeededGenerator) -> TourDocument.FocusStyle {
    switch generator.int(in: 0...6) {
    case 0: return .default
    case 1: return .rect
    case 2:
      let radius: TourDocument.FocusStyle.CornerRadius =
        switch generator.int(in: 0...2) {
        case 0: .fixed(generator.double(in: 0...40))
        case 1: .followTarget(generator.double(in: -10...10))
        default: .scaleWithTarget(generator.double(in: 0...3))
        }
      let corners = Set(TourDocument.FocusStyle.Corner.allCases.filter { _ in generator.bool() })
      let insets =
        generator.bool()
        ? DirectionalEdgeInsets(all: generator.double(in: -8...8))
        : DirectionalEdgeInsets(
          top: generator.double(in: -8...8), leading: 0, bottom: generator.double(in: -8...8),
          trailing: generator.double(in: -8...8))
      return .roundedRect(.init(insets: insets, radius: radius, corners: corners))
    case 3:
      let radius: TourDocument.FocusStyle.CircleRadius =
        generator.bool() ? .fixed(generator.double(in: 0...200)) : .scaledToTarget(generator.double(in: 0...3))
      return .circle(
        .init(radius: radius, centerOffset: Point(x: generator.double(in: -50...50), y: generator.double(in: -50...50)))
      )
    case 4: return .oval
    case 5: return .capsule
    default: return .none
    }
  }

  /// A short string mixing ASCII, quotes, backslashes, control characters, accents, CJK and emoji.
  static func text(using generator: inout SeededGenerator) -> String {
    let pieces = [
      "a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\u{01}", "\u{1F}", "é", "中", "😀", "👩‍👩‍👧", "e\u{301}", "\u{7F}",
    ]
    return String((0..<generator.int(in: 0...8)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined())
  }
}

extension SeededGenerator {
  mutating func bool() -> Bool { next() & 1 == 1 }
  mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
}
