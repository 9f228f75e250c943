import LodestarGeometry

/// One problem ``SceneAudit`` found in a scene: what is wrong, the elements involved and their frames.
///
/// Its ``description`` reads as "what, where", for example
/// `skip control covers opening 1: skip control (782, 2, 52, 30), opening 1 (776, 0, 68, 60)`.
public struct SceneAuditFinding: Sendable, Hashable, CustomStringConvertible {
  /// What is wrong.
  public var kind: SceneAuditFinding.Kind
  /// The elements involved, the offending one first.
  public var elements: [SceneAuditElement]
  /// The elements' frames in overlay space, in the order of ``elements`` (``/LodestarGeometry/Rect/null``
  /// for an element that has none, such as a missing accessibility element or a number).
  public var frames: [Rect]

  /// Creates a finding.
  public init(kind: SceneAuditFinding.Kind, elements: [SceneAuditElement], frames: [Rect]) {
    self.kind = kind
    self.elements = elements
    self.frames = frames
  }

  /// What is wrong and where: the kind's summary with the elements filled in, then each element with its
  /// frame as `(x, y, width, height)`, numbers rounded to a tenth of a point.
  public var description: String {
    let places = zip(elements, frames).map { element, frame in
      frame.isNull ? element.description : "\(element) \(Self.format(frame))"
    }
    return "\(kind.summary(elements)): \(places.joined(separator: ", "))"
  }

  /// `(x, y, width, height)` with each number rounded to a tenth, without a trailing `.0`.
  static func format(_ rect: Rect) -> String {
    "(\(format(rect.minX)), \(format(rect.minY)), \(format(rect.width)), \(format(rect.height)))"
  }

  /// A number rounded to a tenth, without a trailing `.0` (`nan`, `inf` and `-inf` as such).
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
    let tenths = (value * 10).rounded()
    guard abs(tenths) < 1e15 else { return "\(value)" }
    let whole = Int(tenths) / 10
    let fraction = abs(Int(tenths) % 10)
    let sign = tenths < 0 && whole == 0 ? "-" : ""
    return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
  }
}

extension SceneAuditFinding {
  /// The kinds of problem ``SceneAudit`` reports.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A text line's measured box leaves its text block.
    case textLeavesBlock
    /// A text block leaves the coach mark's body.
    case textLeavesBody
    /// A text line crosses the separator between the hint and the next label.
    case textCrossesSeparator
    /// A text line overlaps a line of another block (the title's and the hint's, for example).
    case textOverlapsText
    /// A title or hint line overlaps the next label.
    case textOverlapsNextLabel
    /// A title or hint is drawn cut short: its last line ends with "…" where the text its accessibility element
    /// reads does not (the body's documented fallback when the text cannot fit the screen, which a reader who
    /// enlarged the text meets first).
    case textCutOff
    /// No part of a highlighted target can be seen: it lies off the screen, or a scroll container or another
    /// ancestor that clips hides it.
    case targetOutOfView
    /// Part of a highlighted target is off the screen or clipped away.
    case targetPartlyOutOfView
    /// A shown coach mark has targets and openings, but no opening lies on the screen and there is no arrow:
    /// nothing points at the target.
    case nothingPointsAtTarget
    /// The body or the arrow covers an opening, although the coach mark sits beside its target.
    case coachMarkCoversOpening
    /// The coach mark (body and arrow), the skip control or the progress text leaves the safe area.
    case leavesSafeArea
    /// The skip control's hit area covers an opening (and the scene does not record the fallback).
    case skipControlCoversOpening
    /// The skip control's hit area overlaps the coach mark.
    case skipControlOverlapsCoachMark
    /// The progress text covers an opening (and the scene does not record the fallback).
    case progressCoversOpening
    /// The progress text overlaps the coach mark.
    case progressOverlapsCoachMark
    /// The progress text overlaps the skip control's hit area.
    case progressOverlapsSkipControl
    /// The arrow does not touch the body.
    case arrowDetachedFromBody
    /// The arrow's tip is farther than ``SceneAudit/maximumArrowGap`` from every opening and target.
    case arrowDetachedFromTarget
    /// The arrow's tip is near an opening but does not point at it (the opening is not in front of the
    /// tip, or the tip is beside it).
    case arrowMissesTarget
    /// An accessibility element's frame differs from the frame of the part it describes, or it describes
    /// a part the scene does not show.
    case accessibilityFrameMismatch
    /// A visible part (title, hint, next control, skip control, progress text) has no accessibility
    /// element, so a screen-reader user never hears it.
    case missingAccessibilityElement
    /// A control a person taps has a hit area smaller than ``SceneAudit/minimumTouchTargetSize`` on screen.
    case touchTargetTooSmall
    /// A number in the scene is not finite (or a frame is null).
    case nonFiniteNumber
    /// A walkthrough element, or a line of its text, leaves its page.
    case leavesPage
    /// A walkthrough element or a line of its text overlaps a control (close, previous, next or the page
    /// control, by its hit area), or two controls overlap.
    case overlapsControl
    /// A word is broken across lines although it would fit on a line as wide as the page's content.
    case wordBroken
    /// Text is drawn below ``/LodestarText/ScaledTextStyle/minimumFontSize`` (11 points).
    case textTooSmall
    /// A walkthrough element's string is cut off: its end is not drawn (the last line lies outside the page,
    /// or does not end the string, so a bounded pseudo-language string loses its `#]`).
    case textEndNotDrawn
    /// A walkthrough element leaves the element it belongs to (a number's circle bigger than its card).
    case leavesParent
    /// A walkthrough element's text overlaps another element that is neither its parent nor its child.
    case textOverlapsElement

