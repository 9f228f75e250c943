import LodestarGeometry
import LodestarHostTree
import LodestarRendering
import LodestarScene
import LodestarTesting
import LodestarText
import LodestarViewModel
import Testing

/// WCAG 2 contrast in SVG frames (issue 32, item 9): every pair the SVG renderer draws has 3:1, text 4.5:1,
/// measured on the default theme's values and on the colours written in rendered documents, in the light and
/// the dark interface style, left to right and right to left.
@MainActor
@Suite struct SVGContrastTests {
  static let theme = SVGRendererTheme()

  /// The WCAG 2 contrast ratio of two colours.
  static func ratio(_ first: RGBAColor, _ second: RGBAColor) -> Double { first.contrastRatio(with: second) }

  /// The default theme's own pairs (before this test, the element border was white 0.78 on 0.95, 1.51:1, and
  /// the skip label white on (0, 0.48, 1), 4.0:1).
  @Test func theDefaultThemesPairsHaveThreeToOneAndItsTextFourAndAHalf() {
    let theme = Self.theme
    let pairs: [(String, RGBAColor, RGBAColor, Double)] = [
      ("element border on its fill", theme.elementBorder, theme.elementFill, 3),
      ("element border on the background", theme.elementBorder, theme.background, 3),
      ("element label on its fill", theme.text, theme.elementFill, 4.5),
      ("skip label on the skip control", theme.skipForeground, theme.skipBackground, 4.5),
      ("skip control on the background", theme.skipBackground, theme.background, 3),
      ("app-view label and outline on its fill", theme.appViewBorder, theme.appViewFill, 4.5),
      ("progress text on the background", theme.progress, theme.background, 4.5),
    ]
    for (name, foreground, background, minimum) in pairs {
      let ratio = Self.ratio(foreground, background)
      #expect(ratio >= minimum, "\(name): \(foreground.hexString) on \(background.hexString), \(ratio)")
    }
  }

  /// A colour attribute of an element, read back from the document.
  static func color(_ name: String, of element: SVGElement) -> RGBAColor? {
    guard let value = element.value(of: name), value != "none" else {
      return nil
    }
    return try? RGBAColor(hex: value)
  }

  static func identifier(of element: SVGElement) -> String {
    element.value(of: "id") ?? ""
  }

