import LodestarGeometry
import LodestarTestSupport
import Testing

@Suite struct AffineTransformTests {
  @Test func concatenationAppliesTheLeftTransformFirst() {
    let translate = AffineMatrix(translationX: 10, y: 0)
    let scale = AffineMatrix(scaleX: 2, y: 3)
    #expect(translate.concatenating(scale).apply(Point(x: 1, y: 1)) == Point(x: 22, y: 3))
    #expect(scale.concatenating(translate).apply(Point(x: 1, y: 1)) == Point(x: 12, y: 3))
    // Core Graphics' convenience methods prepend.
    #expect(scale.translatedBy(x: 10, y: 0) == translate.concatenating(scale))
    #expect(translate.scaledBy(x: 2, y: 3) == scale.concatenating(translate))
  }

  @Test func rotationIsClockwiseOnScreen() {
    let quarterTurn = AffineMatrix(rotationAngle: Double.pi / 2)
    let image = quarterTurn.apply(Point(x: 1, y: 0))
    #expect(abs(image.x) < 1e-15)
    #expect(image.y == 1)
    #expect(AffineMatrix.identity.rotated(by: Double.pi / 2) == quarterTurn)
  }

  @Test func singularAndNonFiniteTransformsHaveNoInverse() {
    #expect(AffineMatrix(scaleX: 0, y: 1).inverted() == nil)
    #expect(AffineMatrix(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted() == nil)
    #expect(AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: .infinity, ty: 0).inverted() == nil)
    #expect(AffineMatrix(a: 1e-300, b: 0, c: 0, d: 1e-300, tx: 0, ty: 0).inverted() == nil)
    #expect(AffineMatrix.identity.inverted() == .identity)
  }

  @Test func rectangleImageIsTheBoundingBox() {
    #expect(
      AffineMatrix(scaleX: -2, y: 1).apply(Rect(x: 1, y: 1, width: 2, height: 2))
        == Rect(x: -6, y: 1, width: 4, height: 2))
    let rotated = AffineMatrix(rotationAngle: Double.pi / 4).apply(Rect(x: -1, y: -1, width: 2, height: 2))
    #expect(abs(rotated.minX + 2.squareRoot()) < 1e-12)
    #expect(abs(rotated.width - 2 * 2.squareRoot()) < 1e-12)
    #expect(AffineMatrix(rotationAngle: 1).apply(Rect.null).isNull)
  }

  @Test func inverseUndoesTheTransform() {
    let seed: UInt64 = 0x5EED_0003
    var random = SeededGenerator(seed: seed)
    var checked = 0
    for index in 0..<10_000 {
      let transform = Self.randomTransform(&random)
      guard let inverse = transform.inverted(), abs(transform.determinant) > 1e-3 else { continue }
      checked += 1
      let point = Point(x: random.double(in: -1000...1000), y: random.double(in: -1000...1000))
      let roundTrip = inverse.apply(transform.apply(point))
      let scale = max(1, abs(point.x), abs(point.y), abs(transform.tx), abs(transform.ty))
      #expect(
        roundTrip.distance(to: point) <= 1e-9 * scale / min(1, abs(transform.determinant)),
        "seed \(seed) case \(index): \(transform) \(point) → \(roundTrip)")
    }
    #expect(checked > 9_000)
  }

  @Test func decompositionRebuildsTheTransform() {
    let seed: UInt64 = 0x5EED_0004
    var random = SeededGenerator(seed: seed)
    for index in 0..<10_000 {
      let transform = Self.randomTransform(&random)
      let rebuilt = DecomposedTransform(transform).transform
      let entries = [
        rebuilt.a - transform.a, rebuilt.b - transform.b, rebuilt.c - transform.c,
        rebuilt.d - transform.d, rebuilt.tx - transform.tx, rebuilt.ty - transform.ty,
      ]
      #expect(entries.allSatisfy { abs($0) < 1e-9 }, "seed \(seed) case \(index): \(transform) → \(rebuilt)")
    }
  }

  @Test func interpolationIsExactAtTheEndsAndTurnsTheShortWay() {
    let from = AffineMatrix(rotationAngle: 3.0)
    let to = AffineMatrix(rotationAngle: -3.0).translatedBy(x: 5, y: 5)
    #expect(from.interpolated(to: to, fraction: 0) == from)
    #expect(from.interpolated(to: to, fraction: 1) == to)
    let halfway = DecomposedTransform(from.interpolated(to: to, fraction: 0.5))
    // The short way from 3 rad to -3 rad passes through π, not through 0.
    #expect(abs(abs(halfway.rotation) - Double.pi) < 1e-9)
    let scaleHalfway = AffineMatrix(scaleX: 1, y: 1).interpolated(
      to: AffineMatrix(scaleX: 3, y: 2), fraction: 0.5)
    #expect(abs(scaleHalfway.a - 2) < 1e-12 && abs(scaleHalfway.d - 1.5) < 1e-12)
  }

  static func randomTransform(_ random: inout SeededGenerator) -> AffineMatrix {
    AffineMatrix(
      a: random.double(in: -3...3), b: random.double(in: -3...3),
      c: random.double(in: -3...3), d: random.double(in: -3...3),
      tx: random.double(in: -500...500), ty: random.double(in: -500...500))
  }
}
