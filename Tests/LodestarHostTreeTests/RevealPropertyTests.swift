import LodestarGeometry
import LodestarHostTree
import LodestarTestSupport
import Testing

/// `HostTree.revealRequests` against an independent reading of CSSOM View's "scroll a target into view" (issue 33):
/// generated nested scrollers, every alignment on both axes, both directions, targets larger than the scrollport,
/// already visible, partly visible and clipped by an outer scroller.
@Suite struct RevealPropertyTests {
  nonisolated static let seeds: [UInt64] = [0x5C20_11ED_0001, 0x5C20_11ED_0002]
  nonisolated static let casesPerSeed = 3_000

  /// One level of the generated chain below the root: a scroll container, a plain wrapper, or the target.
  struct Level {
    var id: ElementID
    var frame: Rect
    var offset: Point
    var scroll: ScrollContainer?
  }

  struct Case: CustomStringConvertible {
    var levels: [Level]  // from the root's child down to the target
    var block: RevealAlignment
    var inline: RevealAlignment
    var padding: DirectionalEdgeInsets
    var direction: ReadingDirection

    var description: String {
      let chain = levels.map { level in
        "\(level.id)@\(level.frame) offset \(level.offset)"
          + (level.scroll.map { " content \($0.contentSize) insets \($0.contentInsets)" } ?? "")
      }
      return "block \(block) inline \(inline) \(direction) padding \(padding): " + chain.joined(separator: " > ")
    }

    var graph: SceneGraph {
      var element: SceneElement?
      for level in levels.reversed() {
        var next = SceneElement(
          level.id, frame: level.frame,
          attributes: ElementAttributes(
            boundsOrigin: level.offset, clipsToBounds: level.scroll != nil, scrollContainer: level.scroll))
        if let element { next.children = [element] }
        element = next
      }
      return SceneGraph(size: Size(width: 400, height: 800)) {
        if let element { element }
      }
    }
  }

  static func random(using random: inout SeededGenerator) -> Case {
    let alignments = RevealAlignment.allCases
    func alignment() -> RevealAlignment { alignments[random.int(in: 0...(alignments.count - 1))] }
    func value(_ range: ClosedRange<Int>) -> Double { Double(random.int(in: range)) }
    var levels: [Level] = []
    var parentSize = Size(width: 400, height: 800)
    let depth = random.int(in: 1...3)
    for index in 0..<depth {
      // A plain wrapper now and then: it moves the frames but does not scroll.
      if random.int(in: 0...3) == 0 {
        levels.append(
          Level(
            id: ElementID("wrap\(index)"), frame: Rect(x: value(0...20), y: value(0...20), width: 300, height: 300),
            offset: .zero, scroll: nil))
      }
      let size = Size(width: value(120...Int(parentSize.width)), height: value(120...Int(parentSize.height)))
      let content = Size(width: size.width + value(0...900), height: size.height + value(0...1600))
      let insets = DirectionalEdgeInsets(
        top: value(0...2) * 20, leading: value(0...1) * 10, bottom: value(0...2) * 17, trailing: value(0...1) * 10)
      let range = ScrollContainer(contentSize: content, contentInsets: insets)
      let offset = Point(
        x: value(0...Int(content.width - size.width)), y: value(0...Int(content.height - size.height)))
      levels.append(
        Level(
          id: ElementID("scroll\(index)"),
          frame: Rect(x: value(0...40), y: value(0...80), width: size.width, height: size.height), offset: offset,
          scroll: range))
      parentSize = content
    }
    // The target: anywhere in the innermost content, sometimes larger than the scrollport.
    let large = random.int(in: 0...5) == 0
    let width = large ? value(300...700) : value(10...200)
    let height = large ? value(400...1200) : value(10...120)
    let target = Rect(
      x: value(0...max(0, Int(parentSize.width - width))), y: value(0...max(0, Int(parentSize.height - height))),
      width: width, height: height)
    levels.append(Level(id: "target", frame: target, offset: .zero, scroll: nil))
    let padding = random.int(in: 0...2) == 0 ? DirectionalEdgeInsets(all: 8) : .zero
    return Case(
      levels: levels, block: alignment(), inline: alignment(), padding: padding,
      direction: random.int(in: 0...1) == 0 ? .leftToRight : .rightToLeft)
  }

