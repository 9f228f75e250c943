import LodestarGeometry

/// One element of a tour step for assistive technology (VoiceOver, TalkBack, a screen reader).
public struct AccessibilityElement: Sendable, Hashable {
  /// The part of the step it stands for.
  public var part: TourAccessibilityPart
  /// What it says.
  public var label: String
  /// What activating it does, or nil.
  public var hint: String?
  /// How it is presented.
  public var traits: AccessibilityElementTraits
  /// Its frame in the overlay's coordinate space.
  public var frame: Rect

  /// Creates an element.
  public init(
    part: TourAccessibilityPart, label: String, hint: String? = nil, traits: AccessibilityElementTraits, frame: Rect
  ) {
    self.part = part
    self.label = label
    self.hint = hint
    self.traits = traits
    self.frame = frame
  }

  /// The element's accessibility identifier (``TourAccessibilityPart/identifier``).
  public var identifier: String { part.identifier }
}
