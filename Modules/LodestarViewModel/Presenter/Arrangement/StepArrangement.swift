import LodestarGeometry
import LodestarLayout
import LodestarScene

/// Where one step's coach mark, skip control and progress text go, so that a person sees the target, the
/// text and the controls: the step's placement when it leaves every opening, the skip control and the
/// progress text clear; otherwise the first alternative that does (above, below, trailing, leading); otherwise
/// the documented fallback, the coach mark over the target's cut-out without an arrow.
///
/// A placement where the body's text fits whole comes before one where its hint must scroll: every placement
/// and alternative is tried with the whole text first, and only when none fits is each tried again with a
/// hint that scrolls (``CoachMarkBodyLayout``).
///
/// Every decision is made in leading and trailing terms (the physical `left` and `right` placements and the
/// anchored engine's left and right sides excepted), so a right-to-left screen gets the mirror image of the
/// left-to-right one. It checks candidates with ``/LodestarScene/SceneAudit``'s own tests, so a scene it arranges passes the
/// audit.
struct StepArrangement {
  /// The host's bounds.
  var bounds: Rect
  /// The safe area: the coach mark, the skip control and the progress text stay inside it.
  var container: Rect
  /// The layout direction.
  var direction: ReadingDirection
  /// The openings' boxes (``/LodestarGeometry/OverlayRegion/openingBoxes``).
  var openingBoxes: [Rect]
  /// The highlighted targets' frames.
  var targetFrames: [Rect]
  /// What the coach mark is laid out against (the anchor target's layout frame and its opening), or `nil`
  /// for a centred coach mark.
  var anchor: Rect?
  /// The coach mark's layout parameters.
  var configuration: CoachMarkConfiguration
  /// The step's placement.
  var rule: CoachMarkPlacementRule
  /// Where the skip control goes and its drawn size, or `nil` without one.
  var skip: (placement: SkipControlPlacement, size: Size)?
  /// The progress text's size, or `nil` without one.
  var progressSize: Size?
  /// The distance between the progress text and the safe area's edges.
  var progressMargin: Double
  /// A frame the app fixed for the skip control (a data source's ``SkipControlFrameRule/frame(_:)``), or
  /// `nil` to place it: it stays there, and the coach mark and the progress text keep clear of it.
  var fixedSkipFrame: Rect? = nil

  /// The narrowest a coach mark beside its target may be made to fit the room there, at the default text size.
  static let minimumSideWidth = 120.0
  /// The narrowest a coach mark beside its target may be made to fit the room there: ``minimumSideWidth``
  /// scaled with the reader's text size (as `UIFontMetrics.scaledValue(for:)` would), so that larger text does
  /// not wrap a word to a line in a narrow column.
  var minimumSideWidth = Self.minimumSideWidth
  /// The space kept between the coach mark and the skip control or progress text in the fallback.
  static let controlSpacing = 2.0

  /// The arrangement: the coach mark's frame, the width its body must be laid out for, where it sits, and
  /// the skip control's and progress text's frames.
  struct Result {
    var frame: CoachMarkFrame
    var bodyMaxWidth: Double
    var bodyMaxHeight: Double
    var position: SceneCoachMarkPosition
    var skip: PlacedControl?
    var progress: PlacedControl?
  }

  /// A placed skip control or progress text.
  struct PlacedControl {
    var frame: Rect
    var hitFrame: Rect
    var isOverOpening: Bool
  }

  /// The checks candidates must pass: the audit's own, with an arrow gap no smaller than the step's.
  var audit: SceneAudit {
    SceneAudit(maximumArrowGap: max(4, configuration.gapBetweenCoachMarkAndCutoutPath + 0.5))
  }

