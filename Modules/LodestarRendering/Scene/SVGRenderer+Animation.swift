import LodestarGeometry
import LodestarJSON
import LodestarScene

extension SVGRenderer {
  /// One standalone SVG that plays a tour's steps in a loop with SMIL animation: `steps[i]` (usually each
  /// step's settled scene) shows from `i × secondsPerStep` for `secondsPerStep` seconds.
  ///
  /// The document holds the screen's elements once (from `screen`, drawn under the first scene's layout
  /// direction), one overlay path whose `d` steps through each scene's overlay (an `animate` with
  /// `calcMode="discrete"`, since the openings of different steps are not the same shape; colour and
  /// opacity are the first scene's), then one group per step (`id="step-N"`, from 1) with that scene's
  /// ornaments, coach mark, progress text and skip control, shown during its step by a discrete `animate` of
  /// its opacity; the identifiers inside a step's group get the step's number (`coach-mark-2`, `skip-2`).
  /// Viewers without SMIL show the first step. Every animation repeats indefinitely.
  ///
  /// - Parameters:
  ///   - steps: the scenes to show, in order; the document takes the first one's size.
  ///   - screen: the host screen's elements.
  ///   - secondsPerStep: how long each step shows; values that are not positive and finite mean 3.
  ///   - title: the document's title.
  public func animatedDocument(
    for steps: [TourScene], over screen: [ScreenElementBox], secondsPerStep: Double = 3, title: String? = nil
  ) -> SVGDocument {
    guard let first = steps.first else { return SVGDocument(width: 0, height: 0, title: title) }
    let stepDuration = secondsPerStep.isFinite && secondsPerStep > 0 ? secondsPerStep : 3
    let duration = stepDuration * Double(steps.count)
    var elements: [SVGElement] = []
    elements.reserveCapacity(screen.count + steps.count + 2)
    elements.append(.rect(x: 0, y: 0, width: first.size.width, height: first.size.height, fill: theme.background))
    let isRightToLeft = first.layoutDirection == .rightToLeft
    for box in screen where box.depth > 0 {
      elements.append(screenElement(box, isRightToLeft: isRightToLeft))
    }
    let starts = steps.indices.map { Double($0) / Double(steps.count) }
    let lists = steps.map { $0.displayList(palette: palette, includingHitRegions: false, includingLabels: true) }
    for item in lists[0].items {
      guard case .overlay(let overlay) = item.primitive else { continue }
      var path = overlayElement(overlay, item: item)
      if steps.count > 1 {
        path.children.append(
          Self.discreteAnimation(
            of: "d", values: steps.map(\.overlay.path.svgPathData), keyTimes: starts, duration: duration))
      }
      elements.append(path)
      break
    }
    for (index, list) in lists.enumerated() {
      var children = self.elements(of: list, includingOverlay: false)
      // Identifiers stay unique in the document: `coach-mark-2`, `skip-2`, ...
      for child in children.indices {
        for attribute in children[child].attributes.indices where children[child].attributes[attribute].name == "id" {
          children[child].attributes[attribute].value += "-\(index + 1)"
        }
      }
      var group = SVGElement.group(identifier: "step-\(index + 1)", children: children)
      if steps.count > 1 {
        if index > 0 { group.attributes.append(SVGAttribute("opacity", 0)) }
        // Hidden before the step (unless it is the first), shown during it, hidden after it (unless last).
        var values: [String] = []
        var keyTimes: [Double] = []
        if index > 0 {
          values.append("0")
          keyTimes.append(0)
        }
        values.append("1")
        keyTimes.append(starts[index])
        if index + 1 < steps.count {
          values.append("0")
          keyTimes.append(starts[index + 1])
        }
        group.children.append(
          Self.discreteAnimation(of: "opacity", values: values, keyTimes: keyTimes, duration: duration))
      }
      elements.append(group)
    }
    return SVGDocument(width: first.size.width, height: first.size.height, title: title, elements: elements)
  }

  /// `<animate attributeName=… values=… keyTimes=… dur=… calcMode="discrete" repeatCount="indefinite"/>`;
  /// each key time is written in full (the shortest text that reads back as the same number).
  static func discreteAnimation(of attribute: String, values: [String], keyTimes: [Double], duration: Double)
    -> SVGElement
  {
    SVGElement(
      name: "animate",
      attributes: [
        SVGAttribute(name: "attributeName", value: attribute),
        SVGAttribute(name: "values", value: values.joined(separator: ";")),
        // The shortest text that reads back as the same time (as JSON numbers are written): rounded to
        // thousandths like the coordinates, 1,500 steps would share key times and a third of them never show.
        SVGAttribute(name: "keyTimes", value: keyTimes.map(JSONNumberFormat.text(for:)).joined(separator: ";")),
        SVGAttribute(name: "dur", value: SVGNumber.format(duration) + "s"),
        SVGAttribute(name: "calcMode", value: "discrete"),
        SVGAttribute(name: "repeatCount", value: "indefinite"),
      ])
  }
}
