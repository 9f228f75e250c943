import Lodestar
import LodestarDemoSupport
import LodestarJSON
import LodestarTestSupport
import Testing

/// `place` reads most lines in one pass (`PlaceLineOnePassReader`) and leaves every other line to the checked
/// reader: on every line the one-pass reader reads, the two must make the same problem.
@Suite struct PlaceLineOnePassReaderTests {
  static let rects = PlaceJSONEdgeCaseTests.rects

  /// The problem the one-pass reader reads from `text`, or `nil` when it leaves the line to the checked reader.
  static func onePass(_ text: String) throws -> PlacementProblem? {
    let document = try PlacementProblem.document(line: Array(text.utf8))
    var problem = PlacementProblem()
    var keys: [Int32] = []
    let read = document.withContents { PlaceLineOnePassReader.read($0, into: &problem, keys: &keys) }
    return read ? problem : nil
  }

  /// The problem the checked reader reads from `text`.
  static func checked(_ text: String) throws -> PlacementProblem {
    let document = try PlacementProblem.document(line: Array(text.utf8))
    var problem = PlacementProblem()
    try problem.readChecked(document.root)
    return problem
  }

  /// Every field of a problem, the middleware's options included.
  static func fields(_ problem: PlacementProblem) -> String { String(reflecting: problem) }

  /// Lines the one-pass reader must read: every kind of value it reads, members in any order, `null`s.
  static let readInOnePass: [String] = [
    PlaceJSONTests.issueProblem,
    #"{\#(rects)}"#,
    #"{"boundary":{"height":844,"width":390,"y":0,"x":0},"floating":{"height":60,"width":120},"reference":{"height":20,"width":40,"y":400,"x":150}}"#,
    #"{\#(rects),"placement":"left-end","rtl":true}"#,
    #"{\#(rects),"placement":null,"rtl":null,"middleware":null}"#,
    #"{\#(rects),"middleware":[]}"#,
    #"{\#(rects),"middleware":[{"mainAxis":-6,"crossAxis":-2.5,"alignmentAxis":-1000000000,"name":"offset"}]}"#,
    #"{\#(rects),"middleware":[{"name":"offset","mainAxis":null,"alignmentAxis":null}]}"#,
    #"{\#(rects),"middleware":[{"name":"flip","mainAxis":false,"crossAxis":false,"flipAlignment":false,"padding":{"top":1,"left":-2}}]}"#,
    #"{\#(rects),"middleware":[{"name":"flip","crossAxis":true,"fallbackPlacements":null,"fallbackStrategy":null,"fallbackAxisSideDirection":null,"elementContext":null}]}"#,
    #"{\#(rects),"middleware":[{"name":"autoPlacement","crossAxis":true,"autoAlignment":false,"alignment":null,"allowedPlacements":null,"altBoundary":true}]}"#,
    #"{\#(rects),"middleware":[{"name":"shift","mainAxis":false,"crossAxis":true,"limiter":null,"boundary":{"x":1,"y":2,"width":3,"height":4}}]}"#,
    #"{\#(rects),"middleware":[{"name":"size","padding":1000000000,"boundary":null},{"name":"size","padding":null}]}"#,
    #"{\#(rects),"middleware":[{"padding":{"top":null,"right":3,"bottom":4},"height":0,"width":1000000000,"name":"arrow"}]}"#,
    #"{\#(rects),"middleware":[{"name":"hide","strategy":null,"padding":-0.5},{"name":"hide"}]}"#,
  ]

  @Test(arguments: readInOnePass) func readsTheLineAsTheCheckedReaderDoes(_ line: String) throws {
    let problem = try #require(try Self.onePass(line), "the one-pass reader left the line")
    #expect(Self.fields(problem) == Self.fields(try Self.checked(line)))
  }

