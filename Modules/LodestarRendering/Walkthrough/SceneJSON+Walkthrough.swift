import LodestarGeometry
import LodestarHostTree
import LodestarJSON
import LodestarText
import LodestarTimeline
import LodestarWalkthrough

extension SceneJSON {
  /// A walkthrough scene as a JSON value, with the same rules as a tour scene's (sorted keys, numbers
  /// rounded to three decimals, `null` for absent parts); of the page control's dots, only those that reach into
  /// the scene.
  static func value(of scene: WalkthroughScene) -> JSONOutput {
    [
      "size": size(scene.size),
      "layoutDirection": .string(scene.layoutDirection.rawValue),
      "pageCount": .number(Double(scene.pageCount)),
      "scrollPosition": number(scene.scrollPosition),
      "currentPage": scene.currentPage.map { .number(Double($0)) } ?? .null,
      "isScrolling": .bool(scene.isScrolling),
      "pages": .array(scene.pages.map(page)),
      "pageControl": scene.pageControl.map { pageControl($0, width: scene.size.width) } ?? .null,
      "controls": .array(scene.controls.map(control)),
      "accessibilityElements": .array(scene.accessibilityElements.map(accessibilityElement)),
    ]
  }

  /// A walkthrough scene as JSON text: pretty-printed with two-space indentation unless `isPretty` is
  /// `false`, ending with a line feed.
  public static func string(for scene: WalkthroughScene, isPretty: Bool = true) -> String {
    JSONWriter(layout: isPretty ? .indented : .compact, sortsKeys: true).text(of: value(of: scene)) + "\n"
  }

  private static func page(_ page: WalkthroughScenePage) -> JSONOutput {
    [
      "index": .number(Double(page.index)), "id": .string(page.id), "title": .string(page.title),
      "frame": rect(page.frame), "offset": number(page.offset), "background": color(page.background),
      "elements": .array(page.elements.map(element)),
    ]
  }

  private static func element(_ element: WalkthroughSceneElement) -> JSONOutput {
    [
      "id": .string(element.id.rawValue), "tag": .number(Double(element.tag)), "depth": .number(Double(element.depth)),
      "frame": rect(element.frame), "transform": transform(element.transform),
      "transformedFrame": rect(element.transformedFrame), "opacity": number(element.opacity.value),
      "isAnimated": .bool(element.isAnimated), "cornerRadius": number(element.cornerRadius),
      "fill": element.fill.map(color) ?? .null, "fontSize": number(element.fontSize),
      "textColor": color(element.textColor),
      "text": element.text.map(textBlock) ?? .null,
    ]
  }

  private static func textBlock(_ text: WrappedText) -> JSONOutput {
    let lines: [JSONOutput] = text.lines.map { line in
      [
        "text": .string(line.text), "width": number(line.width), "direction": .string(line.direction.rawValue),
        "alignment": .string(line.alignment.rawValue),
      ]
    }
    return ["lineHeight": number(text.lineHeight), "lines": .array(lines)]
  }

  private static func control(_ control: WalkthroughSceneControl) -> JSONOutput {
    [
      "kind": .string(control.kind.rawValue), "title": .string(control.title), "frame": rect(control.frame),
      "hitFrame": rect(control.hitFrame), "fontSize": number(control.fontSize), "isHidden": .bool(control.isHidden),
    ]
  }

  /// The page control with the dots that reach into the scene's width (`dotFrames`) and the page of the first of
  /// them (`firstDotPage`): a walkthrough of n pages has n dots, and writing all of them in every frame made
  /// `walkthrough --render --all --format json` cost n² (issue 32).
  private static func pageControl(_ control: WalkthroughPageControl, width: Double) -> JSONOutput {
    let visible = control.dotIndices(visibleBetween: 0, and: width)
    return [
      "frame": rect(control.frame), "hitFrame": rect(control.hitFrame),
      "dotFrames": .array(control.dotFrames[visible].map(rect)), "firstDotPage": .number(Double(visible.lowerBound)),
      "currentPage": .number(Double(control.currentPage)),
      "accessibilityLabel": .string(control.accessibilityLabel),
    ]
  }
}
