import LodestarGeometry
import LodestarScene
import LodestarWindowing
import Testing

#if LODESTAR_WINDOWING
  @Suite struct StatusBarStyleTests {
    struct Case: Sendable, CustomTestStringConvertible {
      var name: String
      var custom: StatusBarStyle?
      var overlay: OverlayAppearance
      var expected: StatusBarStyle
      var testDescription: String { name }
    }

    static let cases: [Case] = [
      // Instructions' own table.
      Case(name: "black", overlay: OverlayAppearance(color: .black), expected: .lightContent),
      Case(name: "white", overlay: OverlayAppearance(color: .white), expected: .default),
      Case(name: "grey", overlay: OverlayAppearance(color: RGBAColor(white: 0.5)), expected: .default),
      Case(name: "blur dark", overlay: OverlayAppearance(blur: .dark), expected: .lightContent),
      Case(name: "blur light", overlay: OverlayAppearance(blur: .light), expected: .default),
      Case(name: "blur extraLight", overlay: OverlayAppearance(blur: .extraLight), expected: .default),
      // The rest of the precedence.
      Case(name: "blur regular", overlay: OverlayAppearance(blur: .regular), expected: .default),
      Case(name: "blur prominent", overlay: OverlayAppearance(blur: .prominent), expected: .default),
      Case(
        name: "custom wins over a dark colour", custom: .darkContent, overlay: OverlayAppearance(color: .black),
        expected: .darkContent),
      Case(
        name: "custom wins over a dark blur", custom: .default, overlay: OverlayAppearance(blur: .dark),
        expected: .default),
      Case(name: "clear", overlay: OverlayAppearance(color: .clear), expected: .default),
      Case(
        name: "clear wins over a dark blur", overlay: OverlayAppearance(color: .clear, blur: .dark),
        expected: .default),
      Case(
        name: "blur wins over the colour", overlay: OverlayAppearance(color: .white, blur: .dark),
        expected: .lightContent),
      Case(name: "default overlay (black 0.65)", overlay: OverlayAppearance(), expected: .lightContent),
      Case(
        name: "just below mid grey", overlay: OverlayAppearance(color: RGBAColor(white: 0.4999)),
        expected: .lightContent),
      Case(
        name: "translucent white", overlay: OverlayAppearance(color: RGBAColor(white: 1, alpha: 0.3)),
        expected: .default),
      Case(
        name: "pure green (white 0.7152)", overlay: OverlayAppearance(color: RGBAColor(red: 0, green: 1, blue: 0)),
        expected: .default),
      Case(
        name: "pure blue (white 0.0722)", overlay: OverlayAppearance(color: RGBAColor(red: 0, green: 0, blue: 1)),
        expected: .lightContent),
      Case(
        name: "NaN colour counts as dark", overlay: OverlayAppearance(color: RGBAColor(white: .nan)),
        expected: .lightContent),
    ]

    @Test(arguments: cases)
    func precedence(_ testCase: Case) {
      #expect(StatusBarStyle.derived(custom: testCase.custom, overlay: testCase.overlay) == testCase.expected)
    }

    @Test func whiteComponentOfColours() {
      #expect(RGBAColor(white: 0.5).whiteComponent == 0.5)
      #expect(RGBAColor(white: 0.3, alpha: 0.2).whiteComponent == 0.3)
      #expect(RGBAColor(red: 1, green: 0, blue: 0).whiteComponent == 0.2126)
      #expect(RGBAColor(red: 0, green: 0, blue: 1).whiteComponent == 0.0722)
      #expect(RGBAColor.clear.isClear)
      #expect(!RGBAColor(white: 0, alpha: 0.01).isClear)
    }
  }
#endif
