import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarScene
import LodestarText
import LodestarTimeline

/// Draws a ``/LodestarScene/TourScene`` over a host screen as a deterministic, standalone SVG.
///
/// The document holds, in order: the screen's elements (rounded rectangles with their labels), the overlay
/// as one path with `fill-rule="evenodd"` (the scene's bounds and every opening) at the scene's opacity,
/// the coach mark as a group with `role="dialog"` and an `aria-label` (body, arrow and text; the label is the
/// scene's accessibility label of the title and hint), the progress
/// text and the skip control (a group with `role="button"`).
///
/// ## Text
///
/// The renderer draws what the layout measured: it writes ``fontFamily`` on every text element, and each
/// line of the coach mark at the place the layout gave it, anchored by its alignment (a left-aligned line at
/// its block's left edge, a right-aligned one at the right edge, a centred one at the middle), with
/// `direction="rtl"` on the lines of right-to-left paragraphs so a browser orders them as the layout did.
/// The font must have the metrics of the ``/LodestarText/TextMeasurer`` the scene was laid out with, or
/// lines run out of their place:
///
/// - ``/LodestarText/ProportionalTextMeasurer`` (`TourPresenter`'s default) has
///   Helvetica's widths: use the default ``proportionalFontFamily``, Helvetica with its metric-compatible
///   fallbacks (Arial, Liberation Sans, Nimbus Sans).
/// - ``/LodestarText/MonospacedTextMeasurer`` counts terminal cells and has no SVG font; lay scenes meant
///   for SVG out with ``/LodestarText/ProportionalTextMeasurer``.
///
/// App views the scene knows only by identifier are drawn as placeholders: a dashed rectangle in the theme's
/// app-view colours labelled with the identifier, in a group whose `id` names it (`ornament-…` for the
/// ornaments, drawn after the overlay at its opacity; `companion` for the step's companion view, drawn just
/// before the coach mark at its opacity; `custom-body`, `custom-arrow` and a `custom-skip` button for the
/// custom slots). A blur the scene asks for is drawn as the overlay's colour, the fallback
/// the scene carries for Reduce Transparency (a standalone SVG has no backdrop to blur).
///
/// ## Contrast
///
/// The theme's own pairs have WCAG 2's 3:1 (``SVGRendererTheme``). What the tour draws over the dimmed screen
/// is measured against the screen's background and an element's fill as the scene's overlay dims them (the
/// backdrops), in both interface styles, and made darker or lighter in tenths where it falls short
/// (``LodestarGeometry/RGBAColor/legible(onAll:minimum:)``):
///
/// - The coach mark's border, separator and the outline of its arrow have 3:1 against the body, and against the
///   backdrops too when the body's fill has less than 3:1 against them (Instructions' white body on the light
///   overlay), so the body's and the arrow's edges show either way.
/// - The coach mark's text has 4.5:1 against the body; the progress text 4.5:1 against the backdrops.
/// - The skip control's label has 4.5:1 against the control; a control whose colour has less than 3:1 against
///   the backdrops gets an outline that has (the dark overlay).
///
/// The screen's elements under the overlay are dimmed on purpose, as Instructions dims them: the default
/// overlays (white 0.9098 at 0.65, white 0.196 at 0.75) leave no pair under them more than about 2.6:1.
public struct SVGRenderer: Sendable, Hashable {
  /// The font family written on every text element. It must match the measurer the scene was laid out
  /// with (see "Text" above).
  public var fontFamily: String
  /// The colours of the host screen.
  public var theme: SVGRendererTheme

  /// Helvetica and the fonts whose advance widths match it (Arial, Liberation Sans, Nimbus Sans), then the
  /// generic sans-serif: the font family of text laid out with ``/LodestarText/ProportionalTextMeasurer``.
  public static let proportionalFontFamily = "Helvetica, Arial, Liberation Sans, Nimbus Sans, sans-serif"

  /// A renderer.
  ///
  /// - Parameters:
  ///   - fontFamily: The font family of every text element; the default suits scenes laid out with
  ///     ``/LodestarText/ProportionalTextMeasurer``.
  ///   - theme: The colours of what the scene does not colour.
  public init(fontFamily: String = proportionalFontFamily, theme: SVGRendererTheme = SVGRendererTheme()) {
    self.fontFamily = fontFamily
    self.theme = theme
  }