  /// CSSOM View, read independently: root coordinates (translations only), the inline axis negated right to left so
  /// that its start is always the smaller coordinate, the steps of "determine the scroll-into-view position" in their
  /// own words, and the scroll clamped to UIKit's offset range.
  static func oracle(_ testCase: Case) -> [ScrollRequest] {
    var offsets = testCase.levels.map(\.offset)
    var requests: [ScrollRequest] = []
    let rtl = testCase.direction == .rightToLeft
    /// The origin of level `index`'s frame in root coordinates.
    func origin(_ index: Int) -> Point {
      var point = Point(x: 0, y: 0)
      for level in 0...index {
        if level > 0 { point = Point(x: point.x - offsets[level - 1].x, y: point.y - offsets[level - 1].y) }
        point = Point(x: point.x + testCase.levels[level].frame.minX, y: point.y + testCase.levels[level].frame.minY)
      }
      return point
    }
    /// The spec's position change along one axis, with edge A the smaller coordinate.
    func change(_ alignment: RevealAlignment, element: (Double, Double), box: (Double, Double)) -> Double {
      let elementSize = element.1 - element.0
      let boxSize = box.1 - box.0
      switch alignment {
      case .start: return element.0 - box.0
      case .end: return element.1 - box.1
      case .center: return (element.0 + elementSize / 2) - (box.0 + boxSize / 2)
      case .nearest:
        let aOutside = element.0 < box.0
        let bOutside = element.1 > box.1
        if aOutside && bOutside { return 0 }
        if (aOutside && elementSize < boxSize) || (bOutside && elementSize > boxSize) { return element.0 - box.0 }
        if (aOutside && elementSize > boxSize) || (bOutside && elementSize < boxSize) { return element.1 - box.1 }
        return 0
      }
    }
    let target = testCase.levels.count - 1
    for index in stride(from: target - 1, through: 0, by: -1) {
      guard let scroll = testCase.levels[index].scroll else { continue }
      let frame = testCase.levels[index].frame
      let boxOrigin = origin(index)
      let elementOrigin = origin(target)
      let size = testCase.levels[target].frame.size
      let insets = scroll.contentInsets
      let padding = testCase.padding
      let left = (rtl ? insets.trailing : insets.leading) + (rtl ? padding.trailing : padding.leading)
      let right = (rtl ? insets.leading : insets.trailing) + (rtl ? padding.leading : padding.trailing)
      let top = insets.top + padding.top
      let bottom = insets.bottom + padding.bottom
      var dx: Double
      if rtl {
        // Negated: the right edge is the start.
        dx = -change(
          testCase.inline, element: (-(elementOrigin.x + size.width), -elementOrigin.x),
          box: (-(boxOrigin.x + frame.width - right), -(boxOrigin.x + left)))
      } else {
        dx = change(
          testCase.inline, element: (elementOrigin.x, elementOrigin.x + size.width),
          box: (boxOrigin.x + left, boxOrigin.x + frame.width - right))
      }
      let dy = change(
        testCase.block, element: (elementOrigin.y, elementOrigin.y + size.height),
        box: (boxOrigin.y + top, boxOrigin.y + frame.height - bottom))
      let physicalLeft = rtl ? insets.trailing : insets.leading
      let physicalRight = rtl ? insets.leading : insets.trailing
      let maxX = max(-physicalLeft, scroll.contentSize.width + physicalRight - frame.width)
      let maxY = max(-insets.top, scroll.contentSize.height + insets.bottom - frame.height)
      if dx == 0 { dx = 0 }  // no negative zero
      let old = offsets[index]
      let new = Point(
        x: min(max(old.x + dx, -physicalLeft), maxX), y: min(max(old.y + dy, -insets.top), maxY))
      if new != old {
        requests.append(ScrollRequest(container: testCase.levels[index].id, from: old, to: new))
        offsets[index] = new
      }
    }
    return requests
  }