  /// What the tour draws over the dimmed screen: the background and an element's fill as the document's
  /// overlay path dims them.
  static func backdrops(of document: SVGDocument) throws -> [RGBAColor] {
    let background = try #require(document.elements.first.flatMap { color("fill", of: $0) })
    let overlay = try #require(document.elements.first { identifier(of: $0) == "overlay" })
    let overlayColor = try #require(color("fill", of: overlay))
    func number(_ name: String) -> Double {
      overlay.value(of: name).flatMap { Double($0) } ?? 1
    }
    let elementFill = try #require(
      document.elements.first { identifier(of: $0).hasPrefix("element-") }?.children.first.flatMap {
        color("fill", of: $0)
      })
    return [background, elementFill].map {
      $0.dimmed(by: overlayColor.withAlpha(number("fill-opacity")), opacity: number("opacity"))
    }
  }

  /// Every step of the built-in tour, and coach marks with a next label beside, above and below the hint, in
  /// both interface styles and both directions: each pair of the rendered SVG.
  @Test(arguments: [InterfaceStyle.light, .dark], [false, true])
  func everyPairTheTourDrawsHasThreeToOne(colorScheme: InterfaceStyle, isRightToLeft: Bool) throws {
    let size = Size(width: 390, height: 844)
    let screen = ProfileTourFixture.screen(size: size, isRightToLeft: isRightToLeft)
    let marks =
      ProfileTourFixture.steps + [
        CoachMark(
          target: "tab.inbox", title: "Inbox", hint: "Next below the hint.",
          appearance: CoachMarkAppearance(body: .standard(CoachMarkBodyStyle(nextLabelPosition: .bottomTrailing)))),
        CoachMark(
          target: "stats.posts", hint: "Next before the hint.",
          appearance: CoachMarkAppearance(body: .standard(CoachMarkBodyStyle(nextLabelPosition: .leading)))),
      ]
    var arrows = 0
    for step in marks.indices {
      let presenter = TourPresenter(
        tree: screen, steps: marks, measurer: ProportionalTextMeasurer(),
        options: TourPresenterOptions(
          colorScheme: colorScheme, layoutDirection: isRightToLeft ? .rightToLeft : .leftToRight))
      presenter.start(at: step, time: 0)
      let scene = presenter.scene(at: 5)
      let document = SVGRenderer().document(for: scene, over: ScreenElementBox.boxes(of: screen))
      let context = "\(colorScheme) rtl \(isRightToLeft) step \(step + 1)"
      let outlines = try Self.checkPairs(of: document, context: context)
      #expect(outlines == (scene.coachMark?.arrow == nil ? 0 : 1), "\(context): \(outlines) arrow outlines")
      arrows += outlines
    }
    #expect(arrows >= ProfileTourFixture.steps.count, "\(colorScheme) rtl \(isRightToLeft): \(arrows) arrows")
  }

  /// Checks every pair of a tour frame; returns how many arrow outlines it has.
  static func checkPairs(of document: SVGDocument, context: String) throws -> Int {
    let backdrops = try backdrops(of: document)
    let background = try #require(document.elements.first.flatMap { color("fill", of: $0) })
    func expect(_ name: String, _ foreground: RGBAColor?, on behind: RGBAColor?, _ minimum: Double) {
      guard let foreground, let behind else {
        Issue.record("\(context): \(name) has no colour")
        return
      }
      let ratio = Self.ratio(foreground, behind)
      #expect(
        ratio >= minimum, "\(context): \(name), \(foreground.hexString) on \(behind.hexString): \(ratio)")
    }
    /// An edge drawn around a fill shows when the fill or the edge has 3:1 against the backdrop.
    func expectEdge(_ name: String, fill: RGBAColor?, stroke: RGBAColor?) {
      for backdrop in backdrops {
        let fillRatio = fill.map { Self.ratio($0, backdrop) } ?? 1
        let strokeRatio = stroke.map { Self.ratio($0, backdrop) } ?? 1
        #expect(
          max(fillRatio, strokeRatio) >= 3,
          "\(context): \(name) on the dimmed \(backdrop.hexString): fill \(fillRatio), outline \(strokeRatio)")
      }
    }
    var arrows = 0
    var sawCoachMark = false
    var sawSkip = false
    for element in document.elements {
      let id = identifier(of: element)
      if id.hasPrefix("element-") {
        let rect = try #require(element.children.first { $0.name == "rect" })
        let fill = color("fill", of: rect)
        expect("\(id)'s border on its fill", color("stroke", of: rect), on: fill, 3)
        expect("\(id)'s border on the background", color("stroke", of: rect), on: background, 3)
        for text in element.children where text.name == "text" {
          expect("\(id)'s label", color("fill", of: text), on: fill, 4.5)
        }
      } else if id == "coach-mark" {
        sawCoachMark = true
        let body = try #require(element.children.first { $0.name == "rect" && color("stroke", of: $0) != nil })
        let inner = color("fill", of: body)
        let border = color("stroke", of: body)
        expect("the body's border", border, on: inner, 3)
        expectEdge("the body", fill: inner, stroke: border)
        for child in element.children.dropFirst() {
          switch child.name {
          case "path" where color("stroke", of: child) != nil:
            arrows += 1
            expect("the arrow's outline on the body", color("stroke", of: child), on: inner, 3)
            expectEdge("the arrow", fill: inner, stroke: color("stroke", of: child))
          case "path":
            #expect(color("fill", of: child) == inner, "\(context): the arrow is the body's colour")
          case "rect": expect("the separator", color("fill", of: child), on: inner, 3)
          case "text": expect("\"\(child.text ?? "")\"", color("fill", of: child), on: inner, 4.5)
          default: break
          }
        }
      } else if id == "skip" {
        sawSkip = true
        let rect = try #require(element.children.first { $0.name == "rect" })
        let label = try #require(element.children.first { $0.name == "text" })
        expect("the skip label", color("fill", of: label), on: color("fill", of: rect), 4.5)
        expectEdge("the skip control", fill: color("fill", of: rect), stroke: color("stroke", of: rect))
      } else if element.name == "text" {
        for backdrop in backdrops {
          expect("the progress text \"\(element.text ?? "")\"", color("fill", of: element), on: backdrop, 4.5)
        }
      }
    }
    #expect(sawCoachMark && sawSkip, "\(context): coach mark \(sawCoachMark), skip \(sawSkip)")
    return arrows
  }

  /// The coach mark's colours are the app's (Instructions' by default): the renderer keeps its border, text and
  /// arrow outline legible whatever they are, here a border the colour of the body and grey text.
  @Test(arguments: [InterfaceStyle.light, .dark])
  func appColoursThatAreTooFaintAreDrawnLegibly(colorScheme: InterfaceStyle) throws {
    let size = Size(width: 390, height: 844)
    let screen = ProfileTourFixture.screen(size: size)
    var style = CoachMarkBodyStyle()
    style.colors = CoachMarkColors(
      inner: RGBAColor(white: 0.3), border: RGBAColor(white: 0.32), highlightedInner: RGBAColor(white: 0.3),
      highlightedBorder: RGBAColor(white: 0.32), text: RGBAColor(white: 0.4))
    let mark = CoachMark(
      target: "stats.posts", title: "Faint", hint: "Grey on grey.",
      appearance: CoachMarkAppearance(body: .standard(style)))
    let presenter = TourPresenter(
      tree: screen, steps: [mark], measurer: ProportionalTextMeasurer(),
      options: TourPresenterOptions(colorScheme: colorScheme))
    presenter.start(at: 0, time: 0)
    let document = SVGRenderer().document(for: presenter.scene(at: 5), over: ScreenElementBox.boxes(of: screen))
    #expect(try Self.checkPairs(of: document, context: "faint \(colorScheme)") == 1)
  }
}
