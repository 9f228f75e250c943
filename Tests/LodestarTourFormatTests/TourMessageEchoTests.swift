import LodestarGeometry
import LodestarHostTree
import LodestarTourFormat
import Testing

/// Error messages quote at most 40 characters of any one input text and name at most three input items,
/// with a count for the rest, however large the input.
@Suite("Tour documents: bounded echoes of the input")
struct TourMessageEchoTests {
  static let long = String(repeating: "7", count: 100_000)

  @Test func aHugeNumberIsQuotedShortened() {
    let json = #"{"version": 1, "id": "t", "steps": [{"id": "a", "hint": "h", "targetWaitTimeout": -\#(Self.long)}]}"#
    do {
      _ = try TourDocument(jsonString: json)
      Issue.record("accepted a negative timeout")
    } catch {
      #expect(
        error.description
          == "steps[0].targetWaitTimeout: expected a number between 0 and 86400, found -\(String(repeating: "7", count: 36))... "
          + "(line 1, column 83)")
    }
  }

  @Test func aHugeKeyAndStringAreQuotedShortened() {
    let key = String(repeating: "k", count: 100_000)
    let json = #"{"version": 1, "id": "t", "steps": [{"id": "a", "hint": "h", "\#(key)": "\#(key)"}]}"#
    do {
      _ = try TourDocument(jsonString: json)
      Issue.record("accepted an unknown key")
    } catch {
      #expect(error.path == "steps[0]." + String(repeating: "k", count: 37) + "...")
      #expect(error.description.count < 400)
    }
  }

  @Test func aThousandTargetsAreNotAllListed() throws {
    let targets = (0..<1000).map { "\"t\($0)\"" }.joined(separator: ", ")
    let json =
      #"{"version": 1, "id": "t", "steps": [{"id": "a", "hint": "h", "targets": [\#(targets)], "primaryTarget": "x"}]}"#
    do {
      _ = try TourDocument(jsonString: json)
      Issue.record("accepted a primary target that is not a target")
    } catch {
      #expect(
        error.message == #"expected one of the step's targets ("t0", "t1", "t2" and 997 more), found "x""#)
    }
  }

  @Test func aThousandRootsAreNotAllListed() throws {
    let document = try TourDocument(
      jsonString: #"{"version": 1, "id": "t", "steps": [{"id": "a", "hint": "h", "host": "nowhere"}]}"#)
    let screen = SceneGraph {
      for index in 0..<1000 {
        SceneElement(ElementID("root\(index)"), frame: Rect(x: 0, y: 0, width: 10, height: 10))
      }
    }
    #expect(
      document.validate(against: screen).map(\.message) == [
        #"unknown host "nowhere" (the host tree's roots: "root0", "root1", "root2" and 997 more)"#
      ])
  }
}
