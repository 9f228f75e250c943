import LodestarGeometry
import LodestarTestSupport
import Testing

@Suite struct RectTests {
  @Test func derivedValuesUseTheStandardizedRectangle() {
    let rect = Rect(x: 10, y: 20, width: -4, height: -6)
    #expect(rect.minX == 6)
    #expect(rect.maxX == 10)
    #expect(rect.midX == 8)
    #expect(rect.minY == 14)
    #expect(rect.maxY == 20)
    #expect(rect.midY == 17)
    #expect(rect.width == 4)
    #expect(rect.height == 6)
    #expect(rect.standardized == Rect(x: 6, y: 14, width: 4, height: 6))
  }

  @Test(arguments: [
    (Rect.null, true, true),
    (Rect.zero, true, false),
    (Rect(x: 0, y: 0, width: 0, height: 5), true, false),
    (Rect(x: 0, y: 0, width: 5, height: 0), true, false),
    (Rect(x: 0, y: 0, width: .nan, height: 5), true, false),
    (Rect(x: 0, y: 0, width: 5, height: 5), false, false),
    (Rect(x: 0, y: 0, width: -5, height: -5), false, false),
  ])
  func emptinessAndNullness(rect: Rect, isEmpty: Bool, isNull: Bool) {
    #expect(rect.isEmpty == isEmpty)
    #expect(rect.isNull == isNull)
  }