  /// Lines the one-pass reader leaves to the checked reader: every error, and the options it does not read.
  static let leftToTheCheckedReader: [String] = [
    // Errors: an unknown key, a missing or `null` field, a value of the wrong kind, numbers past their range.
    #"{\#(rects),"extra":1}"#,
    #"{"reference":{"x":0,"y":0,"width":1,"height":1},"floating":{"width":1,"height":1}}"#,
    #"{"reference":{"x":0,"y":0,"width":1,"height":1},"floating":{"width":1,"height":null},"boundary":{"x":0,"y":0,"width":1,"height":1}}"#,
    #"{"reference":null,"floating":{"width":1,"height":1},"boundary":{"x":0,"y":0,"width":1,"height":1}}"#,
    #"{"reference":{"x":0,"y":0,"width":1},"floating":{"width":1,"height":1},"boundary":{"x":0,"y":0,"width":1,"height":1}}"#,
    #"{"reference":{"x":0,"y":0,"width":1,"height":1},"floating":{"x":0,"width":1,"height":1},"boundary":{"x":0,"y":0,"width":1,"height":1}}"#,
    #"{"reference":{"x":0,"y":0,"width":-1,"height":1},"floating":{"width":1,"height":1},"boundary":{"x":0,"y":0,"width":1,"height":1}}"#,
    #"{"reference":{"x":1000000000.0000001,"y":0,"width":1,"height":1},"floating":{"width":1,"height":1},"boundary":{"x":0,"y":0,"width":1,"height":1}}"#,
    #"{"reference":{"x":-1000000000.0000001,"y":0,"width":1,"height":1},"floating":{"width":1,"height":1},"boundary":{"x":0,"y":0,"width":1,"height":1}}"#,
    #"{"reference":{"x":1e400,"y":0,"width":1,"height":1},"floating":{"width":1,"height":1},"boundary":{"x":0,"y":0,"width":1,"height":1}}"#,
    #"{"reference":{"x":"0","y":0,"width":1,"height":1},"floating":{"width":1,"height":1},"boundary":{"x":0,"y":0,"width":1,"height":1}}"#,
    #"{\#(rects),"placement":"middle"}"#,
    #"{\#(rects),"placement":3}"#,
    #"{\#(rects),"rtl":"yes"}"#,
    #"{\#(rects),"middleware":{}}"#,
    #"{\#(rects),"middleware":[1]}"#,
    #"{\#(rects),"middleware":[{"mainAxis":8}]}"#,
    #"{\#(rects),"middleware":[{"name":"nope"}]}"#,
    #"{\#(rects),"middleware":[{"name":null}]}"#,
    #"{\#(rects),"middleware":[{"name":"offset","padding":8}]}"#,
    #"{\#(rects),"middleware":[{"name":"offset","mainAxis":true}]}"#,
    #"{\#(rects),"middleware":[{"name":"offset","alignmentAxis":"8"}]}"#,
    #"{\#(rects),"middleware":[{"name":"flip","mainAxis":1}]}"#,
    #"{\#(rects),"middleware":[{"name":"arrow","width":-1}]}"#,
    #"{\#(rects),"middleware":[{"name":"arrow","padding":{"top":1,"middle":2}}]}"#,
    #"{\#(rects),"middleware":[{"name":"arrow","padding":"8"}]}"#,
    #"{\#(rects),"middleware":[{"name":"shift","boundary":{"x":0,"y":0,"width":1}}]}"#,
    #"{\#(rects),"middleware":[{"name":"size","altBoundary":0}]}"#,
    #"{\#(rects),"middleware":[{"name":"hide","name2":0}]}"#,
    // Options read only by the checked reader.
    #"{\#(rects),"middleware":[{"name":"flip","crossAxis":"alignment"}]}"#,
    #"{\#(rects),"middleware":[{"name":"flip","fallbackPlacements":["top"]}]}"#,
    #"{\#(rects),"middleware":[{"name":"flip","fallbackStrategy":"initialPlacement"}]}"#,
    #"{\#(rects),"middleware":[{"name":"flip","fallbackAxisSideDirection":"start"}]}"#,
    #"{\#(rects),"middleware":[{"name":"autoPlacement","alignment":"start"}]}"#,
    #"{\#(rects),"middleware":[{"name":"autoPlacement","allowedPlacements":["top"]}]}"#,
    #"{\#(rects),"middleware":[{"name":"shift","limiter":{"offset":4}}]}"#,
    #"{\#(rects),"middleware":[{"name":"size","elementContext":"reference"}]}"#,
    #"{\#(rects),"middleware":[{"name":"size","boundary":"clippingAncestors"}]}"#,
    #"{\#(rects),"middleware":[{"name":"hide","strategy":"escaped"}]}"#,
    // Not an object.
    "[]",
    "1",
  ]

