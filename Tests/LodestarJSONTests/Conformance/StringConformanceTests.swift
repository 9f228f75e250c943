import LodestarJSON
import Testing

/// Conformance: strings. Every escape, surrogate pairs, every length of UTF-8 sequence at its boundaries; and the
/// refusals: control characters, invalid escapes, lone and misordered surrogates, unterminated strings, and
/// every kind of ill-formed UTF-8 (overlong forms, encoded surrogates, truncated sequences, bytes that never
/// occur), inside strings and outside them.
@Suite struct StringConformanceTests {
  /// A JSON string literal around `content`: `"` + content + `"`.
  static func quoted(_ content: [UInt8]) -> [UInt8] { [0x22] + content + [0x22] }

  static let accepted: [AcceptedCase] = [
    AcceptedCase("empty string", #""""#, ""),
    AcceptedCase("plain ASCII", #""Hello, world""#, "Hello, world"),
    AcceptedCase("spaces only", #""   ""#, "   "),
    AcceptedCase("escaped quote", #""\"""#, "\""),
    AcceptedCase("escaped backslash", #""\\""#, "\\"),
    AcceptedCase("escaped slash", #""\/""#, "/"),
    AcceptedCase("unescaped slash", #""a/b""#, "a/b"),
    AcceptedCase("backspace escape", #""\b""#, "\u{8}"),
    AcceptedCase("form feed escape", #""\f""#, "\u{C}"),
    AcceptedCase("line feed escape", #""\n""#, "\n"),
    AcceptedCase("carriage return escape", #""\r""#, "\r"),
    AcceptedCase("tab escape", #""\t""#, "\t"),
    AcceptedCase("every short escape in a row", #""\"\\\/\b\f\n\r\t""#, "\"\\/\u{8}\u{C}\n\r\t"),
    AcceptedCase("escapes between text", #""a\tb\nc""#, "a\tb\nc"),
    AcceptedCase("escape at the start", #""\nabc""#, "\nabc"),
    AcceptedCase("escape at the end", #""abc\n""#, "abc\n"),
    AcceptedCase("escaped backslash before a quote", #""a\\""#, "a\\"),
    AcceptedCase("two escaped backslashes", #""\\\\""#, "\\\\"),
    AcceptedCase("unicode escape of a letter", #""\u0041""#, "A"),
    AcceptedCase("unicode escape lowercase hex", #""\u00e9""#, "é"),
    AcceptedCase("unicode escape uppercase hex", #""\u00E9""#, "é"),
    AcceptedCase("unicode escape mixed-case hex", #""\u20aC""#, "€"),
    AcceptedCase("unicode escape of NUL", #""\u0000""#, "\u{0}"),
    AcceptedCase("unicode escape of a control character", #""\u001F""#, "\u{1F}"),
    AcceptedCase("unicode escape of DEL", #""\u007f""#, "\u{7F}"),
    AcceptedCase("unicode escape of U+0080", #""\u0080""#, "\u{80}"),
    AcceptedCase("unicode escape of U+07FF", #""\u07FF""#, "\u{7FF}"),
    AcceptedCase("unicode escape of U+0800", #""\u0800""#, "\u{800}"),
    AcceptedCase("unicode escape of U+D7FF", #""\uD7FF""#, "\u{D7FF}"),
    AcceptedCase("unicode escape of U+E000", #""\uE000""#, "\u{E000}"),
    AcceptedCase("unicode escape of a byte order mark", #""\uFEFF""#, "\u{FEFF}"),
    AcceptedCase("unicode escape of U+FFFD", #""\uFFFD""#, "\u{FFFD}"),
    AcceptedCase("unicode escape of a noncharacter", #""\uFFFF""#, "\u{FFFF}"),
    AcceptedCase("unicode escape of the line separator", #""\u2028""#, "\u{2028}"),
    AcceptedCase("unicode escape of a quote", #""\u0022""#, "\""),
    AcceptedCase("unicode escape of a backslash", #""\u005C""#, "\\"),
    AcceptedCase("unicode escapes in a row", #""\u0061\u0062\u0063""#, "abc"),
    AcceptedCase("surrogate pair", #""\uD83D\uDE00""#, "😀"),
    AcceptedCase("surrogate pair lowercase", #""\ud83d\ude00""#, "😀"),
    AcceptedCase("first supplementary scalar", #""\uD800\uDC00""#, "\u{10000}"),
    AcceptedCase("last scalar", #""\uDBFF\uDFFF""#, "\u{10FFFF}"),
    AcceptedCase("surrogate pair between text", #""a\uD834\uDD1Eb""#, "a𝄞b"),
    AcceptedCase("two surrogate pairs", #""\uD83D\uDE00\uD83D\uDE01""#, "😀😁"),
    AcceptedCase("surrogate pair then a short escape", #""\uD83D\uDE00\n""#, "😀\n"),
    AcceptedCase("raw two-byte scalar", #""é""#, "é"),
    AcceptedCase("raw three-byte scalar", #""€""#, "€"),
    AcceptedCase("raw four-byte scalar", #""😀""#, "😀"),
    AcceptedCase("raw U+0080", bytes: quoted([0xC2, 0x80]), "\u{80}"),
    AcceptedCase("raw U+07FF", bytes: quoted([0xDF, 0xBF]), "\u{7FF}"),
    AcceptedCase("raw U+0800", bytes: quoted([0xE0, 0xA0, 0x80]), "\u{800}"),
    AcceptedCase("raw U+D7FF", bytes: quoted([0xED, 0x9F, 0xBF]), "\u{D7FF}"),
    AcceptedCase("raw U+E000", bytes: quoted([0xEE, 0x80, 0x80]), "\u{E000}"),
    AcceptedCase("raw U+FFFF", bytes: quoted([0xEF, 0xBF, 0xBF]), "\u{FFFF}"),
    AcceptedCase("raw U+10000", bytes: quoted([0xF0, 0x90, 0x80, 0x80]), "\u{10000}"),
    AcceptedCase("raw U+10FFFF", bytes: quoted([0xF4, 0x8F, 0xBF, 0xBF]), "\u{10FFFF}"),
    AcceptedCase("raw byte order mark inside a string", bytes: quoted([0xEF, 0xBB, 0xBF]), "\u{FEFF}"),
    AcceptedCase("raw DEL", "\"\u{7F}\"", "\u{7F}"),
    AcceptedCase("raw line separator", "\"\u{2028}\"", "\u{2028}"),
    AcceptedCase("raw text then an escape", #""café\n""#, "café\n"),
    AcceptedCase("escape then raw text", #""\ncafé""#, "\ncafé"),
    AcceptedCase("combining mark is kept as written", #""e\u0301""#, "e\u{301}"),
    AcceptedCase("right-to-left text", #""مرحبا""#, "مرحبا"),
    AcceptedCase("escaped key", #"{"\u006b\n": 1}"#, ["k\n": 1]),
    AcceptedCase("raw non-ASCII key", #"{"clé": "valeur"}"#, ["clé": "valeur"]),
    AcceptedCase("empty key", #"{"": 0}"#, ["": 0]),
    AcceptedCase("key that looks like JSON", #"{"{\"a\":1}": []}"#, [#"{"a":1}"#: []]),
    AcceptedCase(
      "long string", "\"" + String(repeating: "abcdefghij", count: 1000) + "\"",
      .string(String(repeating: "abcdefghij", count: 1000))),
  ]

  @Test(arguments: accepted) func acceptsEveryFormOfString(_ accepted: AcceptedCase) {
    ConformanceReading.check(accepted)
  }

  /// Each of the 32 C0 control characters, unescaped in a string.
  static let controlCharacters: [RefusedCase] = (0..<0x20).map { (code: UInt8) in
    let hex = String(code, radix: 16, uppercase: true)
    let name = "U+" + String(repeating: "0", count: 4 - hex.count) + hex
    return RefusedCase(
      "control character \(name) in a string", bytes: Array(#"["a"#.utf8) + [code] + Array(#""]"#.utf8), column: 4,
      path: "[0]", "expected an escape for the control character \(name) in a string")
  }

  static let refused: [RefusedCase] = [
    RefusedCase(
      "control character after an escape", "[\"\\n\u{1}\"]", column: 5, path: "[0]",
      "expected an escape for the control character U+0001 in a string"),
    RefusedCase(
      "control character after non-ASCII text", "[\"é\u{9}\"]", column: 4, path: "[0]",
      "expected an escape for the control character U+0009 in a string"),
    RefusedCase(
      "control character in a key", "{\"a\u{A}\": 1}", column: 4,
      "expected an escape for the control character U+000A in a string"),
    RefusedCase("escaped x", #"["\x41"]"#, column: 3, path: "[0]", #"invalid escape \x in a string"#),
    RefusedCase("escaped uppercase U", #"["\U0041"]"#, column: 3, path: "[0]", #"invalid escape \U in a string"#),
    RefusedCase("escaped a", #"["\a"]"#, column: 3, path: "[0]", #"invalid escape \a in a string"#),
    RefusedCase("escaped zero", #"["\0"]"#, column: 3, path: "[0]", #"invalid escape \0 in a string"#),
    RefusedCase("escaped apostrophe", #"["\'"]"#, column: 3, path: "[0]", #"invalid escape \' in a string"#),
    RefusedCase("escaped space", #"["\ "]"#, column: 3, path: "[0]", #"invalid escape \  in a string"#),
    RefusedCase("escaped e with acute", #"["\é"]"#, column: 3, path: "[0]", #"invalid escape \é in a string"#),
    RefusedCase(
      "escape in the middle of text", #"["abc\qdef"]"#, column: 6, path: "[0]",
      #"invalid escape \q in a string"#),
    RefusedCase("escape in a key", #"{"\v": 1}"#, column: 3, #"invalid escape \v in a string"#),
    RefusedCase(
      "unicode escape without digits", #"["\u"]"#, column: 3, path: "[0]",
      #"invalid escape \u in a string: expected 4 hexadecimal digits"#),
    RefusedCase(
      "unicode escape with two digits", #"["\u12"]"#, column: 3, path: "[0]",
      #"invalid escape \u12 in a string: expected 4 hexadecimal digits"#),
    RefusedCase(
      "unicode escape with three digits", #"["\u123"]"#, column: 3, path: "[0]",
      #"invalid escape \u123 in a string: expected 4 hexadecimal digits"#),
    RefusedCase(
      "unicode escape with a letter past F", #"["\u12G4"]"#, column: 3, path: "[0]",
      #"invalid escape \u12G4 in a string: expected 4 hexadecimal digits"#),
    RefusedCase(
      "unicode escape with no hexadecimal digit", #"["\uZZZZ"]"#, column: 3, path: "[0]",
      #"invalid escape \uZZZZ in a string: expected 4 hexadecimal digits"#),
    RefusedCase(
      "unicode escape with a sign", #"["\u-123"]"#, column: 3, path: "[0]",
      #"invalid escape \u-123 in a string: expected 4 hexadecimal digits"#),
    RefusedCase(
      "unicode escape cut by the end", #"["\u00"#, column: 3, path: "[0]",
      #"invalid escape \u00 in a string: expected 4 hexadecimal digits"#),
    RefusedCase(
      "lone high surrogate", #"["\uD800"]"#, column: 3, path: "[0]",
      #"unpaired surrogate \uD800 in a string"#),
    RefusedCase(
      "lone high surrogate lowercase", #"["\udbff"]"#, column: 3, path: "[0]",
      #"unpaired surrogate \uDBFF in a string"#),
    RefusedCase(
      "high surrogate then text", #"["\uD83Dabc"]"#, column: 3, path: "[0]",
      #"unpaired surrogate \uD83D in a string"#),
    RefusedCase(
      "high surrogate then a short escape", #"["\uD83D\n"]"#, column: 3, path: "[0]",
      #"unpaired surrogate \uD83D in a string"#),
    RefusedCase(
      "high surrogate then a backslash at the end", #"["\uD83D\"#, column: 3, path: "[0]",
      #"unpaired surrogate \uD83D in a string"#),
    RefusedCase(
      "two high surrogates", #"["\uD83D\uD83D"]"#, column: 3, path: "[0]",
      #"unpaired surrogate \uD83D in a string"#),
    RefusedCase(
      "high surrogate then a letter escape", #"["\uD800\u0041"]"#, column: 3, path: "[0]",
      #"unpaired surrogate \uD800 in a string"#),
    RefusedCase(
      "high surrogate then a bad escape", #"["\uD800\uZZZZ"]"#, column: 9, path: "[0]",
      #"invalid escape \uZZZZ in a string: expected 4 hexadecimal digits"#),
    RefusedCase(
      "lone low surrogate", #"["\uDC00"]"#, column: 3, path: "[0]",
      #"unpaired surrogate \uDC00 in a string"#),
    RefusedCase(
      "last low surrogate alone", #"["\uDFFF"]"#, column: 3, path: "[0]",
      #"unpaired surrogate \uDFFF in a string"#),
    RefusedCase(
      "surrogates in the wrong order", #"["\uDE00\uD83D"]"#, column: 3, path: "[0]",
      #"unpaired surrogate \uDE00 in a string"#),
    RefusedCase(
      "pair then a lone low surrogate", #"["\uD83D\uDE00\uDE00"]"#, column: 15, path: "[0]",
      #"unpaired surrogate \uDE00 in a string"#),
    RefusedCase("lone surrogate in a key", #"{"a\uD800": 1}"#, column: 4, #"unpaired surrogate \uD800 in a string"#),
    RefusedCase("unterminated string", #""abc"#, column: 1, "unterminated string"),
    RefusedCase("quote alone", #"""#, column: 1, "unterminated string"),
    RefusedCase("unterminated after an escaped quote", #""abc\""#, column: 1, "unterminated string"),
    RefusedCase("unterminated after non-ASCII text", #""café"#, column: 1, "unterminated string"),
    RefusedCase("backslash at the end", #""abc\"#, column: 5, "unterminated string"),
    RefusedCase("unterminated in an array", #"["a", "b"#, column: 7, path: "[1]", "unterminated string"),
    RefusedCase("unterminated key", #"{"key"#, column: 2, "unterminated string"),
    RefusedCase("single quotes", "['a']", column: 2, path: "[0]", #"expected a value, found "'""#),
    RefusedCase("unquoted key", "{a: 1}", column: 2, #"expected a string key, found "a""#),
  ]

  @Test(arguments: controlCharacters + refused) func refusesEveryMalformedString(_ refused: RefusedCase) {
    ConformanceReading.check(refused)
  }

  /// `bytes` inside the string of `["…"]`, which the reader must refuse as invalid UTF-8, naming the string's
  /// opening quote (column 2).
  static func invalidInString(_ name: String, _ bytes: [UInt8]) -> RefusedCase {
    RefusedCase(
      name, bytes: Array("[".utf8) + quoted(bytes) + Array("]".utf8), column: 2, path: "[0]",
      "invalid UTF-8 in a string")
  }

  static let illFormedUTF8: [RefusedCase] = [
    invalidInString("overlong NUL (C0 80)", [0xC0, 0x80]),
    invalidInString("overlong two-byte form (C1 BF)", [0xC1, 0xBF]),
    invalidInString("overlong slash (C0 AF)", [0xC0, 0xAF]),
    invalidInString("overlong three-byte NUL (E0 80 80)", [0xE0, 0x80, 0x80]),
    invalidInString("overlong three-byte form (E0 9F BF)", [0xE0, 0x9F, 0xBF]),
    invalidInString("overlong four-byte NUL (F0 80 80 80)", [0xF0, 0x80, 0x80, 0x80]),
    invalidInString("overlong four-byte form (F0 8F BF BF)", [0xF0, 0x8F, 0xBF, 0xBF]),
    invalidInString("encoded high surrogate U+D800", [0xED, 0xA0, 0x80]),
    invalidInString("encoded high surrogate U+DBFF", [0xED, 0xAF, 0xBF]),
    invalidInString("encoded low surrogate U+DC00", [0xED, 0xB0, 0x80]),
    invalidInString("encoded low surrogate U+DFFF", [0xED, 0xBF, 0xBF]),
    invalidInString("encoded surrogate pair (CESU-8)", [0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80]),
    invalidInString("above U+10FFFF (F4 90 80 80)", [0xF4, 0x90, 0x80, 0x80]),
    invalidInString("five-byte lead F5", [0xF5, 0x80, 0x80, 0x80]),
    invalidInString("lead byte F8", [0xF8, 0x88, 0x80, 0x80, 0x80]),
    invalidInString("lead byte FC", [0xFC, 0x84, 0x80, 0x80, 0x80, 0x80]),
    invalidInString("byte FE", [0xFE]),
    invalidInString("byte FF", [0xFF]),
    invalidInString("lone continuation byte 80", [0x80]),
    invalidInString("lone continuation byte BF", [0xBF]),
    invalidInString("continuation bytes after a whole scalar", [0xC3, 0xA9, 0xA9]),
    invalidInString("two-byte sequence cut short", [0xC3]),
    invalidInString("three-byte sequence cut after one byte", [0xE2]),
    invalidInString("three-byte sequence cut after two bytes", [0xE2, 0x82]),
    invalidInString("four-byte sequence cut after three bytes", [0xF0, 0x9F, 0x98]),
    invalidInString("lead byte then ASCII", [0xC3, 0x41]),
    invalidInString("three-byte lead then a non-continuation", [0xE2, 0x41, 0x82]),
    invalidInString("Latin-1 text", Array("caf".utf8) + [0xE9]),
    RefusedCase(
      "ill-formed UTF-8 after an escape", bytes: Array(#"["\n"#.utf8) + [0xFF] + Array(#""]"#.utf8),
      column: 2, path: "[0]", "invalid UTF-8 in a string"),
    RefusedCase(
      "sequence cut by the end of the input", bytes: Array(#"["a"#.utf8) + [0xE2, 0x82], column: 2,
      path: "[0]", "invalid UTF-8 in a string"),
    RefusedCase(
      "ill-formed UTF-8 in a key", bytes: Array(#"{""#.utf8) + [0xC0, 0x80] + Array(#"": 1}"#.utf8),
      column: 2, "invalid UTF-8 in a string"),
    RefusedCase(
      "ill-formed UTF-8 in a nested value",
      bytes: Array(#"{"a": ["#.utf8) + quoted([0xED, 0xA0, 0x80]) + Array("]}".utf8), column: 8, path: "a[0]",
      "invalid UTF-8 in a string"),
    RefusedCase(
      "byte FF as the document", bytes: [0xFF], column: 1,
      "expected a value, found the byte 0xFF, which is not UTF-8 (JSON text must be UTF-8)"),
    RefusedCase(
      "continuation byte as a value", bytes: Array("[".utf8) + [0x80] + Array("]".utf8), column: 2,
      path: "[0]", "expected a value, found the byte 0x80, which is not UTF-8 (JSON text must be UTF-8)"),
    RefusedCase(
      "overlong form as a value", bytes: Array("[".utf8) + [0xC0, 0xAF] + Array("]".utf8), column: 2,
      path: "[0]", "expected a value, found the byte 0xC0, which is not UTF-8 (JSON text must be UTF-8)"),
    RefusedCase(
      "cut sequence where a key belongs", bytes: Array("{".utf8) + [0xC3] + Array("}".utf8), column: 2,
      "expected a string key, found the byte 0xC3, which is not UTF-8 (JSON text must be UTF-8)"),
    RefusedCase(
      "byte FE after the document", bytes: Array("1".utf8) + [0xFE], column: 2,
      "expected the end of the document, found the byte 0xFE, which is not UTF-8 (JSON text must be UTF-8)"),
    RefusedCase(
      "UTF-16 little-endian byte order mark", bytes: [0xFF, 0xFE, 0x31, 0x00], column: 1,
      "expected a value, found a UTF-16 byte order mark (JSON text must be UTF-8)"),
    RefusedCase(
      "UTF-16 big-endian byte order mark", bytes: [0xFE, 0xFF, 0x00, 0x31], column: 1,
      "expected a value, found a UTF-16 byte order mark (JSON text must be UTF-8)"),
    RefusedCase(
      "UTF-16 big-endian text", bytes: [0x00, 0x5B, 0x00, 0x5D], column: 1,
      "expected a value, found a NUL byte (is the text UTF-16? JSON text must be UTF-8)"),
    RefusedCase(
      "UTF-16 little-endian text", bytes: [0x5B, 0x00, 0x5D, 0x00], column: 2, path: "[0]",
      "expected a value, found a NUL byte (is the text UTF-16? JSON text must be UTF-8)"),
    RefusedCase(
      "well-formed non-ASCII outside a string", "[é]", column: 2, path: "[0]",
      #"expected a value, found "é""#),
  ]

  @Test(arguments: illFormedUTF8) func refusesIllFormedUTF8(_ refused: RefusedCase) {
    ConformanceReading.check(refused)
  }
}
