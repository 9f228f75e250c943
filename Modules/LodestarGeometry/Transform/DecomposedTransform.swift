/// An affine transform split into scale, shear, rotation and translation, the form in which transforms
/// are interpolated.
///
/// The transform is rebuilt as scale, then shear (x moves by `shear·y`), then rotation, then translation:
/// `AffineMatrix(scaleX:y:)` → shear → `AffineMatrix(rotationAngle:)` → `AffineMatrix(translationX:y:)`.
/// A reflection is carried by a negative ``scaleY``.
public struct DecomposedTransform: Sendable, Hashable, Codable {
  /// The horizontal scale factor.
  public var scaleX: Double
  /// The vertical scale factor (negative for a reflection).
  public var scaleY: Double
  /// The shear factor applied after scaling.
  public var shear: Double
  /// The rotation in radians, in `-π...π`.
  public var rotation: Double
  /// The translation applied last.
  public var translation: Vector

  /// Creates a decomposition from its parts.
  public init(scaleX: Double, scaleY: Double, shear: Double, rotation: Double, translation: Vector) {
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.shear = shear
    self.rotation = rotation
    self.translation = translation
  }

  /// Splits a transform into its parts.
  public init(_ transform: AffineMatrix) {
    let scaleX = (transform.a * transform.a + transform.b * transform.b).squareRoot()
    let rotation = scaleX > 0 ? arcTangent2(transform.b, transform.a) : 0
    let cosine = cosine(rotation)
    let sine = sine(rotation)
    // Second row = scaleY · (shear · (cos, sin) + (−sin, cos)).
    let shearTimesScaleY = transform.c * cosine + transform.d * sine
    let scaleY = -transform.c * sine + transform.d * cosine
    self.init(
      scaleX: scaleX,
      scaleY: scaleY,
      shear: scaleY != 0 ? shearTimesScaleY / scaleY : 0,
      rotation: rotation,
      translation: Vector(dx: transform.tx, dy: transform.ty))
  }

  /// The transform these parts describe.
  public var transform: AffineMatrix {
    let cosine = cosine(rotation)
    let sine = sine(rotation)
    return AffineMatrix(
      a: scaleX * cosine,
      b: scaleX * sine,
      c: scaleY * (shear * cosine - sine),
      d: scaleY * (shear * sine + cosine),
      tx: translation.dx,
      ty: translation.dy)
  }
}
