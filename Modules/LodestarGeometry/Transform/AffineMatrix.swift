/// A two-dimensional affine transform with Core Graphics' layout and semantics.
///
/// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`. As in Core Graphics,
/// `t1.concatenating(t2)` applies `t1` first and then `t2`, and ``translatedBy(x:y:)``, ``scaledBy(x:y:)``
/// and ``rotated(by:)`` put the new operation before the existing transform.
public struct AffineMatrix: Sendable, Hashable, Codable {
  /// The entry that scales x into x.
  public var a: Double
  /// The entry that feeds x into y.
  public var b: Double
  /// The entry that feeds y into x.
  public var c: Double
  /// The entry that scales y into y.
  public var d: Double
  /// The horizontal translation.
  public var tx: Double
  /// The vertical translation.
  public var ty: Double

  /// Creates a transform from its six entries.
  @inlinable
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that leaves every point where it is.
  public static let identity = AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation.
  @inlinable
  public init(translationX: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: translationX, ty: y)
  }

  /// A scale about the origin.
  @inlinable
  public init(scaleX: Double, y: Double) {
    self.init(a: scaleX, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation about the origin by an angle in radians (clockwise on screen, where y points down).
  @inlinable
  public init(rotationAngle angle: Double) {
    let cosine = cosine(angle)
    let sine = sine(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is the identity transform.
  @inlinable
  public var isIdentity: Bool { a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0 }

  /// The determinant of the linear part; zero when the transform cannot be inverted.
  @inlinable
  public var determinant: Double { a * d - b * c }

  /// Whether every entry is finite.
  @inlinable
  public var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }

  /// The transform that applies `self` and then `other`.
  @inlinable
  public func concatenating(_ other: AffineMatrix) -> AffineMatrix {
    AffineMatrix(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// The transform that translates and then applies `self`.
  @inlinable
  public func translatedBy(x: Double, y: Double) -> AffineMatrix {
    AffineMatrix(translationX: x, y: y).concatenating(self)
  }

  /// The transform that scales and then applies `self`.
  @inlinable
  public func scaledBy(x: Double, y: Double) -> AffineMatrix {
    AffineMatrix(scaleX: x, y: y).concatenating(self)
  }

  /// The transform that rotates by `angle` radians and then applies `self`.
  @inlinable
  public func rotated(by angle: Double) -> AffineMatrix {
    AffineMatrix(rotationAngle: angle).concatenating(self)
  }

  /// The inverse transform, or `nil` when the transform is singular or not finite.
  @inlinable
  public func inverted() -> AffineMatrix? {
    let determinant = self.determinant
    guard determinant != 0, determinant.isFinite, isFinite else { return nil }
    let inverse = AffineMatrix(
      a: d / determinant,
      b: -b / determinant,
      c: -c / determinant,
      d: a / determinant,
      tx: (c * ty - d * tx) / determinant,
      ty: (b * tx - a * ty) / determinant)
    return inverse.isFinite ? inverse : nil
  }

  /// The image of a point.
  @inlinable
  public func apply(_ point: Point) -> Point {
    Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// The image of a vector (the linear part only, without translation).
  @inlinable
  public func apply(_ vector: Vector) -> Vector {
    Vector(dx: a * vector.dx + c * vector.dy, dy: b * vector.dx + d * vector.dy)
  }

  /// The smallest axis-aligned rectangle that contains the image of a rectangle. A null rectangle stays
  /// null.
  @inlinable
  public func apply(_ rect: Rect) -> Rect {
    if rect.isNull { return rect }
    if b == 0 && c == 0 {
      // Scale and translation only: exact, and cheaper than four corners.
      let x0 = a * rect.minX + tx
      let x1 = a * rect.maxX + tx
      let y0 = d * rect.minY + ty
      let y1 = d * rect.maxY + ty
      return Rect(corner: Point(x: x0, y: y0), oppositeCorner: Point(x: x1, y: y1))
    }
    let p0 = apply(Point(x: rect.minX, y: rect.minY))
    let p1 = apply(Point(x: rect.maxX, y: rect.minY))
    let p2 = apply(Point(x: rect.minX, y: rect.maxY))
    let p3 = apply(Point(x: rect.maxX, y: rect.maxY))
    let minX = Swift.min(Swift.min(p0.x, p1.x), Swift.min(p2.x, p3.x))
    let maxX = Swift.max(Swift.max(p0.x, p1.x), Swift.max(p2.x, p3.x))
    let minY = Swift.min(Swift.min(p0.y, p1.y), Swift.min(p2.y, p3.y))
    let maxY = Swift.max(Swift.max(p0.y, p1.y), Swift.max(p2.y, p3.y))
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

extension Point {
  /// The point transformed by `transform`.
  @inlinable
  public func applying(_ transform: AffineMatrix) -> Point { transform.apply(self) }
}

extension Rect {
  /// The bounding box of the rectangle transformed by `transform`.
  @inlinable
  public func applying(_ transform: AffineMatrix) -> Rect { transform.apply(self) }
}
