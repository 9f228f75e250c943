import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarText
import LodestarTimeline
import LodestarWalkthrough

extension SVGRenderer {
  /// The SVG document of a walkthrough scene: the document of its display list
  /// (``/LodestarWalkthrough/WalkthroughScene/displayList(palette:)`` with ``palette``).
  ///
  /// In order: the theme's background; one clip path per page on screen (`clip-page-N`, from 0 in drawing
  /// order) in `defs`; each page as a group `page-ID` clipped to its frame, holding its background and its
  /// elements (a group `element-ID` with the parallax as a `matrix(…)` transform and the opacity, around the
  /// background, a rounded rectangle, and the text lines); the visible controls as groups with `role="button"`
  /// and an `aria-label` (outlined where their colour has less than 3:1 against the page behind them, their
  /// labels with 4.5:1); the page control as a group with `role="img"` and the label "Page 2 of 3", its dots
  /// that reach into the picture as circles (the current one filled).
  ///
  /// - Parameters:
  ///   - scene: The walkthrough scene.
  ///   - title: The document's title.
  /// - Returns: The document.
  public func document(for scene: WalkthroughScene, title: String? = nil) -> SVGDocument {
    document(for: scene.displayList(palette: palette), over: [], title: title)
  }

  /// The `defs` holding one clip path per page of `list` (`clip-page-N`, from 0 in drawing order), or `nil`
  /// when the list has no page.
  func pageClipPaths(of list: DisplayList) -> SVGElement? {
    let pages = list.items.filter { $0.part == .walkthroughPage }
    guard !pages.isEmpty else { return nil }
    let clipPaths = pages.enumerated().map { ordinal, page in
      let frame = page.clip ?? .zero
      return SVGElement(
        name: "clipPath", attributes: [SVGAttribute(name: "id", value: "clip-page-\(ordinal)")],
        children: [.rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height, fill: .black)])
    }
    return SVGElement(name: "defs", children: clipPaths)
  }

  /// The group of a page (its background item at `index`) and the elements after it, clipped to the page;
  /// `ordinal` numbers its clip path. Returns the group and the index of the first item after the page.
  func pageGroup(_ items: [DisplayItem], at index: Int, ordinal: Int, isRightToLeft: Bool) -> (SVGElement, Int) {
    let page = items[index]
    var children: [SVGElement] = []
    if case .roundedRectangle(let background) = page.primitive {
      let frame = background.frame
      children.append(
        .rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height, fill: background.fill))
    }
    var end = index + 1
    while end < items.count, items[end].part == .walkthroughElement {
      var last = end + 1
      while last < items.count, items[last].part == .walkthroughElement, items[last].identifier == items[end].identifier
      {
        last += 1
      }
      if items[end].opacity > 0 {
        children.append(walkthroughElement(items[end..<last], isRightToLeft: isRightToLeft))
      }
      end = last
    }
    var group = SVGElement.group(identifier: "page-\(page.identifier ?? "")", children: children)
    group.attributes.append(SVGAttribute(name: "clip-path", value: "url(#clip-page-\(ordinal))"))
    return (group, end)
  }

  /// A walkthrough control's group (`role="button"`): its background, outlined where it has less than 3:1
  /// against the pages behind it, and its title.
  func walkthroughControlGroup(_ items: ArraySlice<DisplayItem>, pages: [DisplayItem]) -> SVGElement {
    var children: [SVGElement] = []
    for item in items {
      switch item.primitive {
      case .roundedRectangle(let rectangle):
        children.append(controlBackground(rectangle.frame, over: backgrounds(under: rectangle.frame, pages: pages)))
      case .text(let line):
        children.append(
          .text(
            line.text, x: line.frame.midX, y: line.frame.midY + line.fontSize * 0.35, fontFamily: fontFamily,
            fontSize: line.fontSize, textAnchor: .middle, fill: controlForeground))
      default: break
      }
    }
    let first = items.first
    return .group(
      role: "button", ariaLabel: first?.label ?? "", identifier: "control-\(first?.identifier ?? "")",
      children: children)
  }

  /// The page control's group (`role="img"`, labelled "Page 2 of 3"): a circle per dot, the current one marked
  /// `aria-current="page"`.
  func pageControlGroup(_ items: ArraySlice<DisplayItem>) -> SVGElement {
    let dots = items.compactMap { item -> SVGElement? in
      guard case .roundedRectangle(let dot) = item.primitive else { return nil }
      var attributes = [
        SVGAttribute("cx", dot.frame.midX), SVGAttribute("cy", dot.frame.midY), SVGAttribute("r", dot.frame.width / 2),
        SVGAttribute(name: "fill", color: dot.fill),
      ]
      if item.part == .currentPageIndicator { attributes.append(SVGAttribute(name: "aria-current", value: "page")) }
      return SVGElement(name: "circle", attributes: attributes)
    }
    return .group(role: "img", ariaLabel: items.first?.label ?? "", identifier: "page-control", children: dots)
  }

  /// The backgrounds of the pages that `frame` overlaps in the picture (the theme's background where none
  /// does).
  func backgrounds(under frame: Rect, pages: [DisplayItem]) -> [RGBAColor] {
    let colors = pages.compactMap { page -> RGBAColor? in
      guard case .roundedRectangle(let background) = page.primitive, background.frame.intersects(frame) else {
        return nil
      }
      return background.fill
    }
    return colors.isEmpty ? [theme.background] : colors
  }

  /// An element's group: its background and text lines under its transform and opacity; a line of a
  /// right-to-left walkthrough or paragraph is anchored at its box's right end.
  private func walkthroughElement(_ items: ArraySlice<DisplayItem>, isRightToLeft walkthroughIsRightToLeft: Bool)
    -> SVGElement
  {
    var children: [SVGElement] = []
    for item in items {
      switch item.primitive {
      case .roundedRectangle(let rectangle):
        let frame = rectangle.frame
        children.append(
          .rect(
            x: frame.minX, y: frame.minY, width: frame.width, height: frame.height,
            cornerRadius: rectangle.cornerRadius, fill: rectangle.fill))
      case .text(let line):
        let isRightToLeft = walkthroughIsRightToLeft || line.direction == .rightToLeft
        children.append(
          .text(
            line.text, x: isRightToLeft ? line.frame.maxX : line.frame.minX,
            y: line.frame.midY + line.fontSize * 0.35, fontFamily: fontFamily, fontSize: line.fontSize,
            textAnchor: isRightToLeft ? .end : .start, fill: line.color))
      default: break
      }
    }
    guard let first = items.first else { return .group(children: []) }
    var group = SVGElement.group(identifier: "element-\(first.identifier ?? "")", children: children)
    if !first.transform.isIdentity { group.attributes.append(Self.transformAttribute(first.transform)) }
    if first.opacity < 1 { group.attributes.append(SVGAttribute("opacity", first.opacity)) }
    return group
  }
}