  /// Arranges the step.
  ///
  /// - Parameters:
  ///   - bodySize: The body's size laid out at most the given width and height wide and tall.
  ///   - wholeHeight: The body's height laid out at most the given width wide with its whole text (no height
  ///     limit), which says whether its hint would scroll.
  /// - Returns: Where everything goes.
  func arrange(
    bodySize: (_ maxWidth: Double, _ maxHeight: Double) -> Size, wholeHeight: (_ maxWidth: Double) -> Double
  ) -> Result {
    let preferredSkip = skip.map { preferredSkipControl($0.placement, size: $0.size) }
    let preferredProgress = progressSize.flatMap { progressFrame($0, position: 0) }
    let band = self.band(avoiding: preferredSkip?.hitFrame, preferredProgress)
    let fullWidth = CoachMarkLayout.ceiledMaxWidth(configuration, container: container)
    let maxHeight = band.height
    let size = bodySize(fullWidth, maxHeight)

    if let anchor, !configuration.isDisplayedOverCutoutPath {
      func attempt(_ rule: CoachMarkPlacementRule, scrolling: Bool) -> Result? {
        guard
          let placed = place(
            rule, size: size, anchor: anchor, maxHeight: maxHeight, allowsScrolling: scrolling, bodySize: bodySize,
            wholeHeight: wholeHeight),
          isClear(placed.frame, anchor: anchor),
          let controls = placeControls(
            avoiding: placed.frame.frame, preferredSkipHitFrame: preferredSkip?.hitFrame,
            preferredProgress: preferredProgress)
        else { return nil }
        return Result(
          frame: placed.frame, bodyMaxWidth: placed.maxWidth, bodyMaxHeight: placed.maxHeight, position: .besideTarget,
          skip: controls.skip, progress: controls.progress)
      }
      // The step's own placement first (most steps stop here), then the alternatives; with the whole text,
      // then with a hint that scrolls.
      for scrolling in [false, true] {
        if let result = attempt(rule, scrolling: scrolling) { return result }
        for alternative in alternativeRules(anchor: anchor) where alternative != rule {
          if let result = attempt(alternative, scrolling: scrolling) { return result }
        }
      }
    }
    // Over the cut-out (asked for, or the fallback), or centred without a target: inside the band the
    // preferred skip control and progress text leave free.
    var configuration = self.configuration
    configuration.isDisplayedOverCutoutPath = true
    var frame = CoachMarkLayout.layout(
      bodySize: size, cutout: anchor, bounds: container, layoutDirection: direction, configuration: configuration)
    // A body taller than the band stays inside the container, where the controls then make way if they can.
    let room = frame.bodyFrame.height <= band.height ? band : container
    frame.bodyFrame.origin.y = max(room.minY, min(frame.bodyFrame.minY, room.maxY - frame.bodyFrame.height))
    let controls =
      placeControls(
        avoiding: frame.frame, preferredSkipHitFrame: preferredSkip?.hitFrame, preferredProgress: preferredProgress)
      ?? (
        skip: preferredSkip.map { placed($0.hitFrame, drawn: $0.frame) },
        progress: preferredProgress.map { placed($0, drawn: $0) }
      )
    return Result(
      frame: frame, bodyMaxWidth: fullWidth, bodyMaxHeight: maxHeight,
      position: anchor == nil ? .centered : .overTarget,
      skip: controls.skip, progress: controls.progress)
  }

  /// The alternatives to the step's placement: above and below (the side Instructions computes first), then
  /// trailing and leading.
  func alternativeRules(anchor: Rect) -> [CoachMarkPlacementRule] {
    CoachMarkLayout.computedArrowDirection(cutout: anchor, container: container) == .down
      ? [.layout(.above), .layout(.below), .layout(.trailing), .layout(.leading)]
      : [.layout(.below), .layout(.above), .layout(.trailing), .layout(.leading)]
  }

  /// A coach mark placed beside its target, and the width and height its body is laid out for.
  struct Placed {
    var frame: CoachMarkFrame
    var maxWidth: Double
    var maxHeight: Double
  }

