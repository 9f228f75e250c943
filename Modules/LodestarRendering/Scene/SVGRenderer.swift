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
/// - ``/LodestarText/ProportionalTextMeasurer`` (``/LodestarViewModel/TourPresenter``'s default) has
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

  /// The SVG document of `scene` over the elements of `screen`.
  public func document(for scene: TourScene, over screen: [ScreenElementBox], title: String? = nil) -> SVGDocument {
    var elements: [SVGElement] = []
    elements.reserveCapacity(screen.count + scene.ornaments.count + 5)
    elements.append(.rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height, fill: theme.background))
    let isRightToLeft = scene.layoutDirection == .rightToLeft
    for box in screen where box.depth > 0 {
      elements.append(screenElement(box, isRightToLeft: isRightToLeft))
    }
    let backdrops = backdrops(of: scene)
    for layer in scene.zOrder {
      if layer == .overlay {
        elements.append(contentsOf: overlayElements(scene.overlay))
      } else {
        appendElements(of: layer, in: scene, over: backdrops, to: &elements)
      }
    }
    return SVGDocument(width: scene.size.width, height: scene.size.height, title: title, elements: elements)
  }

  /// The colours behind what the tour draws over the screen: the screen's background and an element's fill,
  /// each dimmed by the scene's overlay at its opacity.
  func backdrops(of scene: TourScene) -> [RGBAColor] {
    [theme.background, theme.elementFill].map {
      $0.clamped.withAlpha(1).dimmed(by: scene.overlay.color, opacity: scene.overlay.opacity.value)
    }
  }

  /// Appends the elements of one layer other than the overlay, drawn over `backdrops` (``backdrops(of:)``).
  func appendElements(
    of layer: SceneLayer, in scene: TourScene, over backdrops: [RGBAColor], to elements: inout [SVGElement]
  ) {
    switch layer {
    case .overlay: break
    case .ornaments:
      for ornament in scene.ornaments where ornament.opacity.value > 0 {
        var group = placeholder(
          ornament.id.rawValue, frame: ornament.frame, identifier: "ornament-\(ornament.id.rawValue)")
        if ornament.opacity.value < 1 { group.attributes.append(SVGAttribute("opacity", ornament.opacity.value)) }
        elements.append(group)
      }
    case .coachMark:
      if let companion = scene.companion, companion.opacity.value > 0 {
        var group = placeholder(companion.id.rawValue, frame: companion.frame, identifier: "companion")
        if companion.opacity.value < 1 { group.attributes.append(SVGAttribute("opacity", companion.opacity.value)) }
        elements.append(group)
      }
      if let mark = scene.coachMark {
        elements.append(
          coachMarkGroup(mark, label: Self.accessibilityLabel(of: mark, in: scene), backdrops: backdrops))
      }
    case .progress:
      if let progress = scene.progress, progress.opacity.value > 0 {
        elements.append(
          .text(
            progress.text, x: progress.frame.midX, y: baseline(progress.frame, fontSize: progress.fontSize),
            fontFamily: fontFamily, fontSize: progress.fontSize, textAnchor: .middle,
            fill: theme.progress.legible(onAll: backdrops, minimum: RGBAColor.minimumTextContrast)))
      }
    case .skipControl:
      if let skip = scene.skipControl, skip.opacity.value > 0 {
        elements.append(skipGroup(skip, backdrops: backdrops))
      }
    }
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

  func overlayElements(_ overlay: SceneOverlay) -> [SVGElement] {
    var path = SVGElement.path(
      overlay.path, fill: overlay.color.clamped, fillRule: .evenOdd, opacity: overlay.opacity.value)
    path.attributes.insert(SVGAttribute(name: "id", value: "overlay"), at: 0)
    return [path]
  }

  /// The coach mark's `aria-label`: what assistive technology reads for it in the scene, the title and the
  /// hint whole (``/LodestarScene/TourScene/accessibilityElements``), never the lines drawn, which a
  /// narrow coach mark breaks inside words and a short one cuts off. A scene made without accessibility
  /// elements gets the text as drawn, each block's lines joined.
  static func accessibilityLabel(of mark: SceneCoachMark, in scene: TourScene) -> String {
    let elements = scene.accessibilityElements
    let spoken = elements.filter { $0.id == "coachMarkTitle" || $0.id == "coachMarkHint" }.map(\.label)
    if !spoken.isEmpty { return spoken.joined(separator: ". ") }
    if let body = elements.first(where: { $0.id == "coachMarkBody" }) { return body.label }
    return [mark.title, mark.hint].compactMap { $0?.text.lineTexts.joined(separator: " ") }.joined(separator: ". ")
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

  private func coachMarkGroup(_ mark: SceneCoachMark, label: String, backdrops: [RGBAColor]) -> SVGElement {
    var children: [SVGElement] = []
    let inner = mark.currentInnerColor.clamped
    let border = Self.edgeColor(mark.currentBorderColor, around: inner, over: backdrops)
    if let slot = mark.customBody {
      children.append(placeholder(slot.id.rawValue, frame: mark.bodyFrame, identifier: "custom-body"))
    } else {
      var body = SVGElement.rect(
        x: mark.bodyFrame.minX, y: mark.bodyFrame.minY, width: mark.bodyFrame.width, height: mark.bodyFrame.height,
        cornerRadius: mark.cornerRadius, fill: inner)
      body.attributes.append(SVGAttribute(name: "stroke", color: border))
      children.append(body)
    }
    if let arrow = mark.arrow {
      if let slot = arrow.customArrow {
        children.append(placeholder(slot.id.rawValue, frame: arrow.frame, identifier: "custom-arrow", labelled: false))
      } else {
        children.append(.path(arrowPath(arrow), fill: inner))
        // The arrow's two outer sides in the border's colour (its base opens into the body).
        var outline = SVGElement.path(arrowPath(arrow, closed: false), fill: .black)
        outline.attributes = [
          outline.attributes[0], SVGAttribute(name: "fill", value: "none"), SVGAttribute(name: "stroke", color: border),
          SVGAttribute(name: "stroke-linejoin", value: "round"),
        ]
        children.append(outline)
      }
    }
    if let separator = mark.separatorFrame {
      children.append(
        .rect(
          x: separator.minX, y: separator.minY, width: separator.width, height: separator.height,
          fill: border))
    }
    let textColor = mark.colors.text.clamped.legible(on: inner, minimum: RGBAColor.minimumTextContrast)
    for block in [mark.title, mark.hint, mark.next].compactMap({ $0 }) {
      children += textElements(block, color: textColor)
    }
    var group = SVGElement.group(role: "dialog", ariaLabel: label, identifier: "coach-mark", children: children)
    if mark.opacity.value < 1 { group.attributes.append(SVGAttribute("opacity", max(mark.opacity.value, 0))) }
    if !mark.transform.isIdentity {
      let t = mark.transform
      let values = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(SVGNumber.format).joined(separator: " ")
      group.attributes.append(SVGAttribute(name: "transform", value: "matrix(\(values))"))
    }
    return group
  }

  /// The lines of a block, each anchored at its block by its alignment; a right-to-left paragraph's lines
  /// carry `direction="rtl"`, under which a `start` anchor is the right end and `end` the left end.
  private func textElements(_ block: SceneTextBlock, color: RGBAColor) -> [SVGElement] {
    block.text.lines.enumerated().map { index, line in
      let top = block.frame.minY + Double(index) * block.text.lineHeight
      let lineFrame = Rect(x: block.frame.minX, y: top, width: block.frame.width, height: block.text.lineHeight)
      let isRightToLeft = line.direction == .rightToLeft
      let x: Double
      let anchor: SVGTextAnchor
      switch line.alignment {
      case .left: (x, anchor) = (block.frame.minX, isRightToLeft ? .end : .start)
      case .center: (x, anchor) = (block.frame.midX, .middle)
      case .right: (x, anchor) = (block.frame.maxX, isRightToLeft ? .start : .end)
      }
      var element = SVGElement.text(
        line.text, x: x, y: baseline(lineFrame, fontSize: block.fontSize), fontFamily: fontFamily,
        fontSize: block.fontSize, textAnchor: anchor, fill: color)
      if isRightToLeft { element.attributes.insert(SVGAttribute(name: "direction", value: "rtl"), at: 2) }
      return element
    }
  }

  private func skipGroup(_ skip: SceneSkipControl, backdrops: [RGBAColor]) -> SVGElement {
    if let slot = skip.customView {
      var group = placeholder(slot.id.rawValue, frame: skip.frame, identifier: "custom-skip")
      group.attributes += [
        SVGAttribute(name: "role", value: "button"), SVGAttribute(name: "aria-label", value: skip.title),
      ]
      if skip.opacity.value < 1 { group.attributes.append(SVGAttribute("opacity", max(skip.opacity.value, 0))) }
      return group
    }
    let background = controlBackground(skip.frame, over: backdrops)
    let fontSize = skip.fontSize
    let label = SVGElement.text(
      skip.title, x: skip.frame.midX, y: baseline(skip.frame, fontSize: fontSize), fontFamily: fontFamily,
      fontSize: fontSize, textAnchor: .middle, fill: controlForeground)
    var group = SVGElement.group(
      role: "button", ariaLabel: skip.title, identifier: "skip", children: [background, label])
    if skip.opacity.value < 1 { group.attributes.append(SVGAttribute("opacity", max(skip.opacity.value, 0))) }
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

  /// The arrow's triangle, or with `closed` false only its two outer sides (from one corner of its base over the
  /// tip to the other).
  private func arrowPath(_ arrow: SceneArrow, closed: Bool = true) -> BezierPath {
    let frame = arrow.frame
    let tip = arrow.tip
    let (first, second): (Point, Point) =
      switch arrow.orientation {
      case .up: (Point(x: frame.minX, y: frame.maxY), Point(x: frame.maxX, y: frame.maxY))
      case .down: (Point(x: frame.maxX, y: frame.minY), Point(x: frame.minX, y: frame.minY))
      case .left: (Point(x: frame.maxX, y: frame.minY), Point(x: frame.maxX, y: frame.maxY))
      case .right: (Point(x: frame.minX, y: frame.maxY), Point(x: frame.minX, y: frame.minY))
      }
    var path = BezierPath()
    if closed {
      path.move(to: tip)
      path.addLine(to: first)
      path.addLine(to: second)
      path.closeSubpath()
    } else {
      path.move(to: second)
      path.addLine(to: tip)
      path.addLine(to: first)
    }
    return path
  }
}