  @Test(arguments: [
    (
      Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 5, y: 5, width: 10, height: 10),
      Rect(x: 5, y: 5, width: 5, height: 5)
    ),
    (
      Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 10, y: 0, width: 10, height: 10),
      Rect(x: 10, y: 0, width: 0, height: 10)
    ),
    (Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 11, y: 0, width: 10, height: 10), Rect.null),
    (Rect(x: 0, y: 0, width: 10, height: 10), Rect.null, Rect.null),
    (
      Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 2, y: 3, width: 4, height: 5),
      Rect(x: 2, y: 3, width: 4, height: 5)
    ),
    (Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: .nan, y: 0, width: 4, height: 5), Rect.null),
  ])
  func intersection(lhs: Rect, rhs: Rect, expected: Rect) {
    #expect(lhs.intersection(rhs) == expected)
    #expect(rhs.intersection(lhs) == expected)
  }

  @Test func touchingRectanglesDoNotIntersect() {
    let left = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(!left.intersects(Rect(x: 10, y: 0, width: 10, height: 10)))
    #expect(left.intersects(Rect(x: 9, y: 9, width: 10, height: 10)))
  }

  @Test func unionIgnoresNull() {
    let rect = Rect(x: 1, y: 2, width: 3, height: 4)
    #expect(rect.union(.null) == rect)
    #expect(Rect.null.union(rect) == rect)
    #expect(Rect.null.union(.null).isNull)
    #expect(rect.union(Rect(x: -1, y: 10, width: 1, height: 1)) == Rect(x: -1, y: 2, width: 5, height: 9))
  }

  @Test func containsPointIsHalfOpen() {
    let rect = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(rect.contains(Point(x: 0, y: 0)))
    #expect(rect.contains(Point(x: 9.999, y: 5)))
    #expect(!rect.contains(Point(x: 10, y: 5)))
    #expect(!rect.contains(Point(x: 5, y: 10)))
    #expect(!rect.contains(Point(x: .nan, y: 5)))
    #expect(!Rect.zero.contains(Point.zero))
  }

  @Test func containsRectIncludesEdges() {
    let rect = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(rect.contains(rect))
    #expect(rect.contains(Rect(x: 0, y: 0, width: 10, height: 0)))
    #expect(!rect.contains(Rect(x: 1, y: 1, width: 10, height: 1)))
    #expect(!rect.contains(Rect.null))
    #expect(!Rect.null.contains(rect))
  }

  @Test(arguments: [
    (Rect(x: 0, y: 0, width: 10, height: 10), 2.0, 3.0, Rect(x: 2, y: 3, width: 6, height: 4)),
    (Rect(x: 0, y: 0, width: 10, height: 10), -4.0, -4.0, Rect(x: -4, y: -4, width: 18, height: 18)),
    (Rect(x: 0, y: 0, width: 10, height: 10), 5.0, 5.0, Rect(x: 5, y: 5, width: 0, height: 0)),
    (Rect(x: 0, y: 0, width: 10, height: 10), 6.0, 0.0, Rect.null),
    (Rect(x: 10, y: 10, width: -10, height: -10), 1.0, 1.0, Rect(x: 1, y: 1, width: 8, height: 8)),
  ])
  func insetBy(rect: Rect, dx: Double, dy: Double, expected: Rect) {
    #expect(rect.insetBy(dx: dx, dy: dy) == expected)
  }

  @Test func insetByEdgeInsetsFollowsTheLayoutDirection() {
    let rect = Rect(x: 0, y: 0, width: 100, height: 50)
    let insets = DirectionalEdgeInsets(top: 1, leading: 10, bottom: 2, trailing: 20)
    #expect(rect.inset(by: insets) == Rect(x: 10, y: 1, width: 70, height: 47))
    #expect(rect.inset(by: insets, layoutDirection: .rightToLeft) == Rect(x: 20, y: 1, width: 70, height: 47))
    #expect(insets.left(in: .rightToLeft) == 20)
    #expect(insets.right(in: .rightToLeft) == 10)
    #expect(rect.inset(by: DirectionalEdgeInsets(all: 30)) == .null)
  }

  @Test func offsetLeavesNullAlone() {
    #expect(Rect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: 10, dy: -2) == Rect(x: 11, y: 0, width: 3, height: 4))
    #expect(Rect.null.offsetBy(dx: 1, dy: 1).isNull)
  }

  @Test func sanitizingReplacesNonFiniteComponents() {
    let rect = Rect(x: .nan, y: .infinity, width: -5, height: .nan)
    #expect(!rect.isFinite)
    #expect(rect.sanitized == Rect(x: -5, y: 0, width: 5, height: 0))
    #expect(rect.sanitized.isFinite)
    #expect(Size(width: -3, height: .infinity).sanitized == Size.zero)
  }

  /// `isFinite` sums `v - v` over the four components: each component, alone or with others, at each kind of
  /// value, including the largest finite ones (whose difference with themselves is still 0).
  @Test func isFiniteTestsEachComponent() {
    let values: [Double] = [
      0, -0.0, 1, -7.5, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity,
      -.infinity, .nan,
    ]
    for first in values {
      for second in values {
        for slot in 0..<4 {
          var components: [Double] = [3, 4, 5, 6]
          components[slot] = first
          components[(slot + 1) % 4] = second
          let rect = Rect(x: components[0], y: components[1], width: components[2], height: components[3])
          #expect(rect.isFinite == components.allSatisfy(\.isFinite), "\(components)")
        }
      }
    }
  }

  @Test func cornersInitializer() {
    #expect(Rect(corner: Point(x: 5, y: 1), oppositeCorner: Point(x: 1, y: 7)) == Rect(x: 1, y: 1, width: 4, height: 6))
  }

  @Test func unionAndIntersectionProperties() {
    let seed: UInt64 = 0x5EED_0001
    var random = SeededGenerator(seed: seed)
    for index in 0..<10_000 {
      let first = Self.randomRect(&random)
      let second = Self.randomRect(&random)
      let union = first.union(second)
      #expect(union.contains(first) && union.contains(second), "seed \(seed) case \(index): \(first) ∪ \(second)")
      let intersection = first.intersection(second)
      if !intersection.isNull {
        #expect(
          first.contains(intersection) && second.contains(intersection),
          "seed \(seed) case \(index): \(first) ∩ \(second) = \(intersection)")
      } else {
        #expect(!first.intersects(second), "seed \(seed) case \(index)")
      }
      let point = Point(x: random.double(in: -60...160), y: random.double(in: -60...160))
      #expect(
        intersection.contains(point) == (first.contains(point) && second.contains(point)),
        "seed \(seed) case \(index): \(point)")
    }
  }

  static func randomRect(_ random: inout SeededGenerator) -> Rect {
    Rect(
      x: random.double(in: -50...100).rounded(), y: random.double(in: -50...100).rounded(),
      width: random.double(in: -40...80).rounded(), height: random.double(in: -40...80).rounded())
  }
}
