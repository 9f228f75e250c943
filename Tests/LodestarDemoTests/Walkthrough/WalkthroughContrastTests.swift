import Lodestar
import LodestarRendering
import Testing

@testable import lodestar_demo

/// WCAG 2 contrast in the built-in walkthrough's SVG pages (issue 32, item 9): each card has 3:1 against what
/// is behind it and each text 4.5:1, both from the document the demo plays (Demo/Examples/walkthrough.json's
/// copy); the controls' labels 4.5:1 on the controls, the controls and the page control's dots 3:1 against the
/// page, read back from the rendered SVG. Before this test the orange card (#E8833A) was 2.71:1 against its
/// white disc and the green one (#1F9D55) 3.49:1 against its white "3".
@Suite struct WalkthroughContrastTests {
  static func color(_ name: String, of element: SVGElement) -> RGBAColor? {
    guard let value = element.value(of: name), value != "none" else {
      return nil
    }
    return try? RGBAColor(hex: value)
  }

  static func identifier(of element: SVGElement) -> String {
    element.value(of: "id") ?? ""
  }

  @Test(arguments: [false, true])
  func everyPairOfEveryPageHasThreeToOne(isRightToLeft: Bool) throws {
    let document = BuiltInWalkthrough.document
    let layout = try WalkthroughFrames.layout(document, size: nil, isRightToLeft: isRightToLeft, forTerminal: false)
    #expect(document.pages.count == 4)
    for index in document.pages.indices {
      let scene = layout.scene(scrollPosition: Double(index))
      let center = Point(x: scene.size.width / 2, y: scene.size.height / 2)
      let page = try #require(scene.pages.first { $0.frame.contains(center) })
      let context = "rtl \(isRightToLeft) page \(index + 1)"
      func expect(_ name: String, _ foreground: RGBAColor?, on behind: RGBAColor?, _ minimum: Double) {
        guard let foreground, let behind else {
          Issue.record("\(context): \(name) has no colour")
          return
        }
        let ratio = foreground.contrastRatio(with: behind)
        #expect(ratio >= minimum, "\(context): \(name), \(foreground.hexString) on \(behind.hexString): \(ratio)")
      }
      // What is behind an element: the last filled element drawn before it that holds it, or the page.
      func behind(_ position: Int) -> RGBAColor {
        let frame = page.elements[position].frame
        return page.elements[..<position].last { $0.fill != nil && $0.frame.contains(frame) }?.fill ?? page.background
      }
      for (position, element) in page.elements.enumerated() where element.opacity.value > 0 {
        if let fill = element.fill { expect("\(element.id.rawValue)'s fill", fill, on: behind(position), 3) }
        if element.text != nil {
          expect("\(element.id.rawValue)'s text", element.textColor, on: element.fill ?? behind(position), 4.5)
        }
      }
      let svg = WalkthroughFrames.svgRenderer.document(for: scene)
      var controls = 0
      for group in svg.elements where Self.identifier(of: group).hasPrefix("control-") {
        controls += 1
        let name = Self.identifier(of: group)
        let rect = try #require(group.children.first { $0.name == "rect" })
        let label = try #require(group.children.first { $0.name == "text" })
        let fill = Self.color("fill", of: rect)
        expect("\(name)'s label", Self.color("fill", of: label), on: fill, 4.5)
        let edge = [fill, Self.color("stroke", of: rect)].compactMap { $0 }.map {
          $0.contrastRatio(with: page.background)
        }
        #expect(edge.contains { $0 >= 3 }, "\(context): \(name) on the page: \(edge)")
      }
      #expect(controls >= 2, "\(context): \(controls) controls")
      let dots = try #require(svg.elements.first { Self.identifier(of: $0) == "page-control" }).children
      #expect(dots.count == document.pages.count)
      for dot in dots { expect("a page dot", Self.color("fill", of: dot), on: page.background, 3) }
    }
  }
}
