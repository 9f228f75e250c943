import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarText
import LodestarTimeline

extension TourScene {
  /// The scene as a ``DisplayList``: its layers in ``zOrder``, back to front, each as a few primitives, and the
  /// hit regions of its controls and of the targets touches may reach.
  ///
  /// - The overlay: one ``DisplayPrimitive/overlay(_:)`` under the overlay's opacity and transform; the blur
  ///   only when Reduce Transparency did not replace it with the colour.
  /// - Ornaments and the companion view: a ``DisplayPrimitive/slot(_:frame:)`` each.
  /// - The coach mark, under its opacity and transform: the body (a rounded rectangle with a border, or the
  ///   custom body's slot) labelled with what assistive technology reads for the coach mark, the arrow (or
  ///   the custom arrow's slot), the separator, then each line of the title, the hint and the next label that is
  ///   shown (a hint that scrolls gives only its visible lines), then the triangles that say more of the hint is
  ///   above or below (``SceneTextBlock/scrollIndicatorFrames(layoutDirection:)``), in the text's colour.
  /// - The progress text; the skip control's rounded rectangle and title (or its custom view's slot), in
  ///   `palette`'s colours.
  ///
  /// The colours are the scene's (the highlighted ones while the coach mark is pressed) and the palette's; a
  /// renderer that knows what lies under the overlay may adjust them for contrast, as LodestarRendering's do.
  ///
  /// - Parameter palette: The colours of what the scene does not colour.
  /// - Returns: The display list.
  /// - Complexity: O(*n*) in the scene's parts and lines.
  public func displayList(palette: DisplayPalette = DisplayPalette()) -> DisplayList {
    displayList(palette: palette, includingHitRegions: true, includingLabels: true)
  }

  /// The scene's display list, with or without its hit regions and labels: a renderer that only draws leaves out
  /// what it does not read (the SVG renderer the hit regions, the terminal renderer both) and saves their work.
  package func displayList(palette: DisplayPalette, includingHitRegions: Bool, includingLabels: Bool) -> DisplayList {
    var items: [DisplayItem] = []
    // The overlay, the companion, the body, arrow and separator, the progress and the skip control's two items,
    // then the ornaments, the coach mark's lines and a scrolling hint's two triangles: one allocation.
    let lines = coachMark.map { Self.lineCount($0.title) + Self.lineCount($0.hint) + Self.lineCount($0.next) } ?? 0
    items.reserveCapacity(ornaments.count + lines + 10)
    for layer in zOrder {
      switch layer {
      case .overlay:
        let blur = overlay.blur.flatMap { $0.isReplacedByColor ? nil : $0.style }
        items.append(
          DisplayItem(
            .overlay(DisplayOverlay(region: overlay.region, fill: overlay.color, blur: blur)), part: .overlay,
            opacity: overlay.opacity.value, transform: overlay.transform))
      case .ornaments:
        for ornament in ornaments {
          items.append(
            DisplayItem(
              .slot(ornament.id, frame: ornament.frame), part: .ornament, identifier: ornament.id.rawValue,
              opacity: ornament.opacity.value))
        }
      case .coachMark:
        if let companion {
          items.append(
            DisplayItem(
              .slot(companion.id, frame: companion.frame), part: .companion, identifier: companion.id.rawValue,
              opacity: companion.opacity.value))
        }
        if let coachMark { appendCoachMark(coachMark, labelled: includingLabels, to: &items) }
      case .progress:
        if let progress {
          items.append(
            DisplayItem(
              .text(
                DisplayTextLine(
                  progress.text, frame: progress.frame, fontSize: progress.fontSize, color: palette.progressText)),
              part: .progress, opacity: progress.opacity.value))
        }
      case .skipControl:
        if let skipControl { appendSkipControl(skipControl, palette: palette, to: &items) }
      }
    }
    return DisplayList(
      size: size, layoutDirection: layoutDirection, items: items, hitRegions: includingHitRegions ? hitRegions : [],
      targetFrames: interaction.targetFrames, coachMarkPosition: coachMark?.position)
  }

  /// What assistive technology reads for the coach mark: the title and the hint whole (the scene's
  /// accessibility elements), never the lines drawn, which a narrow coach mark breaks inside words and a short
  /// one cuts off. A scene made without accessibility elements gets the text as drawn, each block's lines
  /// joined.
  package var coachMarkAccessibilityLabel: String {
    var spoken = ""
    for element in accessibilityElements where element.id == "coachMarkTitle" || element.id == "coachMarkHint" {
      if !spoken.isEmpty { spoken += ". " }
      spoken += element.label
    }
    if !spoken.isEmpty { return spoken }
    if let body = accessibilityElements.first(where: { $0.id == "coachMarkBody" }) { return body.label }
    return [coachMark?.title, coachMark?.hint].compactMap { $0?.text.lineTexts.joined(separator: " ") }
      .joined(separator: ". ")
  }

