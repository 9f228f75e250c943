import Lodestar
import LodestarJSON

/// The 10,000 fixed random placement problems on a phone-sized boundary that `lodestar-bench layout` measures,
/// and the same problems as `place` input (`lodestar-demo place --benchmark-input`), so `place --bench` can be
/// compared with the in-process figure on exactly the same problems.
package enum PlacementProblemSet {
  /// A SplitMix64 stream: the same problems on every run and every platform.
  package struct Stream {
    /// The generator's state.
    package var state: UInt64

    /// A stream starting from `state`.
    package init(state: UInt64) {
      self.state = state
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }

    /// A double in `range`, from the next 53 random bits.
    package mutating func double(_ range: ClosedRange<Double>) -> Double {
      range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }
  }

  /// One problem: a reference rectangle, the floating element's size and the preferred placement.
  package struct Problem {
    /// The reference (anchor) rectangle.
    package var reference: Rect
    /// The floating element's size.
    package var floating: Size
    /// The preferred placement.
    package var placement: Placement
  }

  /// The boundary of every problem: a 390×844 phone screen.
  package static let boundary = Rect(x: 0, y: 0, width: 390, height: 844)

  /// The 10,000 problems, the same on every call.
  package static func problems() -> [Problem] {
    var stream = Stream(state: 42)
    return (0..<10_000).map { _ in
      Problem(
        reference: Rect(
          x: stream.double(-40...400), y: stream.double(-40...860), width: stream.double(10...200),
          height: stream.double(10...80)),
        floating: Size(width: stream.double(80...360), height: stream.double(40...300)),
        placement: Placement.allCases[Int(stream.next() % 12)])
    }
  }

  /// The middleware the benchmarks solve the problems with (offset, flip, shift, arrow), in `place`'s JSON
  /// vocabulary.
  package static let middlewareJSON: JSONOutput = .array([
    ["name": .string("offset"), "mainAxis": .number(8)], ["name": .string("flip")],
    ["name": .string("shift"), "padding": .number(8)],
    ["name": .string("arrow"), "width": .number(14), "height": .number(7), "padding": .number(4)],
  ])

  /// The 10,000 problems as `place` input, one JSON line each, with ``middlewareJSON``; numbers are printed in
  /// shortest round-trip form, so `place` reads exactly the same doubles.
  package static func jsonLines() -> String {
    var text = ""
    text.reserveCapacity(10_000 * 400)
    let writer = JSONWriter()
    for problem in problems() {
      let line: JSONOutput = [
        "reference": [
          "x": .number(problem.reference.origin.x), "y": .number(problem.reference.origin.y),
          "width": .number(problem.reference.size.width), "height": .number(problem.reference.size.height),
        ],
        "floating": ["width": .number(problem.floating.width), "height": .number(problem.floating.height)],
        "boundary": [
          "x": .number(boundary.origin.x), "y": .number(boundary.origin.y), "width": .number(boundary.size.width),
          "height": .number(boundary.size.height),
        ],
        "placement": .string(problem.placement.name), "rtl": .bool(false), "middleware": middlewareJSON,
      ]
      writer.write(line, to: &text)
      text += "\n"
    }
    return text
  }
}
