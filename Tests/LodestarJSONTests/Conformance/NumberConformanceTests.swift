import LodestarJSON
import Testing

/// Conformance: numbers. Every form the grammar allows reads as the correctly rounded double (a magnitude past
/// the largest double reads as an infinity, which the callers' range checks refuse; one below the smallest
/// subnormal reads as a zero of its sign); every form it does not allow is refused naming the number.
@Suite struct NumberConformanceTests {
  static let accepted: [AcceptedCase] = [
    AcceptedCase("zero", "0", 0),
    AcceptedCase("negative zero keeps its sign", "-0", -0.0),
    AcceptedCase("zero with a fraction", "0.0", 0),
    AcceptedCase("negative zero with a fraction", "-0.0", -0.0),
    AcceptedCase("zero with an exponent", "0e0", 0),
    AcceptedCase("negative zero with an exponent", "-0E+5", -0.0),
    AcceptedCase("one digit", "7", 7),
    AcceptedCase("several digits", "1234567890", 1_234_567_890),
    AcceptedCase("negative integer", "-42", -42),
    AcceptedCase("fifteen digits", "999999999999999", 999_999_999_999_999),
    AcceptedCase("negative fifteen digits", "-100000000000001", -100_000_000_000_001),
    AcceptedCase("sixteen digits", "9007199254740992", 9_007_199_254_740_992),
    AcceptedCase("largest 64-bit integer rounds", "9223372036854775807", 9.223_372_036_854_775_808e18),
    AcceptedCase("fraction", "3.25", 3.25),
    AcceptedCase("fraction below one", "0.5", 0.5),
    AcceptedCase("negative fraction", "-0.125", -0.125),
    AcceptedCase("fraction with trailing zeros", "1.500000", 1.5),
    AcceptedCase("inexact fraction rounds to nearest", "0.1", 0.1),
    AcceptedCase("lowercase exponent", "1e2", 100),
    AcceptedCase("uppercase exponent", "1E2", 100),
    AcceptedCase("exponent with plus", "1e+2", 100),
    AcceptedCase("uppercase exponent with plus", "1E+2", 100),
    AcceptedCase("exponent with minus", "1e-2", 0.01),
    AcceptedCase("uppercase exponent with minus", "1E-2", 0.01),
    AcceptedCase("fraction and exponent", "2.5e3", 2500),
    AcceptedCase("negative fraction and exponent", "-2.5E-3", -0.0025),
    AcceptedCase("exponent with leading zeros", "1e007", 1e7),
    AcceptedCase("exponent zero", "9e0", 9),
    AcceptedCase("many fraction digits", "3.14159265358979323846264338327950288", 3.141592653589793),
    AcceptedCase("integer past 2^53 rounds", "9007199254740993", 9_007_199_254_740_992),
    AcceptedCase("thirty digits", "123456789012345678901234567890", 1.2345678901234568e29),
    AcceptedCase("largest double", "1.7976931348623157e308", 1.7976931348623157e308),
    AcceptedCase("largest double negated", "-1.7976931348623157e308", -1.7976931348623157e308),
    AcceptedCase("just below the overflow threshold", "1.7976931348623158e308", 1.7976931348623157e308),
    AcceptedCase("1e308", "1e308", 1e308),
    AcceptedCase("1e309 reads as infinity", "1e309", .number(.infinity)),
    AcceptedCase("-1e309 reads as negative infinity", "-1e309", .number(-.infinity)),
    AcceptedCase("huge exponent reads as infinity", "1e999999999999", .number(.infinity)),
    AcceptedCase("smallest normal", "2.2250738585072014e-308", 2.2250738585072014e-308),
    AcceptedCase("largest subnormal", "2.2250738585072009e-308", .number(.leastNormalMagnitude.nextDown)),
    AcceptedCase("smallest subnormal", "5e-324", .number(.leastNonzeroMagnitude)),
    AcceptedCase("smallest subnormal in full", "4.9406564584124654e-324", .number(.leastNonzeroMagnitude)),
    AcceptedCase("negative smallest subnormal", "-5e-324", .number(-.leastNonzeroMagnitude)),
    AcceptedCase("below the smallest subnormal reads as zero", "1e-400", 0),
    AcceptedCase("negative below the smallest subnormal reads as negative zero", "-1e-400", -0.0),
    AcceptedCase("many digits below one", "0.000000000000000000000000000001", 1e-30),
    AcceptedCase("number in an array", "[1,-1,1.5,-1.5e1]", [1, -1, 1.5, -15]),
    AcceptedCase("number as a member", #"{"n":-0.75}"#, ["n": -0.75]),
    AcceptedCase("number before a closing bracket without space", "[0]", [0]),
    AcceptedCase("number followed by whitespace", "12 \n", 12),
    AcceptedCase("number after whitespace", "\t12", 12),
  ]

  @Test(arguments: accepted) func acceptsEveryFormOfNumber(_ accepted: AcceptedCase) {
    ConformanceReading.check(accepted)
  }

  /// The text a number keeps for messages is its source text (shortened past 40 characters).
  @Test(arguments: ["0", "-0", "1E+2", "1e007", "-2.5E-3", "1e309", "123456789012345678901234567890"])
  func numbersKeepTheirSourceText(_ text: String) throws {
    let value = try JSONReader(maximumDepth: 1).read(Array(text.utf8))
    #expect(value.foundDescription == text)
  }

  static let refused: [RefusedCase] = [
    RefusedCase("leading zero", "01", column: 1, #"invalid number "01": expected no leading zero"#),
    RefusedCase("two zeros", "00", column: 1, #"invalid number "00": expected no leading zero"#),
    RefusedCase("negative leading zero", "-01", column: 1, #"invalid number "-01": expected no leading zero"#),
    RefusedCase(
      "leading zero in an array", "[1, 007]", column: 5, path: "[1]",
      #"invalid number "007": expected no leading zero"#),
    RefusedCase(
      "leading zero with a fraction", "00.5", column: 1, #"invalid number "00.5": expected no leading zero"#),
    RefusedCase("minus alone", "-", column: 1, #"invalid number "-": expected a digit"#),
    RefusedCase("minus then space", "- 1", column: 1, #"invalid number "-": expected a digit"#),
    RefusedCase("two minuses", "--1", column: 1, #"invalid number "--1": expected a digit"#),
    RefusedCase("minus then fraction", "-.5", column: 1, #"invalid number "-.5": expected a digit"#),
    RefusedCase("minus Infinity", "-Infinity", column: 1, #"invalid number "-Infinity": expected a digit"#),
    RefusedCase("plus sign", "+1", column: 1, #"expected a value, found "+""#),
    RefusedCase("fraction without integer", ".5", column: 1, #"expected a value, found ".""#),
    RefusedCase("point without fraction", "1.", column: 1, #"invalid number "1.": expected a digit after ".""#),
    RefusedCase(
      "point then exponent", "1.e5", column: 1, #"invalid number "1.e5": expected a digit after ".""#),
    RefusedCase(
      "point in an object", #"{"n": 2.}"#, column: 7, path: "n",
      #"invalid number "2.": expected a digit after ".""#),
    RefusedCase("exponent without digits", "1e", column: 1, #"invalid number "1e": expected a digit in the exponent"#),
    RefusedCase(
      "uppercase exponent without digits", "1E", column: 1, #"invalid number "1E": expected a digit in the exponent"#),
    RefusedCase(
      "exponent sign without digits", "1e+", column: 1, #"invalid number "1e+": expected a digit in the exponent"#),
    RefusedCase(
      "exponent minus without digits", "1E-", column: 1, #"invalid number "1E-": expected a digit in the exponent"#),
    RefusedCase(
      "two exponent signs", "1e+-2", column: 1, #"invalid number "1e+-2": expected a digit in the exponent"#),
    RefusedCase(
      "exponent then letters", "2eX", column: 1, #"invalid number "2eX": expected a digit in the exponent"#),
    RefusedCase("zero with empty exponent", "0e", column: 1, #"invalid number "0e": expected a digit in the exponent"#),
    RefusedCase("second point", "1.5.2", column: 4, #"expected the end of the document, found ".""#),
    RefusedCase("fractional exponent", "1e5.5", column: 4, #"expected the end of the document, found ".""#),
    RefusedCase("hexadecimal", "0x1F", column: 2, #"expected the end of the document, found "x""#),
    RefusedCase("digit grouping", "1_000", column: 2, #"expected the end of the document, found "_""#),
    RefusedCase("comma as decimal point", "[1,5]x", column: 6, #"expected the end of the document, found "x""#),
    RefusedCase("Infinity", "Infinity", column: 1, #"expected a value, found "I""#),
    RefusedCase("NaN", "NaN", column: 1, #"expected a value, found "N""#),
    RefusedCase("lowercase nan", "nan", column: 1, #"expected a value, found "nan""#),
    RefusedCase("number then letters", "12abc", column: 3, #"expected the end of the document, found "a""#),
    RefusedCase(
      "number then a second number", "[1 2]", column: 4, path: "", #"expected "," or "]", found "2""#),
    RefusedCase(
      "full-width digit", "[\u{FF11}]", column: 2, path: "[0]", "expected a value, found \"\u{FF11}\""),
  ]

  @Test(arguments: refused) func refusesEveryMalformedNumber(_ refused: RefusedCase) {
    ConformanceReading.check(refused)
  }
}