  private func appendCoachMark(_ mark: SceneCoachMark, labelled: Bool, to items: inout [DisplayItem]) {
    let inner = mark.currentInnerColor
    let border = mark.currentBorderColor
    let opacity = mark.opacity.value
    let transform = mark.transform
    func item(_ primitive: DisplayPrimitive, _ part: DisplayPart, identifier: String? = nil, label: String? = nil)
      -> DisplayItem
    {
      DisplayItem(primitive, part: part, identifier: identifier, label: label, opacity: opacity, transform: transform)
    }
    let label = labelled ? coachMarkAccessibilityLabel : nil
    if let slot = mark.customBody {
      items.append(
        item(.slot(slot.id, frame: mark.bodyFrame), .coachMarkBody, identifier: slot.id.rawValue, label: label))
    } else {
      let body = DisplayRectangle(frame: mark.bodyFrame, cornerRadius: mark.cornerRadius, fill: inner, border: border)
      items.append(item(.roundedRectangle(body), .coachMarkBody, label: label))
    }
    if let arrow = mark.arrow {
      let shape = DisplayArrow(
        frame: arrow.frame, direction: arrow.orientation, fill: inner, border: border, customView: arrow.customArrow?.id
      )
      items.append(item(.arrow(shape), .coachMarkArrow, identifier: arrow.customArrow?.id.rawValue))
    }
    if let separator = mark.separatorFrame {
      items.append(item(.roundedRectangle(DisplayRectangle(frame: separator, fill: border)), .coachMarkSeparator))
    }
    appendLines(of: mark.title, as: .coachMarkTitle, color: mark.colors.text, on: inner, opacity, transform, &items)
    appendLines(of: mark.hint, as: .coachMarkHint, color: mark.colors.text, on: inner, opacity, transform, &items)
    appendLines(of: mark.next, as: .coachMarkNext, color: mark.colors.text, on: inner, opacity, transform, &items)
    if let hint = mark.hint, hint.scroll != nil {
      let (above, below) = hint.scrollIndicatorFrames(layoutDirection: layoutDirection)
      for (frame, direction) in [(above, ArrowDirection.up), (below, ArrowDirection.down)] {
        guard let frame else { continue }
        let shape = DisplayArrow(frame: frame, direction: direction, fill: mark.colors.text, border: mark.colors.text)
        items.append(item(.arrow(shape), .coachMarkScrollIndicator))
      }
    }
  }

  /// The number of lines of a text block, 0 without one.
  private static func lineCount(_ block: SceneTextBlock?) -> Int { block?.visibleLines.count ?? 0 }

  /// Appends a coach-mark text block's lines, one item each.
  private func appendLines(
    of block: SceneTextBlock?, as part: DisplayPart, color: RGBAColor, on background: RGBAColor, _ opacity: Double,
    _ transform: AffineMatrix, _ items: inout [DisplayItem]
  ) {
    guard let block else { return }
    for index in block.visibleLines {
      let line = block.line(at: index, color: color, background: background)
      items.append(DisplayItem(.text(line), part: part, opacity: opacity, transform: transform))
    }
  }

  private func appendSkipControl(_ skip: SceneSkipControl, palette: DisplayPalette, to items: inout [DisplayItem]) {
    let opacity = skip.opacity.value
    if let slot = skip.customView {
      items.append(
        DisplayItem(
          .slot(slot.id, frame: skip.frame), part: .skipControl, identifier: slot.id.rawValue, label: skip.title,
          opacity: opacity))
      return
    }
    let background = DisplayRectangle(
      frame: skip.frame, cornerRadius: min(skip.frame.height / 2, 8), fill: palette.controlFill)
    items.append(DisplayItem(.roundedRectangle(background), part: .skipControl, label: skip.title, opacity: opacity))
    let title = DisplayTextLine(
      skip.title, frame: skip.frame, fontSize: skip.fontSize, color: palette.controlTitle,
      background: palette.controlFill)
    items.append(DisplayItem(.text(title), part: .skipControlTitle, opacity: opacity))
  }

  /// The next and skip controls' hit frames (``TouchLayout``'s) and the targets a step lets touches through
  /// to.
  private var hitRegions: [DisplayHitRegion] {
    let touches = TouchLayout(scene: self)
    var regions: [DisplayHitRegion] = []
    if let next = touches.nextControl { regions.append(DisplayHitRegion(frame: next, control: .next)) }
    if let skip = touches.skipControl { regions.append(DisplayHitRegion(frame: skip, control: .skip)) }
    if interaction.allowsInteractionInsideCutout || interaction.forwardsAllTouches {
      for target in touches.targets {
        regions.append(DisplayHitRegion(frame: target.bounds, control: .target(target.id)))
      }
    }
    return regions
  }
}

extension SceneTextBlock {
  /// One of the block's lines as a display line: its box at its place in the block (its alignment's offset, one
  /// line height under the previous line, the first line shown at the block's top).
  ///
  /// - Parameters:
  ///   - index: The line's index in the block's text.
  ///   - color: The text colour.
  ///   - background: The colour the block is drawn on.
  /// - Returns: The display line.
  package func line(at index: Int, color: RGBAColor, background: RGBAColor?) -> DisplayTextLine {
    let line = text.lines[index]
    let box = Rect(
      x: frame.minX + line.horizontalOffset(inWidth: frame.width), y: top(ofLine: index),
      width: line.width, height: text.lineHeight)
    return DisplayTextLine(
      line.text, frame: box, fontSize: fontSize, color: color, background: background, alignment: line.alignment,
      direction: line.direction)
  }
}
