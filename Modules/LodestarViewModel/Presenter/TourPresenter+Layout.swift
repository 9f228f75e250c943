import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarScene
import LodestarText

extension TourPresenter {
  /// Lays a step out for the current size from the tracker's records.
  func layoutStep(_ mark: CoachMark, index: Int) -> StepLayout {
    // One copy of the options for the whole layout (each read of the stored property copies them).
    let options = self.effectiveOptions
    let mark = localized(scaledToReader(mark))
    laidOutTextSize = options.resolvedTextSize
    let direction = options.layoutDirection
    let bounds = Rect(origin: .zero, size: size)
    let container = CoachMarkLayout.container(
      bounds: bounds, safeAreaInsets: options.safeAreaInsets, layoutDirection: direction)

    // Openings: one per visible target, or the fixed cut-out.
    let visibleTargets = tracker.visibleTargets
    var focusTargets: [FocusTarget] = []
    var targetIDs: [ElementID] = []
    var targetFrames: [Rect] = []
    var targetVisibleFrames: [Rect] = []
    focusTargets.reserveCapacity(visibleTargets.count)
    targetIDs.reserveCapacity(visibleTargets.count)
    targetFrames.reserveCapacity(visibleTargets.count)
    targetVisibleFrames.reserveCapacity(visibleTargets.count)
    for record in visibleTargets {
      focusTargets.append(
        FocusTarget(
          frame: record.geometry.frame, cornerRadius: record.geometry.cornerRadius, layoutDirection: direction))
      targetIDs.append(record.target)
      targetFrames.append(record.geometry.frame)
      targetVisibleFrames.append(record.geometry.visibleFrame.intersection(bounds))
    }
    var cutouts: [BezierPath] = []
    var anchorFrame: Rect?
    var highlight: FocusHighlight?
    if !focusTargets.isEmpty {
      let focus = FocusHighlight(targets: focusTargets, style: mark.focusStyle, anchor: mark.anchor)
      // Loops rather than closures: a closure formed on the main actor costs an executor check per call.
      for opening in focus.openings where !opening.path.isEmpty { cutouts.append(opening.path) }
      // The coach mark never covers its own target's opening: it is laid out against the layout frame
      // and the opening together (a circle drawn around a square target reaches beyond its frame).
      anchorFrame = focus.anchorFrame.map { $0.union(focus.anchorOpeningBounds) }
      highlight = focus
    } else if let fixed = mark.cutoutPath, mark.target == nil, !fixed.isEmpty {
      cutouts = [fixed]
      anchorFrame = fixed.bounds
    } else if mark.target == nil, let point = mark.pointOfInterest, point.isFinite {
      anchorFrame = Rect(origin: point, size: .zero)
    }
    for path in mark.additionalCutoutPaths where !path.isEmpty && path.bounds.isFinite { cutouts.append(path) }
    var cutoutShape = BezierPath()
    for cutout in cutouts { cutoutShape.addPath(cutout) }
    let region = OverlayRegion(bounds: bounds, cutouts: cutouts)

    // The body, wrapped once per step, size and direction (and again for a narrower room beside the
    // target, or a shorter screen).
    let style = mark.bodyStyle
    let arrowSize = mark.customArrow?.size ?? style.arrowSize
    let configuration = mark.configuration(arrowSize: arrowSize)
    let maxWidth = CoachMarkLayout.ceiledMaxWidth(configuration, container: container)
    let content = bodyContent(for: mark, index: index, maxWidth: maxWidth)

    // Where the skip control goes: the options' placement, or the data source's placement or fixed frame.
    var skipPlacement: SkipControlPlacement?
    var fixedSkipFrame: Rect?
    if let skip = skipControlOptions {
      skipPlacement = skip.placement
      switch skipControlFrameRule() {
      case .placement(let chosen): skipPlacement = chosen
      case .frame(let frame) where frame.isFinite && frame.size.width >= 0 && frame.size.height >= 0:
        fixedSkipFrame = frame
      case .frame, nil: break
      }
    }

    // Where the coach mark, the skip control and the progress text go.
    let arrangement = StepArrangement(
      bounds: bounds, container: container, direction: direction, openingBoxes: region.openingBoxes,
      targetFrames: targetFrames, anchor: anchorFrame, configuration: configuration, rule: mark.placement,
      skip: skipPlacement.flatMap { placement in content.skipControlSize.map { (placement, $0) } },
      progressSize: content.progress?.size, progressMargin: options.progressBottomMargin,
      fixedSkipFrame: fixedSkipFrame,
      minimumSideWidth: laidOutTextSize == .large
        ? StepArrangement.minimumSideWidth
        : ScaledTextStyle.body.scaledValue(StepArrangement.minimumSideWidth, at: laidOutTextSize))
    let arranged = arrangement.arrange(
      bodySize: { width, height in bodySize(of: mark, content: content, maxWidth: width, maxHeight: height) },
      wholeHeight: { width in
        // The whole body at the full width is the step's cached size: no lookup on the common path.
        width == content.maxWidth
          ? content.size.height : bodySize(of: mark, content: content, maxWidth: width, maxHeight: .infinity).height
      })
    let frame = arranged.frame
    let body = frame.bodyFrame
    // The body's text blocks moved to the body's origin (as `CoachMarkBodyLayout.offset(by:)`, without
    // copying the wrapped lines twice).
    var title: SceneTextBlock?
    var hint: SceneTextBlock?
    var next: SceneTextBlock?
    var separatorFrame: Rect?
    var nextLabelPosition = style.nextLabelPosition
    var isTitleInHint = false
    if let placed = bodyLayout(
      of: mark, content: content, maxWidth: arranged.bodyMaxWidth, maxHeight: arranged.bodyMaxHeight)
    {
      if let block = placed.title { title = block.offsetBy(dx: body.origin.x, dy: body.origin.y) }
      if let block = placed.hint { hint = block.offsetBy(dx: body.origin.x, dy: body.origin.y) }
      if let block = placed.next { next = block.offsetBy(dx: body.origin.x, dy: body.origin.y) }
      separatorFrame = placed.separatorFrame?.offsetBy(dx: body.origin.x, dy: body.origin.y)
      nextLabelPosition = placed.nextLabelPosition
      isTitleInHint = placed.isTitleInHint
    }
    var customBody: SceneSlot?
    if case .custom(let slot) = mark.body { customBody = slot }
    var arrow: SceneArrow?
    if mark.showsArrow, let arrowFrame = frame.arrowFrame, let direction = frame.arrowDirection {
      arrow = SceneArrow(frame: arrowFrame, orientation: direction, customArrow: mark.customArrow)
    }
    let coachMark = SceneCoachMark(
      bodyFrame: body, cornerRadius: style.cornerRadius, colors: style.colors, title: title, hint: hint, next: next,
      nextLabelPosition: nextLabelPosition, separatorFrame: separatorFrame, customBody: customBody, arrow: arrow,
      position: arranged.position)

    var skipControl: SceneSkipControl?
    if let skip = skipControlOptions, let placed = arranged.skip {
      skipControl = SceneSkipControl(
        frame: placed.frame, hitFrame: placed.hitFrame, title: skip.title, fontSize: skip.fontSize,
        customView: skip.customView, isPlacedOverOpening: placed.isOverOpening,
        showsLargeContentViewer: skip.customView == nil && controlsShowLargeContentViewer)
    }
    var progress: SceneProgress?
    if let (text, _) = content.progress, let placed = arranged.progress {
      progress = SceneProgress(
        frame: placed.frame, text: text, fontSize: progressFontSize, isPlacedOverOpening: placed.isOverOpening,
        showsLargeContentViewer: controlsShowLargeContentViewer)
    }

    // A step that dismisses on outside taps has the overlay react to them, whatever the tour-wide switch says.
    let dismissesOnOutsideTap = mark.dismissesOnOutsideTap || controllerStepDismissesOnOutsideTap(at: index)
    let interaction = SceneInteraction(
      isOverlayInteractionEnabled: mark.isOverlayInteractionEnabled
        && (options.isOverlayInteractionEnabled || dismissesOnOutsideTap),
      dismissesOnOutsideTap: dismissesOnOutsideTap,
      allowsInteractionInsideCutout: mark.isUserInteractionEnabledInsideCutoutPath
        || options.isUserInteractionEnabledInsideCutoutPath,
      forwardsAllTouches: mark.forwardsAllTouches || options.forwardsAllTouches,
      forwardingRegion: mark.forwardingRegion, targetIDs: targetIDs,
      targetFrames: targetFrames, targetVisibleFrames: targetVisibleFrames,
      passesScrollGestures: mark.passesScrollGestures)
    let layout = StepLayout(
      index: index, size: size, safeAreaInsets: options.safeAreaInsets, cutouts: cutouts, cutoutShape: cutoutShape,
      region: region, coachMark: coachMark, skipControl: skipControl, progress: progress, interaction: interaction,
      accessibilityElements: Self.accessibilityElements(
        coachMark: coachMark, skipControl: skipControl, progress: progress, mark: mark, strings: strings,
        isTitleInHint: isTitleInHint),
      companion: companion(of: mark, highlight: highlight, container: container, coachMark: coachMark),
      stepProgress: content.stepProgress)
    layout.hintScrolls = hint?.scroll != nil
    return layout
  }

