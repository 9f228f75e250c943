import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarText
import LodestarTimeline

extension WalkthroughScene {
  /// The scene as a ``/LodestarScene/DisplayList``, back to front:
  ///
  /// - each page on screen: its background (a rectangle labelled with the page's title), then its elements
  ///   depth first, each as its background (a rounded rectangle) and its text lines, under the element's
  ///   parallax transform and opacity; everything of a page is clipped to the page's frame;
  /// - the visible controls: a rounded rectangle labelled with the title, and the title, in `palette`'s
  ///   control colours;
  /// - the page control's dots that reach into the picture, the current one in `palette`'s current colour, each
  ///   labelled with the control's "Page 2 of 3".
  ///
  /// The hit regions are the visible controls' hit frames and the page control's.
  ///
  /// - Parameter palette: The colours of the controls and the dots.
  /// - Returns: The display list.
  /// - Complexity: O(*n*) in the elements and lines of the pages on screen, plus O(log *p*) for *p* pages.
  public func displayList(palette: DisplayPalette = DisplayPalette()) -> DisplayList {
    var items: [DisplayItem] = []
    for page in pages {
      items.append(
        DisplayItem(
          .roundedRectangle(DisplayRectangle(frame: page.frame, fill: page.background)), part: .walkthroughPage,
          identifier: page.id, label: page.title, clip: page.frame))
      for element in page.elements {
        func item(_ primitive: DisplayPrimitive) -> DisplayItem {
          DisplayItem(
            primitive, part: .walkthroughElement, identifier: element.id.rawValue, opacity: element.opacity.value,
            transform: element.transform, clip: page.frame)
        }
        if let fill = element.fill {
          items.append(
            item(
              .roundedRectangle(
                DisplayRectangle(frame: element.frame, cornerRadius: element.cornerRadius, fill: fill))))
        }
        guard let text = element.text else { continue }
        for (index, line) in text.lines.enumerated() {
          let box = Rect(
            x: element.frame.minX + line.horizontalOffset(inWidth: element.frame.width),
            y: element.textTop + Double(index) * text.lineHeight, width: line.width, height: text.lineHeight)
          items.append(
            item(
              .text(
                DisplayTextLine(
                  line.text, frame: box, fontSize: element.fontSize, color: element.textColor,
                  background: element.fill ?? page.background, alignment: line.alignment, direction: line.direction))))
        }
      }
    }
    var hitRegions: [DisplayHitRegion] = []
    for control in controls where !control.isHidden {
      let frame = control.frame
      items.append(
        DisplayItem(
          .roundedRectangle(
            DisplayRectangle(frame: frame, cornerRadius: min(frame.height / 2, 8), fill: palette.controlFill)),
          part: .walkthroughControl, identifier: control.kind.rawValue, label: control.title))
      items.append(
        DisplayItem(
          .text(
            DisplayTextLine(
              control.title, frame: frame, fontSize: control.fontSize, color: palette.controlTitle,
              background: palette.controlFill)),
          part: .walkthroughControlTitle, identifier: control.kind.rawValue))
      let target: DisplayControl =
        switch control.kind {
        case .close: .close
        case .previous: .previous
        case .next: .next
        }
      hitRegions.append(DisplayHitRegion(frame: control.hitFrame, control: target))
    }
    if let pageControl {
      for page in pageControl.dotIndices(visibleBetween: 0, and: size.width) {
        let dot = pageControl.dotFrames[page]
        let isCurrent = page == pageControl.currentPage
        items.append(
          DisplayItem(
            .roundedRectangle(
              DisplayRectangle(
                frame: dot, cornerRadius: dot.width / 2,
                fill: isCurrent ? palette.currentPageIndicator : palette.pageIndicator)),
            part: isCurrent ? .currentPageIndicator : .pageIndicator, identifier: String(page),
            label: pageControl.accessibilityLabel))
      }
      hitRegions.append(DisplayHitRegion(frame: pageControl.hitFrame, control: .pageControl))
    }
    return DisplayList(size: size, layoutDirection: layoutDirection, items: items, hitRegions: hitRegions)
  }
}
