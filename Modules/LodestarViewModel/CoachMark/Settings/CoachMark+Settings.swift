extension CoachMark {
  /// More targets, the openings' shape and fixed cut-outs, as one value: ``additionalTargets``, ``anchor``,
  /// ``focusStyle``, ``cutoutPath`` and ``additionalCutoutPaths``.
  public var highlight: CoachMarkHighlight {
    get {
      CoachMarkHighlight(
        additionalTargets: additionalTargets, anchor: anchor, focusStyle: focusStyle, cutoutPath: cutoutPath,
        additionalCutoutPaths: additionalCutoutPaths)
    }
    set {
      additionalTargets = newValue.additionalTargets
      anchor = newValue.anchor
      focusStyle = newValue.focusStyle
      cutoutPath = newValue.cutoutPath
      additionalCutoutPaths = newValue.additionalCutoutPaths
    }
  }

  /// The placement, the point of interest, spacing and width, as one value: ``placement``,
  /// ``pointOfInterest``, ``gapBetweenCoachMarkAndCutoutPath``, ``gapBetweenBodyAndArrow``, ``maxWidth``,
  /// ``horizontalMargin`` and ``isDisplayedOverCutoutPath``.
  public var layout: CoachMarkLayoutOptions {
    get {
      CoachMarkLayoutOptions(
        placement: placement, pointOfInterest: pointOfInterest,
        gapBetweenCoachMarkAndCutoutPath: gapBetweenCoachMarkAndCutoutPath,
        gapBetweenBodyAndArrow: gapBetweenBodyAndArrow, maxWidth: maxWidth, horizontalMargin: horizontalMargin,
        isDisplayedOverCutoutPath: isDisplayedOverCutoutPath)
    }
    set {
      placement = newValue.placement
      pointOfInterest = newValue.pointOfInterest
      gapBetweenCoachMarkAndCutoutPath = newValue.gapBetweenCoachMarkAndCutoutPath
      gapBetweenBodyAndArrow = newValue.gapBetweenBodyAndArrow
      maxWidth = newValue.maxWidth
      horizontalMargin = newValue.horizontalMargin
      isDisplayedOverCutoutPath = newValue.isDisplayedOverCutoutPath
    }
  }

  /// How the overlay handles touches, as one value: ``isOverlayInteractionEnabled``,
  /// ``dismissesOnOutsideTap``, ``isUserInteractionEnabledInsideCutoutPath``, ``forwardsAllTouches``,
  /// ``forwardingRegion`` and ``passesScrollGestures``.
  public var interaction: CoachMarkInteraction {
    get {
      CoachMarkInteraction(
        isOverlayInteractionEnabled: isOverlayInteractionEnabled, dismissesOnOutsideTap: dismissesOnOutsideTap,
        isUserInteractionEnabledInsideCutoutPath: isUserInteractionEnabledInsideCutoutPath,
        forwardsAllTouches: forwardsAllTouches, forwardingRegion: forwardingRegion,
        passesScrollGestures: passesScrollGestures)
    }
    set {
      isOverlayInteractionEnabled = newValue.isOverlayInteractionEnabled
      dismissesOnOutsideTap = newValue.dismissesOnOutsideTap
      isUserInteractionEnabledInsideCutoutPath = newValue.isUserInteractionEnabledInsideCutoutPath
      forwardsAllTouches = newValue.forwardsAllTouches
      forwardingRegion = newValue.forwardingRegion
      passesScrollGestures = newValue.passesScrollGestures
    }
  }

  /// The body, the arrow and the progress text, as one value: ``body``, ``showsArrow``, ``customArrow`` and
  /// ``progress``.
  public var appearance: CoachMarkAppearance {
    get { CoachMarkAppearance(body: body, showsArrow: showsArrow, customArrow: customArrow, progress: progress) }
    set {
      body = newValue.body
      showsArrow = newValue.showsArrow
      customArrow = newValue.customArrow
      progress = newValue.progress
    }
  }
}
