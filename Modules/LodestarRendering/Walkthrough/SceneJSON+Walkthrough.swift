import LodestarGeometry
import LodestarHostTree
import LodestarJSON
import LodestarText
import LodestarTimeline
import LodestarWalkthrough

extension SceneJSON {
  /// A walkthrough scene as JSON text: pretty-printed with two-space indentation unless `isPretty` is
  /// `false`, ending with a line feed.
  public static func string(for scene: WalkthroughScene, isPretty: Bool = true) -> String {
    var writer = JSONStreamWriter(layout: isPretty ? .indented : .compact, capacity: 8192)
    write(scene, to: &writer)
    writer.lineFeed()
    return writer.text
  }

  /// Writes a walkthrough scene as a JSON object, with the same rules as a tour scene's (sorted keys, numbers
  /// rounded to three decimals, `null` for absent parts); of the page control's dots, only those that reach into
  /// the scene.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - writer: The writer to write it with.
  static func write(_ scene: WalkthroughScene, to writer: inout JSONStreamWriter) {
    writer.beginObject()
    writer.key("accessibilityElements")
    writer.array(scene.accessibilityElements, accessibilityElement)
    writer.key("controls")
    writer.array(scene.controls, control)
    writer.key("currentPage")
    writer.valueOrNull(scene.currentPage) { writer, page in writer.number(Double(page)) }
    writer.key("isScrolling")
    writer.bool(scene.isScrolling)
    writer.key("layoutDirection")
    writer.string(scene.layoutDirection.rawValue)
    writer.key("pageControl")
    writer.valueOrNull(scene.pageControl) { writer, control in pageControl(&writer, control, width: scene.size.width) }
    writer.key("pageCount")
    writer.number(Double(scene.pageCount))
    writer.key("pages")
    writer.array(scene.pages, page)
    writer.key("scrollPosition")
    writer.sceneNumber(scene.scrollPosition)
    writer.key("size")
    writer.sceneSize(scene.size)
    writer.endObject()
  }

  private static func page(_ writer: inout JSONStreamWriter, _ page: WalkthroughScenePage) {
    writer.beginObject()
    writer.key("background")
    writer.sceneColor(page.background)
    writer.key("elements")
    writer.array(page.elements, element)
    writer.key("frame")
    writer.sceneRect(page.frame)
    writer.key("id")
    writer.string(page.id)
    writer.key("index")
    writer.number(Double(page.index))
    writer.key("offset")
    writer.sceneNumber(page.offset)
    writer.key("title")
    writer.string(page.title)
    writer.endObject()
  }

  private static func element(_ writer: inout JSONStreamWriter, _ element: WalkthroughSceneElement) {
    writer.beginObject()
    writer.key("cornerRadius")
    writer.sceneNumber(element.cornerRadius)
    writer.key("depth")
    writer.number(Double(element.depth))
    writer.key("fill")
    writer.valueOrNull(element.fill) { writer, fill in writer.sceneColor(fill) }
    writer.key("fontSize")
    writer.sceneNumber(element.fontSize)
    writer.key("frame")
    writer.sceneRect(element.frame)
    writer.key("id")
    writer.string(element.id.rawValue)
    writer.key("isAnimated")
    writer.bool(element.isAnimated)
    writer.key("opacity")
    writer.sceneNumber(element.opacity.value)
    writer.key("tag")
    writer.number(Double(element.tag))
    writer.key("text")
    writer.valueOrNull(element.text) { writer, text in
      writer.beginObject()
      writer.key("lineHeight")
      writer.sceneNumber(text.lineHeight)
      writer.key("lines")
      writer.array(text.lines) { writer, line in writer.sceneLine(line) }
      writer.endObject()
    }
    writer.key("textColor")
    writer.sceneColor(element.textColor)
    writer.key("transform")
    writer.sceneTransform(element.transform)
    writer.key("transformedFrame")
    writer.sceneRect(element.transformedFrame)
    writer.endObject()
  }

  private static func control(_ writer: inout JSONStreamWriter, _ control: WalkthroughSceneControl) {
    writer.beginObject()
    writer.key("fontSize")
    writer.sceneNumber(control.fontSize)
    writer.key("frame")
    writer.sceneRect(control.frame)
    writer.key("hitFrame")
    writer.sceneRect(control.hitFrame)
    writer.key("isHidden")
    writer.bool(control.isHidden)
    writer.key("kind")
    writer.string(control.kind.rawValue)
    writer.key("title")
    writer.string(control.title)
    writer.endObject()
  }

  /// The page control with the dots that reach into the scene's width (`dotFrames`) and the page of the first of
  /// them (`firstDotPage`): a walkthrough of n pages has n dots, and writing all of them in every frame made
  /// `walkthrough --render --all --format json` cost n² (issue 32).
  private static func pageControl(_ writer: inout JSONStreamWriter, _ control: WalkthroughPageControl, width: Double) {
    let visible = control.dotIndices(visibleBetween: 0, and: width)
    writer.beginObject()
    writer.key("accessibilityLabel")
    writer.string(control.accessibilityLabel)
    writer.key("currentPage")
    writer.number(Double(control.currentPage))
    writer.key("dotFrames")
    writer.array(control.dotFrames[visible]) { writer, frame in writer.sceneRect(frame) }
    writer.key("firstDotPage")
    writer.number(Double(visible.lowerBound))
    writer.key("frame")
    writer.sceneRect(control.frame)
    writer.key("hitFrame")
    writer.sceneRect(control.hitFrame)
    writer.endObject()
  }
}
