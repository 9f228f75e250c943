import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarJSON
import LodestarLayout
import LodestarScene
import LodestarText
import LodestarTimeline

/// A stable JSON dump of a ``/LodestarScene/TourScene`` for tooling and snapshot tests.
///
/// Keys are sorted, numbers are rounded to three decimals and written as JavaScript's `JSON.stringify` writes
/// them (integral values without a fraction), paths are written as SVG path data and absent parts as `null`,
/// so the same scene always gives the same bytes.
public enum SceneJSON {
  /// The scene as JSON text: pretty-printed with two-space indentation unless `isPretty` is `false`,
  /// ending with a line feed.
  public static func string(for scene: TourScene, isPretty: Bool = true) -> String {
    JSONWriter(layout: isPretty ? .indented : .compact, sortsKeys: true).text(of: value(of: scene)) + "\n"
  }

  package static func value(of scene: TourScene) -> JSONOutput {
    let value = allParts(of: scene)
    // Written only when steps are skipped by their conditions, so a scene without any reads as before.
    guard let progress = scene.stepProgress, progress.position != scene.stepIndex || progress.count != scene.stepCount,
      case .object(var members, let inline) = value
    else { return value }
    members.append(
      ("stepProgress", ["position": .integer(progress.position), "count": .integer(progress.count)]))
    return .object(members, inline: inline)
  }

  private static func allParts(of scene: TourScene) -> JSONOutput {
    [
      "size": size(scene.size),
      "layoutDirection": .string(scene.layoutDirection.rawValue),
      "safeAreaInsets": [
        "top": number(scene.safeAreaInsets.top), "leading": number(scene.safeAreaInsets.leading),
        "bottom": number(scene.safeAreaInsets.bottom), "trailing": number(scene.safeAreaInsets.trailing),
      ],
      "stepIndex": scene.stepIndex.map { .number(Double($0)) } ?? .null,
      "stepCount": .number(Double(scene.stepCount)),
      "isTransitioning": .bool(scene.isTransitioning),
      "textSize": .string(scene.textSize.rawValue),
      "overlay": overlay(scene.overlay),
      "coachMark": scene.coachMark.map(coachMark) ?? .null,
      "skipControl": scene.skipControl.map(skipControl) ?? .null,
      "progress": scene.progress.map(progress) ?? .null,
      "ornaments": .array(
        scene.ornaments.map {
          ["id": .string($0.id.rawValue), "frame": rect($0.frame), "opacity": number($0.opacity.value)]
        }),
      "zOrder": .array(scene.zOrder.map { .string($0.rawValue) }),
      "interaction": interaction(scene.interaction),
      "accessibilityElements": .array(scene.accessibilityElements.map(accessibilityElement)),
      "companion": scene.companion.map {
        ["id": .string($0.id.rawValue), "frame": rect($0.frame), "opacity": number($0.opacity.value)]
      } ?? .null,
    ]
  }

  static func number(_ value: Double) -> JSONOutput {
    guard value.isFinite else { return .null }
    let rounded = (value * 1000).rounded() / 1000
    return .number(rounded == 0 ? 0 : rounded)
  }

  static func size(_ size: Size) -> JSONOutput {
    ["width": number(size.width), "height": number(size.height)]
  }

  static func rect(_ rect: Rect) -> JSONOutput {
    ["x": number(rect.minX), "y": number(rect.minY), "width": number(rect.width), "height": number(rect.height)]
  }

  static func color(_ color: RGBAColor) -> JSONOutput {
    ["red": number(color.red), "green": number(color.green), "blue": number(color.blue), "alpha": number(color.alpha)]
  }