  @Test(arguments: leftToTheCheckedReader) func leavesTheLineToTheCheckedReader(_ line: String) throws {
    #expect(try Self.onePass(line) == nil)
  }

  /// The limits of each range, read alike by both readers: the exact limit and the next double past it.
  @Test func readsEachRangeToItsExactLimit() throws {
    let limit = PlaceNumberRange.limit
    for (value, inRange) in [
      (limit, true), (limit.nextUp, false), (-limit, true), (-limit.nextUp, false), (0, true), (-0.0, true),
    ] {
      let text = value.description
      let coordinate = #"{\#(Self.rects),"middleware":[{"name":"offset","mainAxis":\#(text)}]}"#
      #expect((try Self.onePass(coordinate) != nil) == inRange, "mainAxis \(text)")
      let size = #"{\#(Self.rects),"middleware":[{"name":"arrow","width":\#(text)}]}"#
      let sizeInRange = inRange && value.sign == .plus || value == 0
      #expect((try Self.onePass(size) != nil) == sizeInRange, "width \(text)")
      for line in [coordinate, size] {
        if let problem = try Self.onePass(line) { #expect(Self.fields(problem) == Self.fields(try Self.checked(line))) }
      }
    }
    #expect(try Self.onePass(#"{\#(Self.rects),"middleware":[{"name":"arrow","width":-1e-300}]}"#) == nil)
  }

  /// Property: seeded random lines of every key, mostly valid, some with a wrong kind, a number out of range, an
  /// unknown key or a missing field, members in random order. On every line the one-pass reader reads, the checked
  /// reader must read the same problem, without an error.
  @Test func agreesWithTheCheckedReaderOnRandomLines() throws {
    for seed in UInt64(1)...UInt64(40) {
      var generator = RandomPlaceLine(seed: seed)
      var read = 0
      for _ in 0..<250 {
        let line = generator.line()
        guard let problem = try Self.onePass(line) else { continue }
        read += 1
        let checked: PlacementProblem
        do {
          checked = try Self.checked(line)
        } catch {
          Issue.record("seed \(seed): the checked reader refused a line read in one pass: \(error)\n\(line)")
          continue
        }
        #expect(Self.fields(problem) == Self.fields(checked), "seed \(seed): \(line)")
      }
      // Enough lines of each seed are read in one pass for the comparison to mean something.
      #expect(read >= 25, "seed \(seed): only \(read) of 250 lines read in one pass")
    }
  }
}

/// Random `place` lines for ``PlaceLineOnePassReaderTests``, from a seeded SplitMix64 stream.
struct RandomPlaceLine {
  var stream: PlacementProblemSet.Stream

  init(seed: UInt64) {
    stream = PlacementProblemSet.Stream(state: seed)
  }

  mutating func chance(_ percent: UInt64) -> Bool { stream.next() % 100 < percent }

  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[Int(stream.next() % UInt64(elements.count))]
  }

  /// Values of every kind, and numbers at and past the ranges' limits.
  static let anyValues = [
    "null", "true", "false", "0", "-0", "8", "-6.5", "1e9", "1000000000.0000001", "-1000000000", "-1e9",
    "-1000000000.0000001", "1e400", "\"alignment\"", "\"start\"", "\"clippingAncestors\"", "\"top\"", "[]",
    "[\"top\"]", "{}", "{\"top\":1}", "{\"x\":0,\"y\":0,\"width\":1,\"height\":1}", "{\"offset\":4}",
  ]
  static let coordinates = ["0", "-0", "8", "-6.5", "1e9", "-1e9", "390", "0.1", "1E-3"]
  static let sizes = ["0", "-0", "8", "390", "0.1", "1e9", "7.25e2"]
  static let booleans = ["true", "false", "null"]
  static let paddings = ["8", "-2", "null", "{\"top\":1,\"left\":2}", "{}", "{\"right\":null,\"bottom\":-3}"]