  /// The colours the renderer gives what a scene does not colour: the theme's skip control, progress text and
  /// page-control dots.
  public var palette: DisplayPalette {
    DisplayPalette(
      controlFill: theme.skipBackground, controlTitle: theme.skipForeground, progressText: theme.progress,
      pageIndicator: theme.elementBorder, currentPageIndicator: theme.skipBackground)
  }

  /// The SVG document of `scene` over the elements of `screen`: the document of the scene's display list
  /// (``/LodestarScene/TourScene/displayList(palette:)`` with ``palette``).
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - screen: The host screen's elements, drawn under the tour.
  ///   - title: The document's title.
  /// - Returns: The document.
  public func document(for scene: TourScene, over screen: [ScreenElementBox], title: String? = nil) -> SVGDocument {
    document(
      for: scene.displayList(palette: palette, includingHitRegions: false, includingLabels: true), over: screen,
      title: title)
  }

  /// The SVG document of a display list over the elements of `screen`: the theme's background, the screen's
  /// elements, then one SVG element per item or group of items, back to front.
  ///
  /// - Parameters:
  ///   - list: What to draw.
  ///   - screen: The host screen's elements, drawn under the tour.
  ///   - title: The document's title.
  /// - Returns: The document.
  /// - Complexity: O(*n*) in the screen's elements and the list's items.
  public func document(for list: DisplayList, over screen: [ScreenElementBox], title: String? = nil) -> SVGDocument {
    var elements: [SVGElement] = []
    elements.reserveCapacity(screen.count + list.items.count + 1)
    elements.append(.rect(x: 0, y: 0, width: list.size.width, height: list.size.height, fill: theme.background))
    if let clipPaths = pageClipPaths(of: list) { elements.append(clipPaths) }
    let isRightToLeft = list.layoutDirection == .rightToLeft
    for box in screen where box.depth > 0 {
      elements.append(screenElement(box, isRightToLeft: isRightToLeft))
    }
    elements += self.elements(of: list, includingOverlay: true)
    return SVGDocument(width: list.size.width, height: list.size.height, title: title, elements: elements)
  }

  /// The colours behind what the tour draws over the screen: the screen's background and an element's fill,
  /// each dimmed by the list's overlay at its opacity.
  func backdrops(of list: DisplayList) -> [RGBAColor] {
    var overlay: (color: RGBAColor, opacity: Double)?
    for item in list.items {
      if case .overlay(let shape) = item.primitive {
        overlay = (shape.fill, item.opacity)
        break
      }
    }
    return [theme.background, theme.elementFill].map {
      let backdrop = $0.clamped.withAlpha(1)
      guard let overlay else { return backdrop }
      return backdrop.dimmed(by: overlay.color, opacity: overlay.opacity)
    }
  }

