import Testing

@testable import LodestarTesting

/// Xcode's pseudo-languages: each changes a string as its scheme option does.
@Suite struct PseudoLanguageTests {
  @Test func eachLanguageChangesAStringAsXcodeDoes() {
    #expect(PseudoLanguage.double.apply(to: "Next") == "Next Next")
    #expect(PseudoLanguage.accented.apply(to: "Next step") == "Ñéxţ šţép")
    #expect(PseudoLanguage.bounded.apply(to: "Next") == "[# Next #]")
    #expect(PseudoLanguage.rightToLeft.apply(to: "Next") == "txeN")
  }

  @Test(arguments: PseudoLanguage.allCases)
  func anEmptyStringStaysEmpty(_ language: PseudoLanguage) {
    #expect(language.apply(to: "") == "")
  }

  @Test func accentingKeepsTheLengthAndTheRestOfTheText() {
    let text = "Tap 😀 Save, 42 times."
    let accented = PseudoLanguage.accented.apply(to: text)
    #expect(accented.count == text.count)
    #expect(accented == "Ţáp 😀 Šávé, 42 ţíméš.")
  }

  @Test func onlyRightToLeftMirrorsTheLayout() {
    #expect(PseudoLanguage.allCases.filter(\.isRightToLeft) == [.rightToLeft])
    #expect(PseudoLanguage(rawValue: "rtl") == .rightToLeft)
    #expect(PseudoLanguage.rightToLeft.apply(to: PseudoLanguage.rightToLeft.apply(to: "שלום, world")) == "שלום, world")
  }
}
