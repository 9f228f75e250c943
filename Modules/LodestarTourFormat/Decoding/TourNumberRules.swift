import LodestarGeometry
import LodestarHostTree
import LodestarJSON

/// The ranges of the tour format's numbers (TOUR-FORMAT.md and the schema's `minimum` and `maximum` state
/// them): every duration, length, offset and scale is bounded, so no document can make a conversion
/// overflow.
enum TourNumberRules {
  /// The longest duration a document gives, in seconds: one day.
  static let longestDuration = 86_400.0
  /// The largest scale factor of an opening's radius.
  static let largestScale = 1_000.0

  /// `targetWaitTimeout`: from 0 (do not wait) to ``longestDuration`` seconds.
  static let waitTimeout = NumberRule.within(0...longestDuration)
  /// An `afterDuration` completer's `seconds`: more than 0, at most ``longestDuration``.
  static let completerDuration = NumberRule.positiveAtMost(longestDuration)
  /// A `"longPress"` gesture's `seconds`: more than 0, at most ``longestDuration``.
  static let longPressDuration = NumberRule.positiveAtMost(longestDuration)
  /// A `"pan"` gesture's `distance`: more than 0, at most the screen format's coordinate limit
  /// (``/LodestarHostTree/SceneGraph/screenCoordinateLimit``).
  static let panDistance = NumberRule.positiveAtMost(SceneGraph.screenCoordinateLimit)
  /// A radius: from 0 to the screen format's coordinate limit (``/LodestarHostTree/SceneGraph/screenCoordinateLimit``).
  static let length = NumberRule.within(0...SceneGraph.screenCoordinateLimit)
  /// An inset, an offset or a radius delta: within ± ``/LodestarHostTree/SceneGraph/screenCoordinateLimit``.
  static let offset = NumberRule.within(-SceneGraph.screenCoordinateLimit...SceneGraph.screenCoordinateLimit)
  /// A radius's scale factor: from 0 to ``largestScale``.
  static let scale = NumberRule.within(0...largestScale)
  /// A window level: any finite number (it never becomes a duration, an integer or a size).
  static let windowLevel = NumberRule.finite
}