  /// The SVG elements of a list's items, back to front: the overlay's path (unless `includingOverlay` is
  /// false), a placeholder per ornament and for the companion, the coach mark's group, the progress text and
  /// the skip control's group; a walkthrough's page groups, control groups and page control. Parts the list
  /// holds fully transparent are left out, except the coach mark, whose group is written at opacity 0 (a fade
  /// about to start).
  func elements(of list: DisplayList, includingOverlay: Bool) -> [SVGElement] {
    let backdrops = backdrops(of: list)
    let items = list.items
    let pages = items.filter { $0.part == .walkthroughPage }
    var pageOrdinal = 0
    var elements: [SVGElement] = []
    var index = 0
    while index < items.count {
      let item = items[index]
      switch item.part {
      case .walkthroughPage:
        let (group, end) = pageGroup(
          items, at: index, ordinal: pageOrdinal, isRightToLeft: list.layoutDirection == .rightToLeft)
        elements.append(group)
        pageOrdinal += 1
        index = end
        continue
      case .walkthroughControl:
        var end = index + 1
        while end < items.count, items[end].part == .walkthroughControlTitle { end += 1 }
        elements.append(walkthroughControlGroup(items[index..<end], pages: pages))
        index = end
        continue
      case .pageIndicator, .currentPageIndicator:
        var end = index + 1
        while end < items.count, items[end].part == .pageIndicator || items[end].part == .currentPageIndicator {
          end += 1
        }
        elements.append(pageControlGroup(items[index..<end]))
        index = end
        continue
      default: break
      }
      // A group runs from its first item to the next item of another part (or another coach mark's body).
      var end = index + 1
      if item.part.isCoachMark {
        let coachMark = items.coachMarkItems(startingAt: index)
        elements.append(coachMarkGroup(coachMark, backdrops: backdrops))
        index = coachMark.endIndex
        continue
      }
      if item.part == .skipControl {
        while end < items.count, items[end].part == .skipControlTitle { end += 1 }
        if item.opacity > 0 { elements.append(skipGroup(items[index..<end], backdrops: backdrops)) }
        index = end
        continue
      }
      switch item.primitive {
      case .overlay(let overlay) where includingOverlay: elements.append(overlayElement(overlay, item: item))
      case .slot(let id, let frame) where item.opacity > 0 && (item.part == .ornament || item.part == .companion):
        let identifier = item.part == .ornament ? "ornament-\(id.rawValue)" : "companion"
        var group = placeholder(id.rawValue, frame: frame, identifier: identifier)
        if item.opacity < 1 { group.attributes.append(SVGAttribute("opacity", item.opacity)) }
        elements.append(group)
      case .text(let line) where item.opacity > 0 && item.part == .progress:
        elements.append(
          .text(
            line.text, x: line.frame.midX, y: baseline(line.frame, fontSize: line.fontSize), fontFamily: fontFamily,
            fontSize: line.fontSize, textAnchor: .middle,
            fill: line.color.legible(onAll: backdrops, minimum: RGBAColor.minimumTextContrast)))
      default: break
      }
      index = end
    }
    return elements
  }

  func screenElement(_ box: ScreenElementBox, isRightToLeft: Bool) -> SVGElement {
    var rect = SVGElement.rect(
      x: box.frame.minX, y: box.frame.minY, width: box.frame.width, height: box.frame.height,
      cornerRadius: box.cornerRadius, fill: theme.elementFill)
    rect.attributes.append(SVGAttribute(name: "stroke", color: theme.elementBorder))
    let fontSize = min(12, max(box.frame.height - 4, 6))
    let label = SVGElement.text(
      box.label, x: isRightToLeft ? box.frame.maxX - 4 : box.frame.minX + 4, y: box.frame.minY + fontSize + 2,
      fontFamily: fontFamily, fontSize: fontSize, textAnchor: isRightToLeft ? .end : .start, fill: theme.text)
    return .group(identifier: "element-\(box.id.rawValue)", children: [rect, label])
  }

  /// The overlay's path, filled with the even-odd rule at the item's opacity (and under its transform when it
  /// is not the identity).
  func overlayElement(_ overlay: DisplayOverlay, item: DisplayItem) -> SVGElement {
    var path = SVGElement.path(overlay.path, fill: overlay.fill.clamped, fillRule: .evenOdd, opacity: item.opacity)
    path.attributes.insert(SVGAttribute(name: "id", value: "overlay"), at: 0)
    if !item.transform.isIdentity { path.attributes.append(Self.transformAttribute(item.transform)) }
    return path
  }

  /// `transform="matrix(a b c d tx ty)"`.
  static func transformAttribute(_ t: AffineMatrix) -> SVGAttribute {
    let values = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(SVGNumber.format).joined(separator: " ")
    return SVGAttribute(name: "transform", value: "matrix(\(values))")
  }