  /// A value for `key`: mostly of its kind, sometimes anything.
  mutating func value(for key: String) -> String {
    if chance(3) { return pick(Self.anyValues) }
    switch key {
    case "autoAlignment", "flipAlignment", "altBoundary", "rtl": return pick(Self.booleans)
    case "padding": return pick(Self.paddings)
    case "boundary": return chance(70) ? rectangle(origin: true) : pick(["null", "\"clippingAncestors\""])
    case "placement": return pick(["\"bottom\"", "\"top-start\"", "\"left-end\"", "null"])
    case "width", "height": return pick(Self.sizes)
    default: return chance(90) ? pick(Self.coordinates) : "null"
    }
  }

  /// An object of `keys` in random order, dropping some and sometimes adding an unknown key.
  mutating func object(_ members: [(String, String)], dropping percent: UInt64) -> String {
    var members = members.filter { _ in !chance(percent) }
    if chance(4) { members.append(("extra", "1")) }
    for index in members.indices.reversed() {
      members.swapAt(index, Int(stream.next() % UInt64(index + 1)))
    }
    return "{" + members.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
  }

  mutating func rectangle(origin: Bool) -> String {
    let keys = origin ? ["x", "y", "width", "height"] : ["width", "height"]
    var members: [(String, String)] = []
    for key in keys { members.append((key, value(for: key))) }
    return object(members, dropping: 2)
  }

  static let middlewareKeys: [String: [String]] = [
    "offset": ["mainAxis", "crossAxis", "alignmentAxis"],
    "flip": ["mainAxis", "crossAxis", "flipAlignment", "padding", "altBoundary", "boundary", "fallbackStrategy"],
    "autoPlacement": ["crossAxis", "autoAlignment", "padding", "altBoundary", "alignment"],
    "shift": ["mainAxis", "crossAxis", "padding", "altBoundary", "boundary", "limiter"],
    "size": ["padding", "altBoundary", "boundary", "elementContext"],
    "arrow": ["width", "height", "padding"],
    "hide": ["padding", "altBoundary", "boundary", "strategy"],
  ]

  mutating func middleware() -> String {
    let name = pick(Array(Self.middlewareKeys.keys).sorted())
    var members = [("name", chance(3) ? "\"nope\"" : "\"\(name)\"")]
    for key in Self.middlewareKeys[name] ?? [] where chance(50) {
      // Options that only the checked reader reads are mostly `null` here, so that the line stays readable.
      let checkedOnly = ["fallbackStrategy", "alignment", "limiter", "elementContext", "strategy"].contains(key)
      // `mainAxis` and `crossAxis` are numbers for an offset and Booleans for the others.
      let isFlag = name != "offset" && (key == "mainAxis" || key == "crossAxis")
      let value = isFlag ? (chance(97) ? pick(Self.booleans) : pick(Self.anyValues)) : value(for: key)
      members.append((key, checkedOnly && chance(80) ? "null" : value))
    }
    // A key of another middleware, now and then.
    if chance(3) { members.append(("top", "1")) }
    return object(members, dropping: 0)
  }

  mutating func line() -> String {
    var members = [
      ("reference", rectangle(origin: true)), ("floating", rectangle(origin: false)),
      ("boundary", rectangle(origin: true)), ("placement", value(for: "placement")), ("rtl", value(for: "rtl")),
    ]
    var middleware: [String] = []
    for _ in 0..<Int(stream.next() % 5) { middleware.append(self.middleware()) }
    members.append(("middleware", chance(5) ? "null" : "[" + middleware.joined(separator: ",") + "]"))
    return object(members, dropping: 3)
  }
}
