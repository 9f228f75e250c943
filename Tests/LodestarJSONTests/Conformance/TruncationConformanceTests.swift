import LodestarJSON
import Testing

/// Conformance: documents cut short at every byte. Each prefix of two documents (one with every kind of value,
/// one with raw and escaped non-ASCII text) is refused, and the error says what was expected where, inside which
/// value.
@Suite struct TruncationConformanceTests {
  /// Every kind of value: a member, an array, a number with a fraction and a signed exponent, a string with an
  /// escape, the literals and an empty object.
  static let values = #"{"k":[-1.5e+2,"a\u00e9",true,null,{}]}"#

  /// Raw two- and four-byte scalars, then a surrogate pair written as escapes.
  static let text = #"["é😀\uD83D\uDE00"]"#

  /// The prefix of `document` of `length` bytes, refused on line 1.
  static func cut(
    _ document: String, _ label: String, at length: Int, column: Int, path: String = "", _ message: String
  ) -> RefusedCase {
    RefusedCase(
      "\(label) cut after \(length) bytes", bytes: Array(Array(document.utf8).prefix(length)), column: column,
      path: path, message)
  }

  static let valuesCut: [RefusedCase] = [
    cut(values, "values", at: 0, column: 1, "expected a value, found the end of the input"),
    cut(values, "values", at: 1, column: 2, "expected a string key, found the end of the input"),
    cut(values, "values", at: 2, column: 2, "unterminated string"),
    cut(values, "values", at: 3, column: 2, "unterminated string"),
    cut(values, "values", at: 4, column: 5, path: "k", #"expected ":" after the key, found the end of the input"#),
    cut(values, "values", at: 5, column: 6, path: "k", "expected a value, found the end of the input"),
    cut(values, "values", at: 6, column: 7, path: "k[0]", "expected a value, found the end of the input"),
    cut(values, "values", at: 7, column: 7, path: "k[0]", #"invalid number "-": expected a digit"#),
    cut(values, "values", at: 8, column: 9, path: "k", #"expected "," or "]", found the end of the input"#),
    cut(values, "values", at: 9, column: 7, path: "k[0]", #"invalid number "-1.": expected a digit after ".""#),
    cut(values, "values", at: 10, column: 11, path: "k", #"expected "," or "]", found the end of the input"#),
    cut(
      values, "values", at: 11, column: 7, path: "k[0]", #"invalid number "-1.5e": expected a digit in the exponent"#),
    cut(
      values, "values", at: 12, column: 7, path: "k[0]",
      #"invalid number "-1.5e+": expected a digit in the exponent"#),
    cut(values, "values", at: 13, column: 14, path: "k", #"expected "," or "]", found the end of the input"#),
    cut(values, "values", at: 14, column: 15, path: "k[1]", "expected a value, found the end of the input"),
    cut(values, "values", at: 15, column: 15, path: "k[1]", "unterminated string"),
    cut(values, "values", at: 16, column: 15, path: "k[1]", "unterminated string"),
    cut(values, "values", at: 17, column: 17, path: "k[1]", "unterminated string"),
    cut(
      values, "values", at: 18, column: 17, path: "k[1]",
      #"invalid escape \u in a string: expected 4 hexadecimal digits"#),
    cut(
      values, "values", at: 19, column: 17, path: "k[1]",
      #"invalid escape \u0 in a string: expected 4 hexadecimal digits"#),
    cut(
      values, "values", at: 20, column: 17, path: "k[1]",
      #"invalid escape \u00 in a string: expected 4 hexadecimal digits"#),
    cut(
      values, "values", at: 21, column: 17, path: "k[1]",
      #"invalid escape \u00e in a string: expected 4 hexadecimal digits"#),
    cut(values, "values", at: 22, column: 15, path: "k[1]", "unterminated string"),
    cut(values, "values", at: 23, column: 24, path: "k", #"expected "," or "]", found the end of the input"#),
    cut(values, "values", at: 24, column: 25, path: "k[2]", "expected a value, found the end of the input"),
    cut(values, "values", at: 25, column: 25, path: "k[2]", #"expected a value, found "t""#),
    cut(values, "values", at: 26, column: 25, path: "k[2]", #"expected a value, found "tr""#),
    cut(values, "values", at: 27, column: 25, path: "k[2]", #"expected a value, found "tru""#),
    cut(values, "values", at: 28, column: 29, path: "k", #"expected "," or "]", found the end of the input"#),
    cut(values, "values", at: 29, column: 30, path: "k[3]", "expected a value, found the end of the input"),
    cut(values, "values", at: 30, column: 30, path: "k[3]", #"expected a value, found "n""#),
    cut(values, "values", at: 31, column: 30, path: "k[3]", #"expected a value, found "nu""#),
    cut(values, "values", at: 32, column: 30, path: "k[3]", #"expected a value, found "nul""#),
    cut(values, "values", at: 33, column: 34, path: "k", #"expected "," or "]", found the end of the input"#),
    cut(values, "values", at: 34, column: 35, path: "k[4]", "expected a value, found the end of the input"),
    cut(values, "values", at: 35, column: 36, path: "k[4]", "expected a string key, found the end of the input"),
    cut(values, "values", at: 36, column: 37, path: "k", #"expected "," or "]", found the end of the input"#),
    cut(values, "values", at: 37, column: 38, #"expected "," or "}", found the end of the input"#),
  ]

  static let textCut: [RefusedCase] = [
    cut(text, "text", at: 0, column: 1, "expected a value, found the end of the input"),
    cut(text, "text", at: 1, column: 2, path: "[0]", "expected a value, found the end of the input"),
    cut(text, "text", at: 2, column: 2, path: "[0]", "unterminated string"),
    cut(text, "text", at: 3, column: 2, path: "[0]", "invalid UTF-8 in a string"),
    cut(text, "text", at: 4, column: 2, path: "[0]", "unterminated string"),
    cut(text, "text", at: 5, column: 2, path: "[0]", "invalid UTF-8 in a string"),
    cut(text, "text", at: 6, column: 2, path: "[0]", "invalid UTF-8 in a string"),
    cut(text, "text", at: 7, column: 2, path: "[0]", "invalid UTF-8 in a string"),
    cut(text, "text", at: 8, column: 2, path: "[0]", "unterminated string"),
    cut(text, "text", at: 9, column: 5, path: "[0]", "unterminated string"),
    cut(
      text, "text", at: 10, column: 5, path: "[0]", #"invalid escape \u in a string: expected 4 hexadecimal digits"#),
    cut(
      text, "text", at: 11, column: 5, path: "[0]", #"invalid escape \uD in a string: expected 4 hexadecimal digits"#),
    cut(
      text, "text", at: 12, column: 5, path: "[0]", #"invalid escape \uD8 in a string: expected 4 hexadecimal digits"#
    ),
    cut(
      text, "text", at: 13, column: 5, path: "[0]",
      #"invalid escape \uD83 in a string: expected 4 hexadecimal digits"#),
    cut(text, "text", at: 14, column: 5, path: "[0]", #"unpaired surrogate \uD83D in a string"#),
    cut(text, "text", at: 15, column: 5, path: "[0]", #"unpaired surrogate \uD83D in a string"#),
    cut(
      text, "text", at: 16, column: 11, path: "[0]", #"invalid escape \u in a string: expected 4 hexadecimal digits"#),
    cut(
      text, "text", at: 17, column: 11, path: "[0]", #"invalid escape \uD in a string: expected 4 hexadecimal digits"#
    ),
    cut(
      text, "text", at: 18, column: 11, path: "[0]",
      #"invalid escape \uDE in a string: expected 4 hexadecimal digits"#),
    cut(
      text, "text", at: 19, column: 11, path: "[0]",
      #"invalid escape \uDE0 in a string: expected 4 hexadecimal digits"#),
    cut(text, "text", at: 20, column: 2, path: "[0]", "unterminated string"),
    cut(text, "text", at: 21, column: 18, #"expected "," or "]", found the end of the input"#),
  ]

  @Test(arguments: valuesCut + textCut) func refusesEveryPrefix(_ refused: RefusedCase) {
    ConformanceReading.check(refused)
  }

  /// The tables above cover every proper prefix, and the whole documents read.
  @Test func theTablesCoverEveryPrefix() throws {
    #expect(Self.valuesCut.map(\.bytes.count) == Array(0..<Self.values.utf8.count))
    #expect(Self.textCut.map(\.bytes.count) == Array(0..<Self.text.utf8.count))
    ConformanceReading.check(AcceptedCase("values whole", Self.values, ["k": [-150, "aé", true, nil, [:]]]))
    ConformanceReading.check(AcceptedCase("text whole", Self.text, ["é😀😀"]))
  }
}

/// The size of the corpus: the issue asks for at least 300 documents.
@Suite struct ConformanceCorpusTests {
  @Test func theCorpusHasAtLeastThreeHundredDocuments() {
    let accepted =
      NumberConformanceTests.accepted.count + StringConformanceTests.accepted.count
      + StructureConformanceTests.accepted.count
    let refused =
      NumberConformanceTests.refused.count + StringConformanceTests.controlCharacters.count
      + StringConformanceTests.refused.count + StringConformanceTests.illFormedUTF8.count
      + StructureConformanceTests.literalsAndCommas.count + StructureConformanceTests.endsAndWhitespace.count
      + StructureConformanceTests.tooDeep.count + StructureConformanceTests.duplicateKeys.count
      + TruncationConformanceTests.valuesCut.count + TruncationConformanceTests.textCut.count
    print("JSON conformance corpus: \(accepted) accepted and \(refused) refused documents")
    #expect(accepted + refused >= 300)
  }
}