  /// The companion view of a step laid out against its guide, or `nil` when it has none.
  func companion(
    of mark: CoachMark, highlight: FocusHighlight?, container: Rect, coachMark: SceneCoachMark
  ) -> SceneCompanion? {
    guard let companion = mark.companion else { return nil }
    var focusFrame: Rect?
    var openingBounds: Rect?
    if let highlight, let first = highlight.openings.first {
      let frames = tracker.visibleTargets.map(\.geometry.frame)
      switch highlight.anchor {
      case .primary(let index):
        let chosen = frames.indices.contains(index) ? index : 0
        focusFrame = frames.indices.contains(chosen) ? frames[chosen] : nil
        let opening = highlight.openings.indices.contains(chosen) ? highlight.openings[chosen] : first
        openingBounds = opening.bounds.isNull ? nil : opening.bounds
      case .union:
        focusFrame = frames.dropFirst().reduce(frames.first ?? .null) { $0.union($1) }
        openingBounds = highlight.openingBounds.isNull ? nil : highlight.openingBounds
      }
    } else if let fixed = mark.cutoutPath, mark.target == nil, !fixed.isEmpty {
      openingBounds = fixed.bounds
    }
    let guide = FocusLayoutGuide(
      focusFrame: focusFrame, openingBounds: openingBounds, bounds: Rect(origin: .zero, size: size),
      safeArea: container, coachMarkFrame: coachMark.frame, layoutDirection: effectiveOptions.layoutDirection)
    guard let frame = companion.frame(in: guide) else { return nil }
    return SceneCompanion(id: companion.slot.id, frame: frame)
  }

