import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarScene
import LodestarText
import LodestarTimeline

extension TourPresenter {
  /// The scene at `time` (seconds on the clock the transitions were started with).
  ///
  /// Follows the controller (if any), re-reads the tracked targets when the tree's version changed, lays
  /// the step out again when a target moved or the overlay's size changed, and samples the running
  /// transitions. Between transitions, with nothing changed, it returns the previous scene.
  public func scene(at time: Double) -> TourScene {
    if controller != nil { followController(at: time) }
    if needsLayout || readVersion != tree.version || effectiveOptions.refreshPolicy == .everyFrame {
      refresh(at: time)
    }
    // The steady frame: nothing changed and no transition runs.
    if transition == nil, sizeChange == nil, let cachedScene { return cachedScene }
    guard currentIndex != nil, let layout = currentLayout else {
      return TourScene.empty(size: size, layoutDirection: effectiveOptions.layoutDirection)
    }
    if let running = transition, running.transition.isFinished(at: time - running.start) {
      if running.transition.kind == .dismissal {
        end()
        return TourScene.empty(size: size, layoutDirection: effectiveOptions.layoutDirection)
      }
      // A coach mark with an idle animation keeps being sampled (no longer a transition for input).
      if !running.transition.hasIdleAnimation {
        transition = nil
        cachedScene = nil
      }
    }
    if let change = sizeChange, time - change.start >= sizeChangeDuration {
      sizeChange = nil
      cachedScene = nil
    }
    if transition == nil, sizeChange == nil, let cachedScene { return cachedScene }
    let scene = compose(layout, at: time)
    if transition == nil, sizeChange == nil { cachedScene = scene }
    return scene
  }

  /// How long a size change affects the coach mark: the change itself, plus the coach mark's reappearance
  /// when it was hidden.
  var sizeChangeDuration: Double {
    switch effectiveOptions.sizeTransition {
    case .hideCoachMark:
      effectiveOptions.sizeTransition.duration
        + effectiveOptions.transitionStyle.appearance(for: currentAnimations).duration
    case .moveWithMorph:
      effectiveOptions.sizeTransition.duration
    }
  }

  /// Forgets the tour once it has disappeared.
  func end() {
    currentIndex = nil
    currentAnimations = CoachMarkAnimations()
    currentLayout = nil
    followedMark = nil
    transition = nil
    sizeChange = nil
    cachedScene = nil
    bodyContents = [:]
    tracker.setTargets([])
  }

  /// Re-reads the tree when its version changed (or every frame with that policy) and lays the step out
  /// again when a target or the overlay's size changed.
  func refresh(at time: Double) {
    let version = tree.version
    if !needsLayout, readVersion == version, effectiveOptions.refreshPolicy == .whenVersionChanges { return }
    guard let index = currentIndex, let mark = followedMark else { return }
    readVersion = version
    let oldSize = size
    let oldTextSize = laidOutTextSize
    readSize()
    let update = tracker.update(in: tree)
    guard size != oldSize || !update.isEmpty || needsLayout else { return }
    needsLayout = false
    let previous = currentLayout
    let layout = layoutStep(mark, index: index)
    currentLayout = layout
    cachedScene = nil
    // A new text size moves the coach mark as a new size does, unless motion is reduced.
    let textSizeChanged = laidOutTextSize != oldTextSize && effectiveOptions.transitionStyle.reducedMotion == .off
    if size != oldSize || textSizeChanged, let previous, transition?.transition.kind != .dismissal {
      beginSizeChange(from: previous, to: layout, at: time)
    }
    if let running = transition, running.transition.kind == .stepChange, let from = running.from {
      transition?.transition = .stepChange(
        from: from, to: layout.cutoutShape, style: effectiveOptions.transitionStyle, leaving: running.leaving,
        entering: currentAnimations)
    }
  }

  /// Starts a size change from `previous` to `layout`.
  func beginSizeChange(from previous: StepLayout, to layout: StepLayout, at time: Double) {
    let change = SizeChange(start: time, previous: previous)
    if case .moveWithMorph(let duration) = effectiveOptions.sizeTransition,
      let timing = try? Timing(
        duration: max(0, duration.isFinite ? duration : 0), fill: .both,
        easing: effectiveOptions.transitionStyle.cutoutMorphCurve)
    {
      change.cutout = KeyframeSequence(from: previous.cutoutShape, to: layout.cutoutShape, timing: timing)
      let old = previous.coachMark.bodyFrame.origin
      let new = layout.coachMark.bodyFrame.origin
      change.offset = KeyframeSequence(from: Point(x: old.x - new.x, y: old.y - new.y), to: .zero, timing: timing)
    }
    sizeChange = change
  }

  /// The layout whose coach mark shows at `time` (the outgoing one early in a step change).
  func presentedLayout(at time: Double) -> StepLayout? {
    if let running = transition, running.transition.kind == .stepChange, let outgoing = running.outgoing,
      time - running.start < running.transition.outgoingDuration
    {
      return outgoing
    }
    return currentLayout
  }

  /// The cut-out shape presented at `time` (mid-morph during a step change).
  func presentedCutout(at time: Double) -> BezierPath? {
    guard let layout = currentLayout else { return nil }
    if let running = transition, running.transition.kind == .stepChange {
      return running.transition.frame(at: time - running.start, coachMarkFrame: layout.coachMark.frame).cutout
    }
    return layout.cutoutShape
  }

