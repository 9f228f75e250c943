import LodestarGeometry

/// What a parallax preset does to one element of a page at one scroll position.
public struct ParallaxEffect<Element: Hashable & Sendable>: Sendable, Hashable {
  /// The element (its identity, such as a view tag).
  public var element: Element
  /// The transform to apply.
  public var transform: AffineMatrix
  /// The alpha to apply, when the page animates alpha.
  public var alpha: Double?
}

/// A BWWalkthrough-style page: a parallax preset applied to its elements as the walkthrough scrolls.
///
/// Element k among the animated (non-static) elements moves with speed + (k + 1)·speedVariance. Static
/// elements are excluded by identity from both transform and alpha, and speeds are indexed by the position
/// among animated elements and applied to those same elements (BWWalkthrough indexes one way and applies
/// the other, so static elements shift speeds onto the wrong views).
public struct ParallaxPage: Sendable, Hashable {
  /// The preset.
  public let style: ParallaxStyle
  /// The base speed.
  public let speed: Vector
  /// The speed added per element.
  public let speedVariance: Vector
  /// Whether elements also fade: alpha 1 − |1 − offset|.
  public let animatesAlpha: Bool

  /// Creates a page; speeds must be finite.
  ///
  /// - Parameters:
  ///   - style: The preset.
  ///   - speed: The base speed.
  ///   - speedVariance: The speed added per element.
  ///   - animatesAlpha: Whether elements also fade.
  /// - Throws: ``AnimationError/invalidParameter(name:value:expected:)`` naming a speed that is not finite.
  public init(
    style: ParallaxStyle = .linear, speed: Vector = Vector(dx: 0, dy: 0), speedVariance: Vector = Vector(dx: 0, dy: 0),
    animatesAlpha: Bool = false
  ) throws {
    for (name, value) in [
      ("parallax speed x", speed.dx), ("parallax speed y", speed.dy), ("parallax speed variance x", speedVariance.dx),
      ("parallax speed variance y", speedVariance.dy),
    ] {
      try AnimationError.check(name, value, expected: "finite") { _ in true }
    }
    self.style = style
    self.speed = speed
    self.speedVariance = speedVariance
    self.animatesAlpha = animatesAlpha
  }

  /// A page whose elements do not move: linear, no speed, no alpha (BWWalkthrough's defaults).
  public static let still = ParallaxPage(
    checkedStyle: .linear, speed: Vector(dx: 0, dy: 0), speedVariance: Vector(dx: 0, dy: 0), animatesAlpha: false)

  /// For values known to be finite.
  private init(checkedStyle style: ParallaxStyle, speed: Vector, speedVariance: Vector, animatesAlpha: Bool) {
    self.style = style
    self.speed = speed
    self.speedVariance = speedVariance
    self.animatesAlpha = animatesAlpha
  }

  /// Parses a tag list such as `"1, 2 ,3"`: comma-separated integers, whitespace allowed around each;
  /// entries that are not integers are skipped (BWWalkthrough crashes on spaces).
  public static func parseTags(_ list: String) -> [Int] {
    list.split(separator: ",").compactMap { Int(String($0).trimmingWhitespace()) }
  }

  /// The speed of the animated element at position `index` among the animated elements.
  public func speed(ofAnimatedElementAt index: Int) -> Vector {
    let factor = Double(index + 1)
    return Vector(dx: speed.dx + factor * speedVariance.dx, dy: speed.dy + factor * speedVariance.dy)
  }

  /// The transform of the animated element at position `index` among the animated elements, at a page
  /// offset (see ``WalkthroughPaging/offset(ofPage:contentOffset:)``), about the element's centre.
  ///
  /// - Complexity: O(1); no allocation, so a renderer can call it for every element of every frame.
  public func transform(ofAnimatedElementAt index: Int, atOffset offset: Double) -> AffineMatrix {
    let distance = 1 - offset
    let speed = speed(ofAnimatedElementAt: index)
    switch style {
    case .linear:
      return AffineMatrix(translationX: distance * 100 * speed.dx, y: distance * 100 * speed.dy)
    case .curve:
      let x = distance * 10
      let cube = x * x * x
      return AffineMatrix(translationX: (cube - 25 * x) * speed.dx, y: (cube - 20 * x) * speed.dy)
    case .zoom:
      let magnitude = Swift.abs(distance)
      return AffineMatrix(scaleX: 1 - magnitude, y: 1 - magnitude)
    case .inOut:
      let magnitude = Swift.abs(distance)
      return AffineMatrix(translationX: magnitude * 100 * speed.dx, y: magnitude * 100 * speed.dy)
    }
  }

  /// The alpha of the animated elements at a page offset, 1 − |1 − offset| (negative beyond one page from
  /// the centre: a renderer clamps it), or `nil` when the page does not animate alpha.
  public func alpha(atOffset offset: Double) -> Double? {
    animatesAlpha ? 1 - Swift.abs(1 - offset) : nil
  }

  /// The effects on `elements` (in order) at a page offset, skipping `staticElements`. Empty when the page
  /// is not notified at that offset (see ``WalkthroughPaging/isNotified(offset:)``) or the offset is NaN.
  public func effects<Element: Hashable & Sendable>(
    on elements: [Element], excluding staticElements: Set<Element> = [], atOffset offset: Double
  ) -> [ParallaxEffect<Element>] {
    guard WalkthroughPaging.isNotified(offset: offset) else { return [] }
    let alpha = alpha(atOffset: offset)
    var effects: [ParallaxEffect<Element>] = []
    var index = 0
    for element in elements where !staticElements.contains(element) {
      effects.append(
        ParallaxEffect(
          element: element, transform: transform(ofAnimatedElementAt: index, atOffset: offset), alpha: alpha))
      index += 1
    }
    return effects
  }
}
