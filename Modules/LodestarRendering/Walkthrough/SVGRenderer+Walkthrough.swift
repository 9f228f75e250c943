import LodestarGeometry
import LodestarHostTree
import LodestarText
import LodestarTimeline
import LodestarWalkthrough

extension SVGRenderer {
  /// The SVG document of a walkthrough scene.
  ///
  /// In order: the theme's background; one clip path per page (`clip-page-N`) in `defs`; each page as a
  /// group `page-ID` clipped to its frame, holding its background and its elements (a group
  /// `element-ID` with the parallax as a `matrix(…)` transform and the opacity, around the background, a
  /// rounded rectangle, and the text lines); the visible controls as groups with `role="button"` and an
  /// `aria-label` (outlined where their colour has less than 3:1 against the page behind them, their labels with
  /// 4.5:1); the page control as a group with `role="img"` and the label "Page 2 of 3", its dots that
  /// reach into the picture as circles (the current one filled).
  public func document(for scene: WalkthroughScene, title: String? = nil) -> SVGDocument {
    var elements: [SVGElement] = []
    elements.append(.rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height, fill: theme.background))
    let clipPaths = scene.pages.map { page in
      SVGElement(
        name: "clipPath", attributes: [SVGAttribute(name: "id", value: "clip-page-\(page.index)")],
        children: [
          .rect(
            x: page.frame.minX, y: page.frame.minY, width: page.frame.width, height: page.frame.height, fill: .black)
        ])
    }
    if !clipPaths.isEmpty { elements.append(SVGElement(name: "defs", children: clipPaths)) }
    let isRightToLeft = scene.layoutDirection == .rightToLeft
    for page in scene.pages {
      var children: [SVGElement] = [
        .rect(
          x: page.frame.minX, y: page.frame.minY, width: page.frame.width, height: page.frame.height,
          fill: page.background)
      ]
      for element in page.elements where element.opacity.value > 0 {
        children.append(walkthroughElement(element, isRightToLeft: isRightToLeft))
      }
      var group = SVGElement.group(identifier: "page-\(page.id)", children: children)
      group.attributes.append(SVGAttribute(name: "clip-path", value: "url(#clip-page-\(page.index))"))
      elements.append(group)
    }
    for control in scene.controls where !control.isHidden {
      let frame = control.frame
      let background = controlBackground(frame, over: backgrounds(under: frame, in: scene))
      let label = SVGElement.text(
        control.title, x: frame.midX, y: frame.midY + control.fontSize * 0.35, fontFamily: fontFamily,
        fontSize: control.fontSize, textAnchor: .middle, fill: controlForeground)
      elements.append(
        .group(
          role: "button", ariaLabel: control.title, identifier: "control-\(control.kind.rawValue)",
          children: [background, label]))
    }
    if let pageControl = scene.pageControl {
      // Only the dots that reach into the picture: a walkthrough of n pages has n dots.
      let dots = pageControl.dotIndices(visibleBetween: 0, and: scene.size.width).map { page in
        let dot = pageControl.dotFrames[page]
        var attributes = [
          SVGAttribute("cx", dot.midX), SVGAttribute("cy", dot.midY), SVGAttribute("r", dot.width / 2),
          SVGAttribute(
            name: "fill", color: page == pageControl.currentPage ? theme.skipBackground : theme.elementBorder),
        ]
        if page == pageControl.currentPage { attributes.append(SVGAttribute(name: "aria-current", value: "page")) }
        return SVGElement(name: "circle", attributes: attributes)
      }
      elements.append(
        .group(role: "img", ariaLabel: pageControl.accessibilityLabel, identifier: "page-control", children: dots))
    }
    return SVGDocument(width: scene.size.width, height: scene.size.height, title: title, elements: elements)
  }

  /// The backgrounds of the pages that `frame` overlaps in the picture (the theme's background where none
  /// does).
  func backgrounds(under frame: Rect, in scene: WalkthroughScene) -> [RGBAColor] {
    let pages = scene.pages.filter { $0.frame.intersects(frame) }.map(\.background)
    return pages.isEmpty ? [theme.background] : pages
  }

  private func walkthroughElement(_ element: WalkthroughSceneElement, isRightToLeft: Bool) -> SVGElement {
    var children: [SVGElement] = []
    let frame = element.frame
    if let fill = element.fill {
      children.append(
        .rect(
          x: frame.minX, y: frame.minY, width: frame.width, height: frame.height, cornerRadius: element.cornerRadius,
          fill: fill))
    }
    if let text = element.text {
      for (index, line) in text.lines.enumerated() {
        let left = frame.minX + line.horizontalOffset(inWidth: frame.width)
        let isLineRightToLeft = isRightToLeft || line.direction == .rightToLeft
        let middle = element.textTop + (Double(index) + 0.5) * text.lineHeight
        children.append(
          .text(
            line.text, x: isLineRightToLeft ? left + line.width : left, y: middle + element.fontSize * 0.35,
            fontFamily: fontFamily, fontSize: element.fontSize, textAnchor: isLineRightToLeft ? .end : .start,
            fill: element.textColor))
      }
    }
    var group = SVGElement.group(identifier: "element-\(element.id.rawValue)", children: children)
    if !element.transform.isIdentity {
      let t = element.transform
      let values = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(SVGNumber.format).joined(separator: " ")
      group.attributes.append(SVGAttribute(name: "transform", value: "matrix(\(values))"))
    }
    if element.opacity.value < 1 { group.attributes.append(SVGAttribute("opacity", element.opacity.value)) }
    return group
  }
}