  /// Samples the transitions over a layout.
  func compose(_ layout: StepLayout, at time: Double) -> TourScene {
    let options = self.effectiveOptions
    var overlayOpacity = Opacity.opaque
    var skipOpacity = Opacity.opaque
    var coachOpacity = Opacity.opaque
    var coachTransform = AffineMatrix.identity
    var cutouts = layout.cutouts
    var shown = layout
    var isTransitioning = false
    if let running = transition {
      let local = time - running.start
      let frame = running.transition.frame(
        at: local, coachMarkFrame: layout.coachMark.frame, outgoingCoachMarkFrame: running.outgoing?.coachMark.frame)
      overlayOpacity = frame.overlayOpacity
      skipOpacity = frame.skipControlOpacity
      coachOpacity = frame.coachMark.opacity
      coachTransform = frame.coachMark.transform
      isTransitioning = !running.transition.isFinished(at: local)
      if running.transition.kind == .stepChange {
        if local < options.transitionStyle.cutoutMorphDuration {
          cutouts = frame.cutout.isEmpty ? [] : [frame.cutout]
        }
        if let outgoing = running.outgoing, let state = frame.outgoingCoachMark,
          local < running.transition.outgoingDuration
        {
          shown = outgoing
          coachOpacity = state.opacity
          coachTransform = state.transform
        }
      }
    }
    if let change = sizeChange {
      let local = time - change.start
      isTransitioning = isTransitioning || local < sizeChangeDuration
      switch options.sizeTransition {
      case .hideCoachMark(let duration):
        if local < duration {
          coachOpacity = .transparent
        } else {
          let appearance = options.transitionStyle.appearance(for: currentAnimations)
          let state = appearance.state(at: local - duration, base: CoachMarkState(frame: layout.coachMark.frame))
          coachOpacity = Opacity(coachOpacity.value * state.opacity.value)
          coachTransform = state.transform.concatenating(coachTransform)
        }
      case .moveWithMorph:
        if let track = change.cutout, let shape = track.sample(at: local) {
          cutouts = shape.isEmpty ? [] : [shape]
        }
        if let track = change.offset, let offset = track.sample(at: local) {
          coachTransform = coachTransform.concatenating(
            AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: offset.x, ty: offset.y))
        }
      }
    }
    var coachMark: SceneCoachMark?
    if coachOpacity.value > 0 {
      // The layout's coach mark is shared (copy on write): it is copied only when a value differs from
      // the one it was laid out with (opaque, untransformed, not highlighted).
      var mark = shown.coachMark
      if mark.opacity != coachOpacity { mark.opacity = coachOpacity }
      if mark.transform != coachTransform { mark.transform = coachTransform }
      if mark.isHighlighted != isCoachMarkHighlighted { mark.isHighlighted = isCoachMarkHighlighted }
      if let arrow = mark.arrow, arrow.isHighlighted != isCoachMarkHighlighted {
        mark.arrow?.isHighlighted = isCoachMarkHighlighted
      }
      if shown.hintScrolls, shown.index == currentIndex, hintScroll.firstLine != 0 {
        mark.hint?.scroll?.firstVisibleLine = hintScroll.firstLine
      }
      coachMark = mark
    }
    var skipControl = layout.skipControl
    skipControl?.opacity = skipOpacity
    var progress = coachMark == nil ? nil : shown.progress
    progress?.opacity = coachOpacity
    let ornaments = self.ornaments.map { SceneOrnament(id: $0.id, frame: $0.frame, opacity: overlayOpacity) }
    var companion = coachMark == nil ? nil : shown.companion
    companion?.opacity = coachOpacity
    // The coach mark's elements while it can be seen (as the hit-test and the audit count it); while it is hidden
    // or nearly transparent (between two steps, during a size change) the skip control is still drawn, and
    // assistive technology still reaches it.
    var accessibility =
      coachOpacity >= TouchLayout.minimumHittableOpacity
      ? shown.accessibilityElements : layout.accessibilityElements.filter { $0.id == "skipButton" }
    if skipOpacity < TouchLayout.minimumHittableOpacity { accessibility.removeAll { $0.id == "skipButton" } }
    if shown.hintScrolls, let hint = coachMark?.hint,
      let index = accessibility.firstIndex(where: { $0.id == "coachMarkHint" })
    {
      // The hint element reads the whole text; its frame is the lines shown, its status says which they are.
      accessibility[index].frame = hint.frame
      accessibility[index].scrollStatus = scrollStatus(of: hint)
    }
    // The layout's region unless the cut-outs are morphing.
    let overlay =
      cutouts == layout.cutouts
      ? SceneOverlay(
        region: layout.region, cutouts: cutouts, color: options.resolvedOverlayColor, opacity: overlayOpacity,
        blur: options.overlayBlur)
      : SceneOverlay(
        bounds: Rect(origin: .zero, size: layout.size), cutouts: cutouts, color: options.resolvedOverlayColor,
        opacity: overlayOpacity, blur: options.overlayBlur)
    var scene = TourScene(
      size: layout.size, layoutDirection: options.layoutDirection, safeAreaInsets: layout.safeAreaInsets,
      stepIndex: shown.index, stepCount: stepCount, isTransitioning: isTransitioning, overlay: overlay,
      coachMark: coachMark, skipControl: skipControl, progress: progress, ornaments: ornaments,
      interaction: layout.interaction, accessibilityElements: accessibility, companion: companion)
    if controller != nil {
      scene.stepVisit = followedVisit
      let progress = shown.stepProgress
      if progress.position != shown.index || progress.count != stepCount { scene.stepProgress = progress }
    }
    if laidOutTextSize != .large { scene.textSize = laidOutTextSize }
    if let pauseStyle { scene.hide(for: pauseStyle) }
    return scene
  }

  /// What assistive technology says of a scrolling hint after it moved: "Lines 4 to 6 of 12.".
  func scrollStatus(of hint: SceneTextBlock) -> String {
    strings.hintScrollStatus(showing: hint.visibleLines, of: hint.text.lines.count)
  }
}