  /// The coach mark's frame for a placement and the width and height its body is laid out for, or `nil` when
  /// the room beside the target is too narrow, or when the body's text would not fit whole at that width and
  /// `allowsScrolling` is false. With `allowsScrolling`, a body taller than the room on its side is laid out
  /// as tall as that room (its hint scrolls), so that it stays beside its target rather than over it.
  func place(
    _ rule: CoachMarkPlacementRule, size: Size, anchor: Rect, maxHeight: Double, allowsScrolling: Bool,
    bodySize: (Double, Double) -> Size, wholeHeight: (Double) -> Double
  ) -> Placed? {
    let fullWidth = CoachMarkLayout.ceiledMaxWidth(configuration, container: container)
    let tolerance = audit.tolerance
    // Whether the body laid out `width` wide fits `maxHeight` with its whole text, or may scroll.
    func fits(width: Double) -> Bool {
      allowsScrolling || wholeHeight(width) <= maxHeight + tolerance
    }
    var configuration = self.configuration
    switch rule {
    case .anchored(let placement):
      guard fits(width: fullWidth) else { return nil }
      let frame = CoachMarkLayout.anchored(
        bodySize: size, cutout: anchor, container: container, layoutDirection: direction, configuration: configuration,
        placement: placement)
      return Placed(frame: frame, maxWidth: fullWidth, maxHeight: maxHeight)
    case .layout(let placement):
      configuration.placement = placement
      func layout(_ size: Size) -> CoachMarkFrame {
        CoachMarkLayout.layout(
          bodySize: size, cutout: anchor, bounds: container, layoutDirection: direction, configuration: configuration)
      }
      var placed: Placed
      let frame = layout(size)
      if frame.bodyFrame.width < size.width - tolerance {
        // Beside the target with less room than the body wants: wrap the text for the room there.
        let room = frame.bodyFrame.width
        guard room >= min(size.width, minimumSideWidth), fits(width: room) else { return nil }
        let narrow = bodySize(room, maxHeight)
        let narrowFrame = layout(narrow)
        guard narrowFrame.bodyFrame.width >= narrow.width - tolerance else { return nil }
        placed = Placed(frame: narrowFrame, maxWidth: room, maxHeight: maxHeight)
      } else {
        guard fits(width: fullWidth) else { return nil }
        placed = Placed(frame: frame, maxWidth: fullWidth, maxHeight: maxHeight)
      }
      // A body above or below its target that is taller than the room there (the layout would push it over the
      // target): as tall as that room, its hint scrolling. The room is where a body one point tall would go.
      guard allowsScrolling else { return placed }
      let slot = layout(Size(width: placed.frame.bodyFrame.width, height: 1))
      let room: Double
      switch slot.arrowDirection {
      case .up?: room = container.maxY - slot.bodyFrame.minY
      case .down?: room = slot.bodyFrame.maxY - container.minY
      default: return placed
      }
      guard placed.frame.bodyFrame.height > room + tolerance else { return placed }
      guard room >= TouchLayout.minimumTouchTargetSize.height else { return nil }
      let shorter = layout(bodySize(placed.maxWidth, room))
      return Placed(frame: shorter, maxWidth: placed.maxWidth, maxHeight: room)
    }
  }

  /// Whether a coach mark beside its target is inside the container, clear of every opening, and its
  /// arrow points at the target.
  func isClear(_ frame: CoachMarkFrame, anchor: Rect) -> Bool {
    let audit = self.audit
    guard audit.fits(frame.frame, in: container) else { return false }
    for box in openingBoxes {
      if audit.overlaps(frame.bodyFrame, box) { return false }
      if let arrow = frame.arrowFrame, audit.overlaps(arrow, box) { return false }
    }
    guard let arrowFrame = frame.arrowFrame, let direction = frame.arrowDirection else { return true }
    let tip = SceneArrow(frame: arrowFrame, orientation: direction).tip
    if openingBoxes.isEmpty && targetFrames.isEmpty { return audit.points(direction, from: tip, at: anchor) }
    return openingBoxes.contains { audit.points(direction, from: tip, at: $0) }
      || targetFrames.contains { audit.points(direction, from: tip, at: $0) }
  }

  /// The container without the strips the given controls take at its top and bottom.
  func band(avoiding first: Rect?, _ second: Rect?) -> Rect {
    var top = container.minY
    var bottom = container.maxY
    for control in [first, second] {
      guard let control else { continue }
      if control.midY < container.midY {
        top = max(top, control.maxY + Self.controlSpacing)
      } else {
        bottom = min(bottom, control.minY - Self.controlSpacing)
      }
    }
    guard bottom - top >= TouchLayout.minimumTouchTargetSize.height else { return container }
    return Rect(x: container.minX, y: top, width: container.width, height: bottom - top)
  }
}