  /// Whether the followed controller's step at `index` dismisses on outside taps (Flow's
  /// ``LodestarFlow/TourStep/dismissesOnOutsideTap``); `false` without a controller.
  func controllerStepDismissesOnOutsideTap(at index: Int) -> Bool {
    guard let controller else { return false }
    if index == controller.onScreenIndex, let step = controller.currentStep { return step.dismissesOnOutsideTap }
    return controller.stepInList(at: index)?.dismissesOnOutsideTap ?? false
  }

  /// The body's content (the skip control's and progress text's sizes, and the body's layouts by size)
  /// for a step, reused while the width and direction stay the same: each step keeps its last one until the
  /// tour ends or the steps, options or measurer change.
  func bodyContent(for mark: CoachMark, index: Int, maxWidth: Double) -> BodyContent {
    let direction = effectiveOptions.layoutDirection
    let progress = stepProgress(at: index)
    if let cached = bodyContents[index], cached.maxWidth == maxWidth, cached.layoutDirection == direction,
      cached.stepProgress == progress
    {
      return cached
    }
    let content: BodyContent
    switch mark.body {
    case .standard:
      let layout = bodyLayout(of: mark, maxWidth: maxWidth, maxHeight: .infinity)
      content = BodyContent(
        index: index, maxWidth: maxWidth, layoutDirection: direction, stepProgress: progress,
        size: layout?.size ?? .zero)
      if let layout { content.layouts[BodyContent.Key(maxWidth: maxWidth, maxHeight: .infinity)] = layout }
    case .custom(let slot):
      content = BodyContent(
        index: index, maxWidth: maxWidth, layoutDirection: direction, stepProgress: progress, size: slot.size)
    }
    if let skip = skipControlOptions {
      content.skipControlSize =
        skip.customView?.size
        ?? Size(
          width: measurer.width(of: skip.title, fontSize: skip.fontSize) + 2 * skip.padding.width,
          height: measurer.lineHeight(fontSize: skip.fontSize) + 2 * skip.padding.height)
    }
    if let text = mark.progress.text(index: progress.position, count: progress.count, strings: strings) {
      let size = Size(
        width: measurer.width(of: text, fontSize: progressFontSize),
        height: measurer.lineHeight(fontSize: progressFontSize))
      content.progress = (text, size)
    }
    bodyContents[index] = content
    return content
  }

