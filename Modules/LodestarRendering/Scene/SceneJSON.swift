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
    var writer = JSONStreamWriter(layout: isPretty ? .indented : .compact, capacity: 8192)
    write(scene, to: &writer)
    writer.lineFeed()
    return writer.text
  }

  /// Writes the scene as a JSON object.
  ///
  /// Every object's keys are written in the order of their UTF-8 bytes, fixed here rather than sorted when
  /// written: measured with callgrind on a scene of 5,589 bytes, 556,523 instructions through a ``JSONOutput``
  /// tree sorted by ``JSONWriter``, 141,400 written this way.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - writer: The writer to write it with.
  package static func write(_ scene: TourScene, to writer: inout JSONStreamWriter) {
    writer.beginObject()
    writer.key("accessibilityElements")
    writer.array(scene.accessibilityElements, accessibilityElement)
    writer.key("coachMark")
    writer.valueOrNull(scene.coachMark, coachMark)
    writer.key("companion")
    writer.valueOrNull(scene.companion) { writer, companion in
      ornament(&writer, id: companion.id.rawValue, frame: companion.frame, opacity: companion.opacity.value)
    }
    writer.key("interaction")
    interaction(&writer, scene.interaction)
    writer.key("isTransitioning")
    writer.bool(scene.isTransitioning)
    writer.key("layoutDirection")
    writer.string(scene.layoutDirection.rawValue)
    writer.key("ornaments")
    writer.array(scene.ornaments) { writer, ornament in
      Self.ornament(&writer, id: ornament.id.rawValue, frame: ornament.frame, opacity: ornament.opacity.value)
    }
    writer.key("overlay")
    overlay(&writer, scene.overlay)
    writer.key("progress")
    writer.valueOrNull(scene.progress, progress)
    writer.key("safeAreaInsets")
    writer.beginObject()
    writer.key("bottom")
    writer.sceneNumber(scene.safeAreaInsets.bottom)
    writer.key("leading")
    writer.sceneNumber(scene.safeAreaInsets.leading)
    writer.key("top")
    writer.sceneNumber(scene.safeAreaInsets.top)
    writer.key("trailing")
    writer.sceneNumber(scene.safeAreaInsets.trailing)
    writer.endObject()
    writer.key("size")
    writer.sceneSize(scene.size)
    writer.key("skipControl")
    writer.valueOrNull(scene.skipControl, skipControl)
    writer.key("stepCount")
    writer.number(Double(scene.stepCount))
    writer.key("stepIndex")
    writer.valueOrNull(scene.stepIndex) { writer, index in writer.number(Double(index)) }
    // Written only when steps are skipped by their conditions, so a scene without any reads as before.
    if let progress = scene.stepProgress, progress.position != scene.stepIndex || progress.count != scene.stepCount {
      writer.key("stepProgress")
      writer.beginObject()
      writer.key("count")
      writer.integer(progress.count)
      writer.key("position")
      writer.integer(progress.position)
      writer.endObject()
    }
    writer.key("textSize")
    writer.string(scene.textSize.rawValue)
    writer.key("zOrder")
    writer.array(scene.zOrder) { writer, layer in writer.string(layer.rawValue) }
    writer.endObject()
  }

  /// An ornament or the companion: `{"frame": …, "id": …, "opacity": …}`.
  private static func ornament(_ writer: inout JSONStreamWriter, id: String, frame: Rect, opacity: Double) {
    writer.beginObject()
    writer.key("frame")
    writer.sceneRect(frame)
    writer.key("id")
    writer.string(id)
    writer.key("opacity")
    writer.sceneNumber(opacity)
    writer.endObject()
  }

  private static func overlay(_ writer: inout JSONStreamWriter, _ overlay: SceneOverlay) {
    writer.beginObject()
    writer.key("blur")
    writer.valueOrNull(overlay.blur) { writer, blur in
      writer.beginObject()
      writer.key("isReduceTransparencyEnabled")
      writer.bool(blur.isReduceTransparencyEnabled)
      writer.key("style")
      writer.string(blur.style.rawValue)
      writer.endObject()
    }
    writer.key("color")
    writer.sceneColor(overlay.color)
    writer.key("cutouts")
    writer.array(overlay.cutouts) { writer, cutout in writer.string(cutout.svgPathData) }
    writer.key("opacity")
    writer.sceneNumber(overlay.opacity.value)
    writer.key("path")
    writer.string(overlay.path.svgPathData)
    writer.key("transform")
    writer.sceneTransform(overlay.transform)
    writer.endObject()
  }

  /// A text block; one that scrolls adds `"scroll"`: the lines shown (`firstVisibleLine`, `visibleLineCount`,
  /// clamped as drawn), the heights of all lines and of those shown, and the offset in points. `"lines"` holds
  /// every line, shown or not.
  private static func textBlock(_ writer: inout JSONStreamWriter, _ block: SceneTextBlock) {
    writer.beginObject()
    writer.key("alignment")
    writer.string(block.alignment.rawValue)
    writer.key("fontSize")
    writer.sceneNumber(block.fontSize)
    writer.key("frame")
    writer.sceneRect(block.frame)
    writer.key("lineHeight")
    writer.sceneNumber(block.text.lineHeight)
    writer.key("lines")
    writer.array(block.text.lines) { writer, line in writer.sceneLine(line) }
    if block.scroll != nil {
      let shown = block.visibleLines
      writer.key("scroll")
      writer.beginObject()
      writer.key("contentHeight")
      writer.sceneNumber(block.contentHeight)
      writer.key("firstVisibleLine")
      writer.integer(shown.lowerBound)
      writer.key("indicatorSize")
      writer.sceneSize(SceneTextScroll.indicatorSize(fontSize: block.fontSize))
      writer.key("offset")
      writer.sceneNumber(block.scrollOffset)
      writer.key("visibleHeight")
      writer.sceneNumber(block.visibleHeight)
      writer.key("visibleLineCount")
      writer.integer(shown.count)
      writer.endObject()
    }
    writer.endObject()
  }

  /// A slot: its id and size, and its control region when it is not the whole view (`{"rect": …}` in the
  /// view's coordinates, or `"none"`).
  private static func slot(_ writer: inout JSONStreamWriter, _ slot: SceneSlot) {
    writer.beginObject()
    switch slot.control {
    case .wholeSlot:
      break
    case .rect(let control):
      writer.key("control")
      writer.beginObject()
      writer.key("rect")
      writer.sceneRect(control)
      writer.endObject()
    case .none:
      writer.key("control")
      writer.string("none")
    }
    writer.key("id")
    writer.string(slot.id.rawValue)
    writer.key("size")
    writer.sceneSize(slot.size)
    writer.endObject()
  }

  private static func coachMark(_ writer: inout JSONStreamWriter, _ mark: SceneCoachMark) {
    writer.beginObject()
    writer.key("arrow")
    writer.valueOrNull(mark.arrow) { writer, arrow in
      writer.beginObject()
      writer.key("customArrow")
      writer.valueOrNull(arrow.customArrow, slot)
      writer.key("frame")
      writer.sceneRect(arrow.frame)
      writer.key("isHighlighted")
      writer.bool(arrow.isHighlighted)
      writer.key("orientation")
      writer.string(arrow.orientation.rawValue)
      writer.endObject()
    }
    writer.key("bodyFrame")
    writer.sceneRect(mark.bodyFrame)
    writer.key("colors")
    writer.beginObject()
    writer.key("border")
    writer.sceneColor(mark.colors.border)
    writer.key("highlightedBorder")
    writer.sceneColor(mark.colors.highlightedBorder)
    writer.key("highlightedInner")
    writer.sceneColor(mark.colors.highlightedInner)
    writer.key("inner")
    writer.sceneColor(mark.colors.inner)
    writer.key("text")
    writer.sceneColor(mark.colors.text)
    writer.endObject()
    writer.key("cornerRadius")
    writer.sceneNumber(mark.cornerRadius)
    writer.key("customBody")
    writer.valueOrNull(mark.customBody, slot)
    writer.key("hint")
    writer.valueOrNull(mark.hint, textBlock)
    writer.key("isHighlighted")
    writer.bool(mark.isHighlighted)
    writer.key("next")
    writer.valueOrNull(mark.next, textBlock)
    writer.key("nextControlFrame")
    writer.valueOrNull(mark.nextControlFrame) { writer, frame in writer.sceneRect(frame) }
    writer.key("nextLabelPosition")
    writer.string(mark.nextLabelPosition.rawValue)
    writer.key("opacity")
    writer.sceneNumber(mark.opacity.value)
    writer.key("position")
    writer.string(mark.position.rawValue)
    writer.key("separatorFrame")
    writer.valueOrNull(mark.separatorFrame) { writer, frame in writer.sceneRect(frame) }
    writer.key("title")
    writer.valueOrNull(mark.title, textBlock)
    writer.key("transform")
    writer.sceneTransform(mark.transform)
    writer.endObject()
  }

  private static func skipControl(_ writer: inout JSONStreamWriter, _ skip: SceneSkipControl) {
    writer.beginObject()
    writer.key("customView")
    writer.valueOrNull(skip.customView, slot)
    writer.key("fontSize")
    writer.sceneNumber(skip.fontSize)
    writer.key("frame")
    writer.sceneRect(skip.frame)
    writer.key("hitFrame")
    writer.sceneRect(skip.hitFrame)
    writer.key("isPlacedOverOpening")
    writer.bool(skip.isPlacedOverOpening)
    writer.key("opacity")
    writer.sceneNumber(skip.opacity.value)
    writer.key("showsLargeContentViewer")
    writer.bool(skip.showsLargeContentViewer)
    writer.key("title")
    writer.string(skip.title)
    writer.endObject()
  }

  private static func progress(_ writer: inout JSONStreamWriter, _ progress: SceneProgress) {
    writer.beginObject()
    writer.key("fontSize")
    writer.sceneNumber(progress.fontSize)
    writer.key("frame")
    writer.sceneRect(progress.frame)
    writer.key("isPlacedOverOpening")
    writer.bool(progress.isPlacedOverOpening)
    writer.key("opacity")
    writer.sceneNumber(progress.opacity.value)
    writer.key("showsLargeContentViewer")
    writer.bool(progress.showsLargeContentViewer)
    writer.key("text")
    writer.string(progress.text)
    writer.endObject()
  }

  private static func interaction(_ writer: inout JSONStreamWriter, _ interaction: SceneInteraction) {
    writer.beginObject()
    writer.key("allowsInteractionInsideCutout")
    writer.bool(interaction.allowsInteractionInsideCutout)
    writer.key("dismissesOnOutsideTap")
    writer.bool(interaction.dismissesOnOutsideTap)
    writer.key("forwardingRegion")
    writer.string(interaction.forwardingRegion.rawValue)
    writer.key("forwardsAllTouches")
    writer.bool(interaction.forwardsAllTouches)
    writer.key("isOverlayInteractionEnabled")
    writer.bool(interaction.isOverlayInteractionEnabled)
    writer.key("passesScrollGestures")
    writer.bool(interaction.passesScrollGestures)
    writer.key("targetFrames")
    writer.array(interaction.targetFrames) { writer, frame in writer.sceneRect(frame) }
    writer.key("targetIDs")
    writer.array(interaction.targetIDs) { writer, id in writer.string(id.rawValue) }
    writer.key("targetVisibleFrames")
    writer.array(interaction.targetVisibleFrames) { writer, frame in
      if frame.isNull { writer.null() } else { writer.sceneRect(frame) }
    }
    writer.endObject()
  }

  static func accessibilityElement(_ writer: inout JSONStreamWriter, _ element: SceneAccessibilityElement) {
    writer.beginObject()
    writer.key("frame")
    writer.sceneRect(element.frame)
    writer.key("hint")
    writer.valueOrNull(element.hint) { writer, hint in writer.string(hint) }
    writer.key("id")
    writer.string(element.id)
    writer.key("label")
    writer.string(element.label)
    writer.key("role")
    writer.string(element.role.rawValue)
    writer.endObject()
  }
}
