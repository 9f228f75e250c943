import Foundation
import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarTourFormat
import Testing

/// One number of the tour format with its documented range: how to put a value into a document's JSON and
/// into a document built in code.
struct TourNumberField: Sendable, CustomTestStringConvertible {
  /// The JSON path errors name.
  var path: String
  /// What the error says is expected.
  var expectation: String
  /// The lowest value the range holds (accepted unless `excludesLowest`).
  var lowest: Double
  var excludesLowest = false
  /// The largest value the range holds.
  var largest: Double
  /// A document whose field holds the number written as the given JSON text.
  var json: @Sendable (String) -> String
  /// A document built in code whose field holds the number.
  var document: @Sendable (Double) -> TourDocument
  /// How the test names the field, when the path alone is ambiguous.
  var label: String?

  var testDescription: String { label ?? path }

  static func stepJSON(_ members: String) -> String {
    #"{"version": 1, "id": "t", "steps": [{"id": "a", "hint": "h", "targets": ["x"], "# + members + "}]}"
  }

  static func step(_ change: (inout TourDocument.Step) -> Void) -> TourDocument {
    var step = TourDocument.Step(id: "a", targets: ["x"], hint: "h")
    change(&step)
    return TourDocument(id: "t", steps: [step])
  }

  static let all: [TourNumberField] = {
    let duration = "a number between 0 and 86400"
    let length = "a number between 0 and 1000000"
    let offset = "a number between -1000000 and 1000000"
    let scale = "a number between 0 and 1000"
    var fields = [
      TourNumberField(
        path: "steps[0].targetWaitTimeout", expectation: duration, lowest: 0, largest: 86_400,
        json: { stepJSON(#""targetWaitTimeout": \#($0)"#) },
        document: { value in step { $0.targetWaitTimeout = value } }),
      TourNumberField(
        path: "steps[0].completers[0].seconds", expectation: "a number > 0 and <= 86400", lowest: 0,
        excludesLowest: true, largest: 86_400,
        json: { stepJSON(#""completers": [{"type": "afterDuration", "seconds": \#($0)}]"#) },
        document: { value in step { $0.completers = [TourDocument.Completer(.afterDuration(value))] } }),
      TourNumberField(
        path: "steps[0].completers[0].seconds", expectation: "a number > 0 and <= 86400", lowest: 0,
        excludesLowest: true, largest: 86_400,
        json: { stepJSON(#""completers": [{"type": "gesture", "gesture": "longPress", "seconds": \#($0)}]"#) },
        document: { value in
          step { $0.completers = [TourDocument.Completer(.gesture(TourDocument.Gesture(.longPress(seconds: value))))] }
        },
        label: "steps[0].completers[0].seconds (longPress)"),
      TourNumberField(
        path: "steps[0].completers[0].distance", expectation: "a number > 0 and <= 1000000", lowest: 0,
        excludesLowest: true, largest: 1_000_000,
        json: { stepJSON(#""completers": [{"type": "gesture", "gesture": "pan", "distance": \#($0)}]"#) },
        document: { value in
          step { $0.completers = [TourDocument.Completer(.gesture(TourDocument.Gesture(.pan(distance: value))))] }
        }),
      TourNumberField(
        path: "steps[0].audioCue.volume", expectation: "a number between 0 and 1", lowest: 0, largest: 1,
        json: { stepJSON(#""audioCue": {"name": "chime", "volume": \#($0)}"#) },
        document: { value in step { $0.audioCue = TourDocument.AudioCue(name: "chime", volume: value) } }),
      TourNumberField(
        path: "steps[0].focusStyle.radius", expectation: length, lowest: 0, largest: 1_000_000,
        json: { stepJSON(#""focusStyle": {"type": "roundedRect", "radius": \#($0)}"#) },
        document: { value in step { $0.focusStyle = .roundedRect(.init(radius: .fixed(value))) } }),
      TourNumberField(
        path: "steps[0].focusStyle.radius.followTarget", expectation: offset, lowest: -1_000_000,
        largest: 1_000_000,
        json: { stepJSON(#""focusStyle": {"type": "roundedRect", "radius": {"followTarget": \#($0)}}"#) },
        document: { value in step { $0.focusStyle = .roundedRect(.init(radius: .followTarget(value))) } }),
      TourNumberField(
        path: "steps[0].focusStyle.radius.scaleWithTarget", expectation: scale, lowest: 0, largest: 1000,
        json: { stepJSON(#""focusStyle": {"type": "roundedRect", "radius": {"scaleWithTarget": \#($0)}}"#) },
        document: { value in step { $0.focusStyle = .roundedRect(.init(radius: .scaleWithTarget(value))) } }),
      TourNumberField(
        path: "steps[0].focusStyle.radius", expectation: length, lowest: 0, largest: 1_000_000,
        json: { stepJSON(#""focusStyle": {"type": "circle", "radius": \#($0)}"#) },
        document: { value in step { $0.focusStyle = .circle(.init(radius: .fixed(value))) } },
        label: "steps[0].focusStyle.radius (circle)"),
      TourNumberField(
        path: "steps[0].focusStyle.radius.scaledToTarget", expectation: scale, lowest: 0, largest: 1000,
        json: { stepJSON(#""focusStyle": {"type": "circle", "radius": {"scaledToTarget": \#($0)}}"#) },
        document: { value in step { $0.focusStyle = .circle(.init(radius: .scaledToTarget(value))) } }),
      TourNumberField(
        path: "options.overlayColor.alpha", expectation: "a number between 0 and 1", lowest: 0, largest: 1,
        json: {
          #"{"version": 1, "id": "t", "options": {"overlayColor": {"white": 0.5, "alpha": \#($0)}}, "#
            + #""steps": [{"id": "a", "hint": "h"}]}"#
        },
        document: { value in
          var document = TourDocument(id: "t", steps: [TourDocument.Step(id: "a", hint: "h")])
          document.options.overlayColor = .white(0.5, alpha: value)
          return document
        }),
    ]
    for edge in ["top", "leading", "bottom", "trailing"] {
      fields.append(
        TourNumberField(
          path: "steps[0].focusStyle.insets.\(edge)", expectation: offset, lowest: -1_000_000, largest: 1_000_000,
          json: { stepJSON(#""focusStyle": {"type": "roundedRect", "insets": {"\#(edge)": \#($0)}}"#) },
          document: { value in
            step {
              var insets = DirectionalEdgeInsets(all: 0)
              switch edge {
              case "top": insets.top = value
              case "leading": insets.leading = value
              case "bottom": insets.bottom = value
              default: insets.trailing = value
              }
              $0.focusStyle = .roundedRect(.init(insets: insets))
            }
          }))
    }
    for axis in ["x", "y"] {
      fields.append(
        TourNumberField(
          path: "steps[0].focusStyle.centerOffset.\(axis)", expectation: offset, lowest: -1_000_000,
          largest: 1_000_000,
          json: { stepJSON(#""focusStyle": {"type": "circle", "centerOffset": {"\#(axis)": \#($0)}}"#) },
          document: { value in
            step {
              let offset = axis == "x" ? Point(x: value, y: 0) : Point(x: 0, y: value)
              $0.focusStyle = .circle(.init(centerOffset: offset))
            }
          }))
    }
    return fields
  }()
}

/// Every number of the tour format at its limits: 0, the lowest and largest values, the next values past
/// them, the infinities and NaN. JSON cannot write an infinity or NaN: `1e400` overflows to infinity in a
/// document, and documents built in code carry both to `validate()` and the mapping onto the engine.
@Suite("Tour documents: the limits of every number")
struct TourNumberLimitTests {
  /// The text a document writes for a value: Swift's shortest round-trip digits.
  static func text(_ value: Double) -> String {
    value == value.rounded() && value.magnitude < 1e15 ? String(Int64(value)) : "\(value)"
  }

  @Test(arguments: TourNumberField.all)
  func documentsAcceptTheRangeAndNameTheFieldPastIt(field: TourNumberField) throws {
    var accepted = [field.largest]
    if !field.excludesLowest { accepted.append(field.lowest) }
    if field.lowest <= 0 && !(field.excludesLowest && field.lowest == 0) { accepted.append(0) }
    for value in accepted {
      let json = field.json(Self.text(value))
      #expect(throws: Never.self, "\(field.path) = \(value)") { try TourDocument(jsonString: json) }
      #expect(field.document(value).validate().isEmpty, "\(field.path) = \(value)")
    }
    var rejected = [field.largest.nextUp, field.lowest.nextDown].map { (Self.text($0), $0) }
    if field.excludesLowest { rejected.append((Self.text(field.lowest), field.lowest)) }
    rejected += [("1e400", .infinity), ("-1e400", -.infinity)]
    for (text, value) in rejected {
      do {
        _ = try TourDocument(jsonString: field.json(text))
        Issue.record("\(field.path) = \(text) was accepted")
      } catch {
        #expect(error.path == field.path, "\(field.path) = \(text): \(error)")
        #expect(error.message == "expected \(field.expectation), found \(text)", "\(field.path) = \(text)")
      }
      #expect(
        field.document(value).validate().map(\.description)
          == ["\(field.path): expected \(field.expectation), found \(value.isFinite ? text : "\(value)")"])
    }
    #expect(
      field.document(.nan).validate().map(\.description) == ["\(field.path): expected \(field.expectation), found nan"])
  }

  @Test func theSchemaStatesTheSameLimits() throws {
    let schema = try TourFormatDocumentationTests.schema()
    let definitions = try #require(schema["$defs"] as? [String: Any])
    func range(_ name: String) -> [String: Double] {
      let definition = definitions[name] as? [String: Any] ?? [:]
      var bounds: [String: Double] = [:]
      for key in ["minimum", "exclusiveMinimum", "maximum"] {
        if let value = definition[key] as? Double { bounds[key] = value }
      }
      return bounds
    }
    #expect(range("duration") == ["minimum": 0, "maximum": 86_400])
    #expect(range("positiveDuration") == ["exclusiveMinimum": 0, "maximum": 86_400])
    #expect(range("length") == ["minimum": 0, "maximum": 1_000_000])
    #expect(range("offset") == ["minimum": -1_000_000, "maximum": 1_000_000])
    #expect(range("scale") == ["minimum": 0, "maximum": 1000])
    #expect(range("unitNumber") == ["minimum": 0, "maximum": 1])
  }

  /// A document built in code and never validated still maps onto the engine: a duration out of range is
  /// moved into it (NaN and negative numbers mean none, an infinity or a huge number one day) instead of
  /// trapping.
  @MainActor
  @Test(arguments: [
    (Double.nan, Duration.zero), (-1, .zero), (-Double.infinity, .zero), (0, .zero), (86_400, .seconds(86_400)),
    (86_400.5, .seconds(86_400)), (1.7e20, .seconds(86_400)), (1e40, .seconds(86_400)),
    (Double.infinity, .seconds(86_400)), (2.5, .milliseconds(2500)),
  ])
  func outOfRangeDurationsFromCodeAreMovedIntoTheRange(seconds: Double, expected: Duration) {
    let document = TourNumberField.step {
      $0.targetWaitTimeout = seconds
      $0.completers = [TourDocument.Completer(.afterDuration(seconds))]
    }
    let steps = document.tourSteps { _ in nil }
    #expect(steps.first?.targetWaitTimeout == expected, "\(seconds)")
    guard case .duration(let duration) = steps.first?.completers.first?.trigger else {
      Issue.record("no duration completer for \(seconds)")
      return
    }
    #expect(duration == expected, "\(seconds)")
  }
}