  /// Where the step at `index` stands for its progress text: among the followed controller's steps that will
  /// show (``/LodestarFlow/TourController/progress(ofStepAt:)``: a step whose condition fails does not count),
  /// else among all the steps.
  func stepProgress(at index: Int) -> StepProgress {
    controller?.progress(ofStepAt: index) ?? StepProgress(position: index, count: stepCount)
  }

  /// The size of the body at most `maxWidth` wide and `maxHeight` tall (a custom body's is its own).
  func bodySize(of mark: CoachMark, content: BodyContent, maxWidth: Double, maxHeight: Double) -> Size {
    if let last = content.lastSize, last.key == BodyContent.Key(maxWidth: maxWidth, maxHeight: maxHeight) {
      return last.size
    }
    let size = bodyLayout(of: mark, content: content, maxWidth: maxWidth, maxHeight: maxHeight)?.size ?? content.size
    content.lastSize = (BodyContent.Key(maxWidth: maxWidth, maxHeight: maxHeight), size)
    return size
  }

  /// The default body's layout at most `maxWidth` wide and `maxHeight` tall, from the step's cache; `nil`
  /// for a custom body.
  func bodyLayout(of mark: CoachMark, content: BodyContent, maxWidth: Double, maxHeight: Double)
    -> CoachMarkBodyLayout?
  {
    guard case .standard = mark.body else { return nil }
    let key = BodyContent.Key(maxWidth: maxWidth, maxHeight: maxHeight)
    if let last = content.lastLayout, last.key == key { return last.layout }
    if let cached = content.layouts[key] {
      content.lastLayout = (key, cached)
      return cached
    }
    // The layout without a height limit serves every limit it fits, and is fitted to the others (its hint
    // scrolls) without wrapping its title and next label again.
    let unlimitedKey = BodyContent.Key(maxWidth: maxWidth, maxHeight: .infinity)
    let unlimited = content.layouts[unlimitedKey] ?? bodyLayout(of: mark, maxWidth: maxWidth, maxHeight: .infinity)
    if let unlimited { content.layouts[unlimitedKey] = unlimited }
    if let unlimited, unlimited.size.height <= maxHeight {
      content.lastLayout = (key, unlimited)
      return unlimited
    }
    var layout = unlimited
    if case .standard(let style) = mark.body, maxHeight.isFinite {
      layout = unlimited?.fitted(
        toHeight: maxHeight, title: mark.title, hint: mark.hint, style: style, maxWidth: maxWidth, measurer: measurer,
        layoutDirection: effectiveOptions.layoutDirection)
    }
    if let layout {
      content.layouts[key] = layout
      content.lastLayout = (key, layout)
    }
    return layout
  }