  /// The colour of an edge drawn around `fill` over `backdrops`: `color` made to have 3:1 against the fill,
  /// and against the backdrops as well when the fill itself has less than 3:1 against them.
  static func edgeColor(_ color: RGBAColor, around fill: RGBAColor, over backdrops: [RGBAColor]) -> RGBAColor {
    let fill = fill.clamped.withAlpha(1)
    let fillLuminance = fill.relativeLuminance
    let backdropLuminances = backdrops.map(\.relativeLuminance)
    let fillShows = backdropLuminances.allSatisfy {
      RGBAColor.contrastRatio(fillLuminance, $0) >= RGBAColor.minimumGlyphContrast
    }
    return color.clamped.legible(minimum: RGBAColor.minimumGlyphContrast) { edge in
      var least = RGBAColor.contrastRatio(edge, fillLuminance)
      if !fillShows {
        for backdrop in backdropLuminances { least = min(least, RGBAColor.contrastRatio(edge, backdrop)) }
      }
      return least
    }
  }

  /// The coach mark's items as one group (`role="dialog"`, labelled with the body's label) under their opacity
  /// and transform: the body, the arrow with its outline, the separator and the text lines, in the colours
  /// that keep their contrast over `backdrops`.
  private func coachMarkGroup(_ items: ArraySlice<DisplayItem>, backdrops: [RGBAColor]) -> SVGElement {
    guard let first = items.first else { return .group(children: []) }
    // The body's fill and border, wherever the list gives them (a custom body leaves them to the arrow and text).
    let (fill, edge) = items.coachMarkColors
    let inner = (fill ?? .white).clamped
    let border = Self.edgeColor(edge ?? .black, around: inner, over: backdrops)
    var children: [SVGElement] = []
    for item in items {
      switch item.primitive {
      case .slot(let id, let frame):
        children.append(placeholder(id.rawValue, frame: frame, identifier: "custom-body"))
      case .arrow(let arrow) where arrow.customView != nil:
        let id = arrow.customView?.rawValue ?? ""
        children.append(placeholder(id, frame: arrow.frame, identifier: "custom-arrow", labelled: false))
      case .roundedRectangle(let rectangle) where item.part == .coachMarkSeparator:
        let frame = rectangle.frame
        children.append(.rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height, fill: border))
      case .roundedRectangle(let rectangle):
        let frame = rectangle.frame
        var body = SVGElement.rect(
          x: frame.minX, y: frame.minY, width: frame.width, height: frame.height,
          cornerRadius: rectangle.cornerRadius, fill: inner)
        body.attributes.append(SVGAttribute(name: "stroke", color: border))
        children.append(body)
      case .arrow(let arrow) where item.part == .coachMarkScrollIndicator:
        // More of the hint above or below: a triangle in the text's colour.
        let color = arrow.fill.clamped.legible(on: inner, minimum: RGBAColor.minimumGlyphContrast)
        children.append(.path(arrow.path, fill: color))
      case .arrow(let arrow):
        children.append(.path(arrow.path, fill: inner))
        // The arrow's two outer sides in the border's colour (its base opens into the body).
        var outline = SVGElement.path(arrow.outline, fill: .black)
        outline.attributes = [
          outline.attributes[0], SVGAttribute(name: "fill", value: "none"), SVGAttribute(name: "stroke", color: border),
          SVGAttribute(name: "stroke-linejoin", value: "round"),
        ]
        children.append(outline)
      case .text(let line):
        let color = line.color.clamped.legible(on: inner, minimum: RGBAColor.minimumTextContrast)
        children.append(textElement(line, color: color))
      case .overlay: break
      }
    }
    var group = SVGElement.group(
      role: "dialog", ariaLabel: first.label ?? "", identifier: "coach-mark", children: children)
    if first.opacity < 1 { group.attributes.append(SVGAttribute("opacity", first.opacity)) }
    if !first.transform.isIdentity { group.attributes.append(Self.transformAttribute(first.transform)) }
    return group
  }

  /// A line anchored by its alignment: a left-aligned line at its box's left edge, a centred one at its middle,
  /// a right-aligned one at its right edge; a right-to-left paragraph's lines carry `direction="rtl"`, under
  /// which a `start` anchor is the right end and `end` the left end.
  private func textElement(_ line: DisplayTextLine, color: RGBAColor) -> SVGElement {
    let frame = line.frame
    let isRightToLeft = line.direction == .rightToLeft
    let x: Double
    let anchor: SVGTextAnchor
    switch line.alignment {
    case .left: (x, anchor) = (frame.minX, isRightToLeft ? .end : .start)
    case .center: (x, anchor) = (frame.midX, .middle)
    case .right: (x, anchor) = (frame.maxX, isRightToLeft ? .start : .end)
    }
    var element = SVGElement.text(
      line.text, x: x, y: baseline(frame, fontSize: line.fontSize), fontFamily: fontFamily, fontSize: line.fontSize,
      textAnchor: anchor, fill: color)
    if isRightToLeft { element.attributes.insert(SVGAttribute(name: "direction", value: "rtl"), at: 2) }
    return element
  }

  /// The skip control's items as one group (`role="button"`, labelled with its title): its background and
  /// title in the theme's control colours (an outline where the background has less than 3:1 against
  /// `backdrops`), or its custom view's placeholder.
  private func skipGroup(_ items: ArraySlice<DisplayItem>, backdrops: [RGBAColor]) -> SVGElement {
    guard let first = items.first else { return .group(children: []) }
    let title = first.label ?? ""
    var group: SVGElement
    if case .slot(let id, let frame) = first.primitive {
      group = placeholder(id.rawValue, frame: frame, identifier: "custom-skip")
      group.attributes += [
        SVGAttribute(name: "role", value: "button"), SVGAttribute(name: "aria-label", value: title),
      ]
    } else {
      var children: [SVGElement] = []
      for item in items {
        switch item.primitive {
        case .roundedRectangle(let rectangle): children.append(controlBackground(rectangle.frame, over: backdrops))
        case .text(let line):
          children.append(
            .text(
              line.text, x: line.frame.midX, y: baseline(line.frame, fontSize: line.fontSize),
              fontFamily: fontFamily, fontSize: line.fontSize, textAnchor: .middle, fill: controlForeground))
        default: break
        }
      }
      group = SVGElement.group(role: "button", ariaLabel: title, identifier: "skip", children: children)
    }
    if first.opacity < 1 { group.attributes.append(SVGAttribute("opacity", first.opacity)) }
    return group
  }

  /// A control's rounded rectangle in the theme's skip colour, outlined where that colour has less than 3:1
  /// against `backdrops` (the outline has it).
  func controlBackground(_ frame: Rect, over backdrops: [RGBAColor]) -> SVGElement {
    var rect = SVGElement.rect(
      x: frame.minX, y: frame.minY, width: frame.width, height: frame.height, cornerRadius: min(frame.height / 2, 8),
      fill: theme.skipBackground)
    let fill = theme.skipBackground.clamped.withAlpha(1)
    if backdrops.contains(where: { fill.contrastRatio(with: $0) < RGBAColor.minimumGlyphContrast }) {
      rect.attributes.append(SVGAttribute(name: "stroke", color: fill.legible(onAll: backdrops)))
    }
    return rect
  }

  /// A control's label colour: the theme's, with 4.5:1 against the control.
  var controlForeground: RGBAColor {
    theme.skipForeground.clamped.legible(on: theme.skipBackground.clamped, minimum: RGBAColor.minimumTextContrast)
  }

  /// An app view the scene knows only by identifier: a dashed rectangle labelled with the identifier (too
  /// small a view, such as an arrow, goes without the label).
  private func placeholder(_ label: String, frame: Rect, identifier: String, labelled: Bool = true) -> SVGElement {
    var rect = SVGElement.rect(
      x: frame.minX, y: frame.minY, width: frame.width, height: frame.height, fill: theme.appViewFill)
    rect.attributes += [
      SVGAttribute(name: "stroke", color: theme.appViewBorder),
      SVGAttribute(name: "stroke-dasharray", value: "4 2"),
    ]
    var children = [rect]
    if labelled {
      let fontSize = min(12, max(frame.height - 4, 6))
      children.append(
        .text(
          label, x: frame.minX + 4, y: frame.minY + fontSize + 2, fontFamily: fontFamily, fontSize: fontSize,
          fill: theme.appViewBorder))
    }
    return .group(identifier: identifier, children: children)
  }

  /// The baseline of a line of `fontSize` text centred vertically in `frame`.
  private func baseline(_ frame: Rect, fontSize: Double) -> Double {
    frame.midY + fontSize * 0.35
  }

}
