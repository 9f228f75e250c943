import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTimeline

extension WalkthroughLayout {
  /// The scene at a scroll position.
  ///
  /// Page i sits at x = (i − scrollPosition)·width (mirrored right to left: (scrollPosition − i)·width);
  /// the pages that overlap the screen are in the scene. Each page's subviews move with the page's
  /// ``/LodestarTimeline/ParallaxPage`` at the page's offset scrollPosition + 1 − i (BWWalkthrough's
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
    scenePages.reserveCapacity(2)
    let first = position.rounded(.down)
    for candidate in stride(from: first, through: first + 1, by: 1) where candidate >= 0 && candidate < Double(count) {
      guard Swift.abs(position - candidate) < 1 else { continue }
      scenePages.append(page(Int(candidate), at: position))
    }

    var controlsNow = controlTemplates
    var accessibility: [SceneAccessibilityElement] = []
    accessibility.reserveCapacity(controlsNow.count + 1 + (shownPage.map { laidOutPages[$0].elements.count } ?? 0))
    for index in controlsNow.indices {
      switch controlsNow[index].kind {
      case .close: controlsNow[index].isHidden = shownPage == nil
      case .previous: controlsNow[index].isHidden = (shownPage ?? 0) <= 0
      case .next: controlsNow[index].isHidden = (shownPage ?? count) + 1 >= count
      }
    }
    func appendControl(_ kind: WalkthroughControlKind) {
      guard let index = controlsNow.firstIndex(where: { $0.kind == kind }), !controlsNow[index].isHidden else {
        return
      }
      accessibility.append(controlAccessibility[index])
    }
    appendControl(.close)
    if let shownPage, let page = scenePages.first(where: { $0.index == shownPage }) {
      let items = laidOutPages[shownPage].elements
      for index in items.indices {
        guard let label = items[index].accessibilityLabel else { continue }
        accessibility.append(
          SceneAccessibilityElement(
            id: page.elements[index].id.rawValue, role: items[index].isHeading ? .header : .staticText, label: label,
            frame: page.elements[index].transformedFrame))
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
    var scene = WalkthroughScene(
      size: size, layoutDirection: layoutDirection, pageCount: count, scrollPosition: position,
      currentPage: shownPage, isScrolling: isScrolling, pages: scenePages, pageControl: pageControl,
      controls: controlsNow)
    scene.safeArea = safeArea
    scene.accessibilityElements = accessibility
    return scene
  }

  /// The page nearest to a position, clamped to the pages.
  static func nearestPage(to position: Double, count: Int) -> Int {
    let rounded = position.rounded(.toNearestOrAwayFromZero)
    return Int(Swift.min(Swift.max(rounded, 0), Double(Swift.max(count - 1, 0))))
  }

  /// Page `index` at a scroll position: its frame and its elements moved by the parallax.
  private func page(_ index: Int, at position: Double) -> WalkthroughScenePage {
    let isRightToLeft = layoutDirection == .rightToLeft
    let pageX = (isRightToLeft ? position - Double(index) : Double(index) - position) * size.width
    let offset = position + 1 - Double(index)
    let parallax = laidOutPages[index].parallax
    let alpha = parallax.alpha(atOffset: offset).map { Opacity($0) } ?? .opaque
    // Elements come depth first, so each subview's transform (about its centre in the walkthrough's space)
    // is computed when the subview comes and holds for its children, which follow it.
    var subviewTransform = AffineMatrix.identity
    let elements = laidOutPages[index].elements.map { item -> WalkthroughSceneElement in
      var element = item.template
      element.frame.origin.x += pageX
      if let animatedIndex = item.animatedIndex {
        if item.isSubview {
          var motion = parallax.transform(ofAnimatedElementAt: animatedIndex, atOffset: offset)
          if isRightToLeft { motion.tx = -motion.tx }
          subviewTransform = Self.transform(motion, about: element.frame.center)
        }
        element.transform = subviewTransform
        element.opacity = alpha
      }
      return element
    }
    return WalkthroughScenePage(
      index: index, id: laidOutPages[index].id, title: laidOutPages[index].title,
      frame: Rect(x: pageX, y: 0, width: size.width, height: size.height), offset: offset,
      background: laidOutPages[index].background, elements: elements)
  }

  /// `motion` applied about `center`: translate(center) · motion · translate(−center).
  static func transform(_ motion: AffineMatrix, about center: Point) -> AffineMatrix {
    var result = motion
    result.tx = center.x - (motion.a * center.x + motion.c * center.y) + motion.tx
    result.ty = center.y - (motion.b * center.x + motion.d * center.y) + motion.ty
    return result
  }
}