  static func transform(_ transform: AffineMatrix) -> JSONOutput {
    .array([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(number))
  }

  private static func overlay(_ overlay: SceneOverlay) -> JSONOutput {
    [
      "color": color(overlay.color),
      "opacity": number(overlay.opacity.value),
      "blur": overlay.blur.map {
        ["style": .string($0.style.rawValue), "isReduceTransparencyEnabled": .bool($0.isReduceTransparencyEnabled)]
      } ?? .null,
      "cutouts": .array(overlay.cutouts.map { .string($0.svgPathData) }),
      "path": .string(overlay.path.svgPathData),
      "transform": transform(overlay.transform),
    ]
  }

  /// A text block; one that scrolls adds `"scroll"`: the lines shown (`firstVisibleLine`, `visibleLineCount`,
  /// clamped as drawn), the heights of all lines and of those shown, and the offset in points. `"lines"` holds
  /// every line, shown or not.
  private static func textBlock(_ block: SceneTextBlock) -> JSONOutput {
    let plain = plainTextBlock(block)
    guard block.scroll != nil, case .object(var members, let inline) = plain else { return plain }
    let shown = block.visibleLines
    members.append(
      (
        "scroll",
        [
          "firstVisibleLine": .integer(shown.lowerBound), "visibleLineCount": .integer(shown.count),
          "contentHeight": number(block.contentHeight), "visibleHeight": number(block.visibleHeight),
          "offset": number(block.scrollOffset),
          "indicatorSize": size(SceneTextScroll.indicatorSize(fontSize: block.fontSize)),
        ]
      ))
    return .object(members, inline: inline)
  }

  private static func plainTextBlock(_ block: SceneTextBlock) -> JSONOutput {
    [
      "frame": rect(block.frame),
      "fontSize": number(block.fontSize),
      "alignment": .string(block.alignment.rawValue),
      "lineHeight": number(block.text.lineHeight),
      "lines": .array(
        block.text.lines.map {
          [
            "text": .string($0.text), "width": number($0.width), "direction": .string($0.direction.rawValue),
            "alignment": .string($0.alignment.rawValue),
          ]
        }),
    ]
  }

  /// A slot: its id and size, and its control region when it is not the whole view (`{"rect": …}` in the
  /// view's coordinates, or `"none"`).
  private static func slot(_ slot: SceneSlot) -> JSONOutput {
    switch slot.control {
    case .wholeSlot:
      ["id": .string(slot.id.rawValue), "size": size(slot.size)]
    case .rect(let control):
      ["id": .string(slot.id.rawValue), "size": size(slot.size), "control": ["rect": rect(control)]]
    case .none:
      ["id": .string(slot.id.rawValue), "size": size(slot.size), "control": .string("none")]
    }
  }

  private static func coachMark(_ mark: SceneCoachMark) -> JSONOutput {
    [
      "bodyFrame": rect(mark.bodyFrame),
      "cornerRadius": number(mark.cornerRadius),
      "colors": [
        "inner": color(mark.colors.inner), "border": color(mark.colors.border),
        "highlightedInner": color(mark.colors.highlightedInner),
        "highlightedBorder": color(mark.colors.highlightedBorder), "text": color(mark.colors.text),
      ],
      "isHighlighted": .bool(mark.isHighlighted),
      "title": mark.title.map(textBlock) ?? .null,
      "hint": mark.hint.map(textBlock) ?? .null,
      "next": mark.next.map(textBlock) ?? .null,
      "nextLabelPosition": .string(mark.nextLabelPosition.rawValue),
      "separatorFrame": mark.separatorFrame.map(rect) ?? .null,
      "customBody": mark.customBody.map(slot) ?? .null,
      "position": .string(mark.position.rawValue),
      "nextControlFrame": mark.nextControlFrame.map(rect) ?? .null,
      "arrow": mark.arrow.map {
        [
          "frame": rect($0.frame), "orientation": .string($0.orientation.rawValue),
          "isHighlighted": .bool($0.isHighlighted), "customArrow": $0.customArrow.map(slot) ?? .null,
        ]
      } ?? .null,
      "opacity": number(mark.opacity.value),
      "transform": transform(mark.transform),
    ]
  }

  private static func skipControl(_ skip: SceneSkipControl) -> JSONOutput {
    [
      "frame": rect(skip.frame), "hitFrame": rect(skip.hitFrame), "title": .string(skip.title),
      "fontSize": number(skip.fontSize), "opacity": number(skip.opacity.value),
      "customView": skip.customView.map(slot) ?? .null, "isPlacedOverOpening": .bool(skip.isPlacedOverOpening),
      "showsLargeContentViewer": .bool(skip.showsLargeContentViewer),
    ]
  }

  private static func progress(_ progress: SceneProgress) -> JSONOutput {
    [
      "frame": rect(progress.frame), "text": .string(progress.text), "fontSize": number(progress.fontSize),
      "opacity": number(progress.opacity.value), "isPlacedOverOpening": .bool(progress.isPlacedOverOpening),
      "showsLargeContentViewer": .bool(progress.showsLargeContentViewer),
    ]
  }

  private static func interaction(_ interaction: SceneInteraction) -> JSONOutput {
    [
      "isOverlayInteractionEnabled": .bool(interaction.isOverlayInteractionEnabled),
      "allowsInteractionInsideCutout": .bool(interaction.allowsInteractionInsideCutout),
      "dismissesOnOutsideTap": .bool(interaction.dismissesOnOutsideTap),
      "forwardsAllTouches": .bool(interaction.forwardsAllTouches),
      "forwardingRegion": .string(interaction.forwardingRegion.rawValue),
      "passesScrollGestures": .bool(interaction.passesScrollGestures),
      "targetIDs": .array(interaction.targetIDs.map { .string($0.rawValue) }),
      "targetFrames": .array(interaction.targetFrames.map(rect)),
      "targetVisibleFrames": .array(interaction.targetVisibleFrames.map { $0.isNull ? .null : rect($0) }),
    ]
  }

  static func accessibilityElement(_ element: SceneAccessibilityElement) -> JSONOutput {
    [
      "id": .string(element.id), "role": .string(element.role.rawValue), "label": .string(element.label),
      "hint": element.hint.map { .string($0) } ?? .null, "frame": rect(element.frame),
    ]
  }
}
