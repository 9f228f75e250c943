import Lodestar

extension DemoTour {
  /// The demo's form of a tour document (ViewModel's format): one coach mark per step.
  init(document: TourDocument) {
    id = document.id
    skipTitle = document.options.skipLabel ?? "Skip"
    steps = document.steps.map { step in
      let primary = step.anchorTarget
      let others = step.targets.filter { $0 != primary }
      let anchorIndex = primary.flatMap { step.targets.firstIndex(of: $0) } ?? 0
      var mark = CoachMark(
        target: primary, additionalTargets: others, anchor: .primary(anchorIndex),
        focusStyle: Self.focusStyle(step.focusStyle), placement: Self.placement(step.placement),
        title: step.title, hint: step.hint, nextText: step.nextText)
      mark.isUserInteractionEnabledInsideCutoutPath = step.interaction.allowsInteractionInsideCutout
      let event = step.completers.compactMap { completer -> String? in
        if case .event(let name) = completer.trigger { return name }
        return nil
      }.first
      return Step(title: step.title ?? step.id, mark: mark, completionEvent: event)
    }
  }

  static func placement(_ placement: TourDocument.StepPlacement) -> CoachMarkPlacementRule {
    switch placement {
    case .coachMark: .automatic
    case .above: .layout(.above)
    case .below: .layout(.below)
    case .leading: .layout(.leading)
    case .trailing: .layout(.trailing)
    case .left: .anchored(Placement(side: .left))
    case .right: .anchored(Placement(side: .right))
    case .anchored(let placement): .anchored(placement)
    }
  }

  static func focusStyle(_ style: TourDocument.FocusStyle) -> any FocusStyle {
    switch style {
    case .default: DefaultFocusStyle()
    case .rect: RectFocusStyle()
    case .roundedRect(let rounded):
      RoundedRectFocusStyle(
        insets: rounded.insets, cornerRadius: cornerRadius(rounded.radius), corners: cornerMask(rounded.corners))
    case .circle(let circle):
      CircleFocusStyle(
        radius: {
          switch circle.radius {
          case .fixed(let value): .fixed(value)
          case .scaledToTarget(let factor): .scaledToTarget(factor: factor)
          }
        }(), centerOffset: Vector(dx: circle.centerOffset.x, dy: circle.centerOffset.y))
    case .oval: OvalFocusStyle()
    case .capsule: CapsuleFocusStyle()
    case .none: NoHighlightFocusStyle()
    }
  }

  private static func cornerRadius(_ radius: TourDocument.FocusStyle.CornerRadius) -> FocusCornerRadius {
    switch radius {
    case .fixed(let value): .fixed(value)
    case .followTarget(let delta): .followTarget(delta: delta)
    case .scaleWithTarget(let multiplier): .scaleWithTarget(multiplier: multiplier)
    }
  }

  private static func cornerMask(_ corners: Set<TourDocument.FocusStyle.Corner>) -> CornerMask {
    var mask: CornerMask = []
    if corners.contains(.topLeft) { mask.insert(.topLeading) }
    if corners.contains(.topRight) { mask.insert(.topTrailing) }
    if corners.contains(.bottomLeft) { mask.insert(.bottomLeading) }
    if corners.contains(.bottomRight) { mask.insert(.bottomTrailing) }
    return mask
  }
}
