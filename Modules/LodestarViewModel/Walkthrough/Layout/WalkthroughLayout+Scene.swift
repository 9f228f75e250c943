import LodestarGeometry
import LodestarTimeline

extension WalkthroughLayout {
  /// The scene at a scroll position.
  ///
  /// Page i sits at x = (i − scrollPosition)·width (mirrored right to left: (scrollPosition − i)·width);
  /// the pages that overlap the screen are in the scene. Each page's subviews move with the page's
  /// ``LodestarTimeline/ParallaxPage`` at the page's offset scrollPosition + 1 − i (BWWalkthrough's
  /// `walkthroughDidScroll(to:offset:)`), about their centres, with the horizontal movement mirrored right
  /// to left; subviews whose tag is static, and the children of any subview, keep their place on the page
  /// (children move with their subview).
  ///
  /// - Parameters:
  ///   - scrollPosition: The scroll position in pages (NaN and infinities count as 0).
  ///   - currentPage: The page the controls follow; by default the page nearest to the scroll position.
  ///   - isScrolling: Whether the pages are moving.
  /// - Returns: The scene.
  /// - Complexity: O(elements of the visible pages + pages); the text was wrapped by the initializer.
  public func scene(scrollPosition: Double, currentPage: Int? = nil, isScrolling: Bool = false) -> WalkthroughScene {
    let position = scrollPosition.isFinite ? scrollPosition : 0
    let count = laidOutPages.count
    let shownPage: Int? =
      count == 0 ? nil : Swift.min(Swift.max(currentPage ?? Self.nearestPage(to: position, count: count), 0), count - 1)
    var scenePages: [WalkthroughScenePage] = []
    let first = position.rounded(.down)
    for candidate in [first, first + 1] where candidate >= 0 && candidate < Double(count) {
      guard Swift.abs(position - candidate) < 1 else { continue }
      scenePages.append(page(Int(candidate), at: position))
    }

    var controlsNow = controlTemplates
    var accessibility: [SceneAccessibilityElement] = []
    for index in controlsNow.indices {
      switch controlsNow[index].kind {
      case .close: controlsNow[index].isHidden = shownPage == nil
      case .previous: controlsNow[index].isHidden = (shownPage ?? 0) <= 0
      case .next: controlsNow[index].isHidden = (shownPage ?? count) + 1 >= count
      }
    }
    func appendControl(_ kind: WalkthroughControlKind) {
      guard let control = controlsNow.first(where: { $0.kind == kind }), !control.isHidden else { return }
      accessibility.append(
        SceneAccessibilityElement(
          id: "walkthrough.\(kind.rawValue)", role: .button, label: control.title, frame: control.hitFrame))
    }
    appendControl(.close)
    if let shownPage, let page = scenePages.first(where: { $0.index == shownPage }) {
      let laidOut = laidOutPages[shownPage].elements
      for (index, element) in page.elements.enumerated() {
        let model = laidOut[index].element
        guard let label = model.accessibilityLabel ?? model.text, !label.isEmpty else { continue }
        accessibility.append(
          SceneAccessibilityElement(
            id: element.id.rawValue, role: model.isHeading ? .header : .staticText, label: label,
            frame: element.transformedFrame))
      }
    }
    appendControl(.previous)
    var pageControl: WalkthroughPageControl?
    if let frame = pageControlFrame, let shownPage {
      let control = WalkthroughPageControl(
        frame: frame, hitFrame: Self.hitFrame(for: frame), dotFrames: dotFrames, currentPage: shownPage,
        accessibilityLabel: positionLabels[shownPage])
      pageControl = control
      accessibility.append(
        SceneAccessibilityElement(
          id: "walkthrough.pageControl", role: .adjustable, label: control.accessibilityLabel,
          hint: "Swipe up or down to change the page", frame: control.hitFrame))
    }
    appendControl(.next)
    return WalkthroughScene(
      size: size, layoutDirection: layoutDirection, pageCount: count, scrollPosition: position,
      currentPage: shownPage, isScrolling: isScrolling, pages: scenePages, pageControl: pageControl,
      controls: controlsNow, accessibilityElements: accessibility)
  }

  /// The page nearest to a position, clamped to the pages.
  static func nearestPage(to position: Double, count: Int) -> Int {
    let rounded = position.rounded(.toNearestOrAwayFromZero)
    return Int(Swift.min(Swift.max(rounded, 0), Double(Swift.max(count - 1, 0))))
  }

  /// Page `index` at a scroll position: its frame and its elements moved by the parallax.
  private func page(_ index: Int, at position: Double) -> WalkthroughScenePage {
    let laidOut = laidOutPages[index]
    let isRightToLeft = layoutDirection == .rightToLeft
    let pageX = (isRightToLeft ? position - Double(index) : Double(index) - position) * size.width
    let offset = position + 1 - Double(index)
    let parallax = laidOut.page.parallax
    let alpha = parallax.alpha(atOffset: offset).map { Opacity($0) } ?? .opaque
    // The transform of each subview, about its centre in the walkthrough's space.
    var subviewTransforms = [AffineMatrix](repeating: .identity, count: laidOut.subviewCount)
    var elements: [WalkthroughSceneElement] = []
    elements.reserveCapacity(laidOut.elements.count)
    for item in laidOut.elements {
      let frame = item.frame.offsetBy(dx: pageX, dy: 0)
      var transform = AffineMatrix.identity
      if let animatedIndex = item.animatedIndex {
        if item.depth == 0 {
          var motion = parallax.transform(ofAnimatedElementAt: animatedIndex, atOffset: offset)
          if isRightToLeft { motion.tx = -motion.tx }
          transform = Self.transform(motion, about: frame.center)
          subviewTransforms[item.subview] = transform
        } else {
          transform = subviewTransforms[item.subview]
        }
      }
      let model = item.element
      elements.append(
        WalkthroughSceneElement(
          id: model.id, tag: model.tag, depth: item.depth, frame: frame, transform: transform,
          opacity: item.animatedIndex == nil ? .opaque : alpha, isAnimated: item.animatedIndex != nil,
          cornerRadius: model.cornerRadius, fill: model.fill, text: item.text, fontSize: model.fontSize,
          textColor: model.textColor))
    }
    return WalkthroughScenePage(
      index: index, id: laidOut.page.id, title: laidOut.page.title,
      frame: Rect(x: pageX, y: 0, width: size.width, height: size.height), offset: offset,
      background: laidOut.page.background, elements: elements)
  }

  /// `motion` applied about `center`: translate(center) · motion · translate(−center).
  static func transform(_ motion: AffineMatrix, about center: Point) -> AffineMatrix {
    var result = motion
    result.tx = center.x - (motion.a * center.x + motion.c * center.y) + motion.tx
    result.ty = center.y - (motion.b * center.x + motion.d * center.y) + motion.ty
    return result
  }
}