  @Test(arguments: seeds)
  func revealOffsetsAgreeWithCSSOMView(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var kinds: [String: Int] = [:]
    for index in 0..<Self.casesPerSeed {
      let testCase = Self.random(using: &random)
      let graph = testCase.graph
      let found = graph.revealRequests(
        for: "target", block: testCase.block, inline: testCase.inline, padding: testCase.padding,
        direction: testCase.direction)
      let expected = Self.oracle(testCase)
      let agree =
        found.count == expected.count
        && zip(found, expected).allSatisfy { found, expected in
          found.container == expected.container && found.from == expected.from
            && abs(found.to.x - expected.to.x) < 1e-9 && abs(found.to.y - expected.to.y) < 1e-9
        }
      #expect(agree, "seed \(seed) case \(index): \(found) != \(expected) — \(testCase)")
      // What the generated cases cover.
      let visible = graph.visibleFrame(of: "target") ?? .null
      let frame = graph.frameInRoot(of: "target") ?? .null
      if visible == frame { kinds["visible", default: 0] += 1 }
      if visible.isNull || visible.isEmpty { kinds["hidden", default: 0] += 1 }
      if !visible.isNull && !visible.isEmpty && visible != frame { kinds["partly", default: 0] += 1 }
      if testCase.levels.last.map({ $0.frame.height > 400 }) == true { kinds["larger", default: 0] += 1 }
      if testCase.levels.filter({ $0.scroll != nil }).count > 1 && expected.count > 1 {
        kinds["nested", default: 0] += 1
      }
      if testCase.direction == .rightToLeft { kinds["rtl", default: 0] += 1 }
    }
    for kind in ["visible", "hidden", "partly", "larger", "nested", "rtl"] {
      #expect(kinds[kind, default: 0] >= 50, "seed \(seed): only \(kinds[kind, default: 0]) \(kind) cases")
    }
  }

  /// Fixed cases: the numbers by hand.
  @Test func aRowBelowTheFoldScrollsUpToTheNearestEdge() {
    let graph = SceneGraph(size: Size(width: 390, height: 844)) {
      SceneElement(
        "list", frame: Rect(x: 0, y: 100, width: 390, height: 600), clipsToBounds: true,
        scrollContainer: ScrollContainer(contentSize: Size(width: 390, height: 2000))
      ) {
        SceneElement("row", frame: Rect(x: 0, y: 1000, width: 390, height: 44))
      }
    }
    // The row's bottom (1044) to the view's bottom (600): offset 444.
    #expect(
      graph.revealRequests(for: "row")
        == [ScrollRequest(container: "list", from: Point(x: 0, y: 0), to: Point(x: 0, y: 444))])
    #expect(graph.revealRequests(for: "row", block: .start).map(\.to) == [Point(x: 0, y: 1000)])
    #expect(graph.revealRequests(for: "row", block: .center).map(\.to) == [Point(x: 0, y: 722)])
    // The end of the content: at most 2000 - 600.
    #expect(
      graph.revealRequests(for: "row", block: .start, padding: DirectionalEdgeInsets(top: 700)).map(\.to)
        == [Point(x: 0, y: 300)])
    // Already in view: nothing.
    var scrolled = graph
    try? scrolled.scroll("list", to: Point(x: 0, y: 800))
    #expect(scrolled.revealRequests(for: "row").isEmpty)
    // A missing or detached target: nothing.
    #expect(graph.revealRequests(for: "nothing").isEmpty)
  }

  /// A target whose bounds overflow to infinity on the way up to its container (a huge frame under a scale) has
  /// no place to scroll to: no request, rather than one to an infinite or NaN offset.
  @Test func aTargetWhoseBoundsOverflowGivesNoRequest() {
    let graph = SceneGraph(size: Size(width: 390, height: 844)) {
      SceneElement(
        "list", frame: Rect(x: 0, y: 100, width: 390, height: 600), clipsToBounds: true,
        scrollContainer: ScrollContainer(contentSize: Size(width: 390, height: 2000))
      ) {
        SceneElement(
          "zoom", frame: Rect(x: 0, y: 1000, width: 390, height: 44),
          attributes: ElementAttributes(transform: AffineMatrix(scaleX: 10, y: 10))
        ) {
          SceneElement("row", frame: Rect(x: 0, y: 1e308, width: 1.7e308, height: 1e308))
        }
      }
    }
    #expect(graph.revealRequests(for: "row").isEmpty)
    #expect(graph.revealRequests(for: "row", block: .center, inline: .center).isEmpty)
  }
}