  /// The default body's layout at most `maxWidth` wide and `maxHeight` tall; `nil` for a custom body.
  func bodyLayout(of mark: CoachMark, maxWidth: Double, maxHeight: Double) -> CoachMarkBodyLayout? {
    guard case .standard(let style) = mark.body else { return nil }
    return CoachMarkBodyLayout(
      title: mark.title, hint: mark.hint, nextText: mark.nextText, style: style, maxWidth: maxWidth,
      maxHeight: maxHeight, measurer: measurer, layoutDirection: effectiveOptions.layoutDirection)
  }

  /// The basic accessibility elements of a step, in reading order: title, hint, next (or the body for a
  /// custom body), skip, progress; the hint reads the title too when the title moved into it
  /// (``CoachMarkBodyLayout/isTitleInHint``).
  static func accessibilityElements(
    coachMark: SceneCoachMark, skipControl: SceneSkipControl?, progress: SceneProgress?, mark: CoachMark,
    strings: TourStrings, isTitleInHint: Bool = false
  ) -> [SceneAccessibilityElement] {
    var elements: [SceneAccessibilityElement] = []
    elements.reserveCapacity(5)
    if let title = coachMark.title, let text = mark.title {
      elements.append(SceneAccessibilityElement(id: "coachMarkTitle", role: .header, label: text, frame: title.frame))
    }
    if let hint = coachMark.hint {
      // A title that moved into a scrolling hint (no room for it on its own) is read with it.
      var label = mark.hint
      if isTitleInHint, let title = mark.title, !title.isEmpty {
        label = mark.hint.isEmpty ? title : title + "\n" + mark.hint
      }
      elements.append(
        SceneAccessibilityElement(id: "coachMarkHint", role: .staticText, label: label, frame: hint.frame))
    }
    if let next = coachMark.next, let text = mark.nextText {
      elements.append(SceneAccessibilityElement(id: "coachMarkNext", role: .button, label: text, frame: next.frame))
    } else if coachMark.customBody == nil {
      // A default body without a next label is itself the next control.
      elements.append(
        SceneAccessibilityElement(
          id: "coachMarkNext", role: .button, label: strings.next, frame: coachMark.bodyFrame))
    }
    if coachMark.customBody != nil {
      elements.append(
        SceneAccessibilityElement(id: "coachMarkBody", role: .button, label: mark.hint, frame: coachMark.bodyFrame))
    }
    if let skipControl {
      elements.append(
        SceneAccessibilityElement(id: "skipButton", role: .button, label: skipControl.title, frame: skipControl.frame))
    }
    if let progress {
      elements.append(
        SceneAccessibilityElement(
          id: "coachMarkProgress", role: .staticText, label: progress.text, frame: progress.frame))
    }
    return elements
  }
}

extension TourPresenter {
  /// A step's coach mark with the default next text (``CoachMark/standardNextText``) in the words of
  /// ``strings``.
  func localized(_ mark: CoachMark) -> CoachMark {
    guard mark.nextText == CoachMark.standardNextText, strings.next != CoachMark.standardNextText else { return mark }
    var localized = mark
    localized.nextText = strings.next
    return localized
  }

  /// A step's coach mark at the reader's text size (the options' ``TourPresenterOptions/resolvedTextSize``); the
  /// coach mark itself at the default size.
  func scaledToReader(_ mark: CoachMark) -> CoachMark {
    let textSize = effectiveOptions.resolvedTextSize
    return textSize == .large ? mark : mark.scaled(to: textSize)
  }
}

extension SceneTextBlock {
  /// The block moved by `dx`, `dy`.
  func offsetBy(dx: Double, dy: Double) -> SceneTextBlock {
    var moved = self
    moved.frame = frame.offsetBy(dx: dx, dy: dy)
    return moved
  }
}

extension CoachMark {
  /// The default body's style (the defaults for a custom body, whose arrow and corners still need numbers).
  var bodyStyle: CoachMarkBodyStyle {
    if case .standard(let style) = body { return style }
    return CoachMarkBodyStyle()
  }
}