    /// A one-line summary naming the first element (and the second, where it matters).
    func summary(_ elements: [SceneAuditElement]) -> String {
      let first = elements.first?.description ?? "element"
      let second = elements.count > 1 ? elements[1].description : "element"
      switch self {
      case .textLeavesBlock: return "\(first) leaves its text block"
      case .textLeavesBody: return "\(first) leaves the body"
      case .textCrossesSeparator: return "\(first) crosses the separator"
      case .textOverlapsText: return "\(first) overlaps \(second)"
      case .textOverlapsNextLabel: return "\(first) runs under the next label"
      case .textCutOff: return "\(first) is cut off: its last line ends with \"…\" and the rest is not drawn"
      case .targetOutOfView: return "\(first) cannot be seen"
      case .targetPartlyOutOfView: return "\(first) can be seen only in part"
      case .nothingPointsAtTarget: return "nothing points at \(second): no opening on screen and no arrow"
      case .coachMarkCoversOpening: return "\(first) covers \(second)"
      case .leavesSafeArea: return "\(first) leaves the safe area"
      case .skipControlCoversOpening: return "skip control covers \(second)"
      case .skipControlOverlapsCoachMark: return "skip control overlaps the coach mark"
      case .progressCoversOpening: return "progress text covers \(second)"
      case .progressOverlapsCoachMark: return "progress text overlaps the coach mark"
      case .progressOverlapsSkipControl: return "progress text overlaps the skip control"
      case .arrowDetachedFromBody: return "arrow does not touch the body"
      case .arrowDetachedFromTarget: return "arrow does not reach the target"
      case .arrowMissesTarget: return "arrow does not point at \(second)"
      case .accessibilityFrameMismatch: return "\(first) differs from \(second)"
      case .missingAccessibilityElement: return "\(first) has no accessibility element"
      case .touchTargetTooSmall: return "\(first) is smaller than 44×44 pt"
      case .nonFiniteNumber: return "\(first) is not finite"
      case .leavesPage: return "\(first) leaves the page"
      case .overlapsControl: return "\(first) overlaps \(second)"
      case .wordBroken: return "\(first) breaks a word that fits on a line of its own"
      case .textTooSmall: return "\(first) is drawn below 11 pt"
      case .textEndNotDrawn: return "\(first) is cut off: the end of its string is not drawn"
      case .leavesParent: return "\(first) leaves \(second)"
      case .textOverlapsElement: return "the text of \(first) overlaps \(second)"
      }
    }
  }
}
