import LodestarJSON
import Testing

/// Conformance: the structure around values. Literals, nesting up to the reader's limit and past it, the four
/// whitespace characters (and no others), the byte order mark, empty input, trailing and missing commas and
/// colons, anything after the document, and duplicate keys (refused, naming where the key was first defined;
/// keys are equal as Swift strings are, so canonically equivalent keys are duplicates).
@Suite struct StructureConformanceTests {
  static let limit = ConformanceReading.maximumDepth

  /// `depth` nested arrays around nothing: `[[…]]`.
  static func nestedArrays(_ depth: Int) -> String {
    String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
  }

  /// `depth` nested objects, each the value of `"a"` in the one around it: `{"a":{"a":{}}}`.
  static func nestedObjects(_ depth: Int) -> String {
    String(repeating: #"{"a":"#, count: depth - 1) + "{}" + String(repeating: "}", count: depth - 1)
  }

  static func expectedArrays(_ depth: Int) -> ExpectedJSON {
    (1..<depth).reduce(ExpectedJSON.array([])) { inner, _ in .array([inner]) }
  }

  static func expectedObjects(_ depth: Int) -> ExpectedJSON {
    (1..<depth).reduce(ExpectedJSON.object([])) { inner, _ in .object([("a", inner)]) }
  }

  static let accepted: [AcceptedCase] = [
    AcceptedCase("true", "true", true),
    AcceptedCase("false", "false", false),
    AcceptedCase("null", "null", nil),
    AcceptedCase("string as the document", #""s""#, "s"),
    AcceptedCase("literals in an array", "[true,false,null]", [true, false, nil]),
    AcceptedCase("empty array", "[]", []),
    AcceptedCase("empty object", "{}", [:]),
    AcceptedCase("empty array with whitespace inside", "[ \n ]", []),
    AcceptedCase("empty object with whitespace inside", "{\t\r\n}", [:]),
    AcceptedCase("array in an array", "[[]]", [[]]),
    AcceptedCase(
      "every kind of value in an array", #"[null,true,false,0,"",[],{}]"#, [nil, true, false, 0, "", [], [:]]),
    AcceptedCase("objects in arrays in objects", #"[{"a":[{"b":[null]}]}]"#, [["a": [["b": [nil]]]]]),
    AcceptedCase("members keep their order", #"{"b":1,"a":2,"c":3}"#, ["b": 1, "a": 2, "c": 3]),
    AcceptedCase("keys differing in case", #"{"a":1,"A":2}"#, ["a": 1, "A": 2]),
    AcceptedCase("same key in sibling objects", #"[{"a":1},{"a":2}]"#, [["a": 1], ["a": 2]]),
    AcceptedCase("same key in nested objects", #"{"a":{"a":1}}"#, ["a": ["a": 1]]),
    AcceptedCase(
      "forty members", "{" + (0..<40).map { #""k\#($0)":\#($0)"# }.joined(separator: ",") + "}",
      .object((0..<40).map { ("k\($0)", .number(Double($0))) })),
    AcceptedCase(
      "a thousand elements", "[" + (0..<1000).map(String.init).joined(separator: ",") + "]",
      .array((0..<1000).map { .number(Double($0)) })),
    AcceptedCase("ten nested arrays", nestedArrays(10), expectedArrays(10)),
    AcceptedCase("nested arrays at the limit", nestedArrays(limit), expectedArrays(limit)),
    AcceptedCase("nested objects at the limit", nestedObjects(limit), expectedObjects(limit)),
    AcceptedCase("one level at a limit of one", "[1,2]", [1, 2]).limited(to: 1),
    AcceptedCase("a limit below one counts as one", "[]", []).limited(to: 0),
    AcceptedCase("space around the document", " 1 ", 1),
    AcceptedCase("tab around the document", "\t1\t", 1),
    AcceptedCase("line feed around the document", "\n1\n", 1),
    AcceptedCase("carriage return around the document", "\r1\r", 1),
    AcceptedCase("CRLF line breaks", "[1,\r\n2]\r\n", [1, 2]),
    AcceptedCase(
      "all four whitespace characters between every token",
      " \t\n\r[ \t\n\r1 \t\n\r, \t\n\r{ \t\n\r\"a\" \t\n\r: \t\n\rnull \t\n\r} \t\n\r] \t\n\r", [1, ["a": nil]]),
    AcceptedCase("much whitespace", String(repeating: " \n", count: 10_000) + "0", 0),
    AcceptedCase("byte order mark before the document", bytes: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8), [1]),
    AcceptedCase("byte order mark then whitespace", bytes: [0xEF, 0xBB, 0xBF] + Array(" 2".utf8), 2),
  ]

  @Test(arguments: accepted) func acceptsEveryStructure(_ accepted: AcceptedCase) {
    ConformanceReading.check(accepted)
  }

  static let literalsAndCommas: [RefusedCase] = [
    RefusedCase("true cut short", "tru", column: 1, #"expected a value, found "tru""#),
    RefusedCase("t alone", "t", column: 1, #"expected a value, found "t""#),
    RefusedCase("false cut short", "fals", column: 1, #"expected a value, found "fals""#),
    RefusedCase("null cut short", "nul", column: 1, #"expected a value, found "nul""#),
    RefusedCase("capitalised True", "True", column: 1, #"expected a value, found "T""#),
    RefusedCase("uppercase NULL", "NULL", column: 1, #"expected a value, found "N""#),
    RefusedCase("undefined", "undefined", column: 1, #"expected a value, found "u""#),
    RefusedCase("false with letters after", "falsey", column: 1, #"expected a value, found "falsey""#),
    RefusedCase("true with a digit after", "true1", column: 1, #"expected a value, found "true1""#),
    RefusedCase("true with a minus after", "true-", column: 1, #"expected a value, found "true-""#),
    RefusedCase("null with a letter after", "[nullx]", column: 2, path: "[0]", #"expected a value, found "nullx""#),
    RefusedCase("true then a point", "true.", column: 5, #"expected the end of the document, found ".""#),
    RefusedCase("trailing comma in an array", "[1,]", column: 4, path: "[1]", #"expected a value, found "]""#),
    RefusedCase("trailing comma after two elements", "[1,2,]", column: 6, path: "[2]", #"expected a value, found "]""#),
    RefusedCase("trailing comma in an object", #"{"a":1,}"#, column: 8, #"expected a string key, found "}""#),
    RefusedCase(
      "trailing comma after two members", #"{"a":1,"b":2,}"#, column: 14, #"expected a string key, found "}""#),
    RefusedCase(
      "trailing comma in a nested array", #"{"a":[1,]}"#, column: 9, path: "a[1]",
      #"expected a value, found "]""#),
    RefusedCase(
      "trailing comma with whitespace", "[1 , \n]", line: 2, column: 1, path: "[1]",
      #"expected a value, found "]""#),
    RefusedCase("comma alone in an array", "[,]", column: 2, path: "[0]", #"expected a value, found ",""#),
    RefusedCase("leading comma in an array", "[,1]", column: 2, path: "[0]", #"expected a value, found ",""#),
    RefusedCase("two commas in an array", "[1,,2]", column: 4, path: "[1]", #"expected a value, found ",""#),
    RefusedCase("comma alone in an object", "{,}", column: 2, #"expected a string key, found ",""#),
    RefusedCase("two commas in an object", #"{"a":1,,"b":2}"#, column: 8, #"expected a string key, found ",""#),
    RefusedCase("missing comma in an array", "[1 true]", column: 4, #"expected "," or "]", found "t""#),
    RefusedCase("semicolon in an array", "[1;2]", column: 3, #"expected "," or "]", found ";""#),
    RefusedCase("missing comma in an object", #"{"a":1 "b":2}"#, column: 8, #"expected "," or "}", found "\"""#),
    RefusedCase("missing colon", #"{"a" 1}"#, column: 6, path: "a", #"expected ":" after the key, found "1""#),
    RefusedCase("key without a value", #"{"a"}"#, column: 5, path: "a", #"expected ":" after the key, found "}""#),
    RefusedCase(
      "equals sign for a colon", #"{"a"=1}"#, column: 5, path: "a", #"expected ":" after the key, found "=""#),
    RefusedCase("two colons", #"{"a"::1}"#, column: 6, path: "a", #"expected a value, found ":""#),
    RefusedCase("colon without a value", #"{"a":}"#, column: 6, path: "a", #"expected a value, found "}""#),
    RefusedCase("number as a key", #"{1:2}"#, column: 2, #"expected a string key, found "1""#),
    RefusedCase("null as a key", #"{null:2}"#, column: 2, #"expected a string key, found "n""#),
    RefusedCase("array as a key", #"{[]:2}"#, column: 2, #"expected a string key, found "[""#),
    RefusedCase("colon in an array", #"["a":1]"#, column: 5, #"expected "," or "]", found ":""#),
    RefusedCase("array closed by a brace", "[1}", column: 3, #"expected "," or "]", found "}""#),
    RefusedCase("object closed by a bracket", #"{"a":1]"#, column: 7, #"expected "," or "}", found "]""#),
    RefusedCase("empty array closed by a brace", "[}", column: 2, path: "[0]", #"expected a value, found "}""#),
    RefusedCase("empty object closed by a bracket", "{]", column: 2, #"expected a string key, found "]""#),
    RefusedCase("closing bracket alone", "]", column: 1, #"expected a value, found "]""#),
    RefusedCase("closing brace alone", "}", column: 1, #"expected a value, found "}""#),
    RefusedCase("colon alone", ":", column: 1, #"expected a value, found ":""#),
    RefusedCase("comma alone", ",", column: 1, #"expected a value, found ",""#),
  ]

  static let endsAndWhitespace: [RefusedCase] = [
    RefusedCase("empty input", "", column: 1, "expected a value, found the end of the input"),
    RefusedCase("spaces only", "   ", column: 4, "expected a value, found the end of the input"),
    RefusedCase("line feeds only", "\n\n", line: 3, column: 1, "expected a value, found the end of the input"),
    RefusedCase(
      "all four whitespace characters only", " \t\r\n", line: 2, column: 1,
      "expected a value, found the end of the input"),
    RefusedCase(
      "byte order mark only", bytes: [0xEF, 0xBB, 0xBF], column: 2,
      "expected a value, found the end of the input"),
    RefusedCase(
      "byte order mark twice", bytes: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0x31], column: 2,
      "expected a value, found U+FEFF"),
    RefusedCase(
      "byte order mark inside an array", "[\u{FEFF}1]", column: 2, path: "[0]",
      "expected a value, found U+FEFF"),
    RefusedCase("open bracket alone", "[", column: 2, path: "[0]", "expected a value, found the end of the input"),
    RefusedCase("open brace alone", "{", column: 2, "expected a string key, found the end of the input"),
    RefusedCase("array without its end", "[1", column: 3, #"expected "," or "]", found the end of the input"#),
    RefusedCase("object without its end", #"{"a":1"#, column: 7, #"expected "," or "}", found the end of the input"#),
    RefusedCase("form feed is not whitespace", "\u{C}1", column: 1, #"expected a value, found "\f""#),
    RefusedCase("vertical tab is not whitespace", "\u{B}1", column: 1, #"expected a value, found "\u000b""#),
    RefusedCase("no-break space is not whitespace", "\u{A0}1", column: 1, "expected a value, found \"\u{A0}\""),
    RefusedCase("next line is not whitespace", "\u{85}1", column: 1, #"expected a value, found "\u0085""#),
    RefusedCase("ideographic space is not whitespace", "\u{3000}1", column: 1, "expected a value, found \"\u{3000}\""),
    RefusedCase(
      "line separator is not whitespace", "[1,\u{2028}2]", column: 4, path: "[1]",
      #"expected a value, found "\u2028""#),
    RefusedCase(
      "NUL between tokens", "[1,\u{0}2]", column: 4, path: "[1]",
      "expected a value, found a NUL byte (is the text UTF-16? JSON text must be UTF-8)"),
    RefusedCase("form feed after the document", "1\u{C}", column: 2, #"expected the end of the document, found "\f""#),
    RefusedCase("escaped line feed outside a string", #"\n1"#, column: 1, #"expected a value, found "\\""#),
    RefusedCase("two numbers", "1 2", column: 3, #"expected the end of the document, found "2""#),
    RefusedCase("letter after an object", "{}x", column: 3, #"expected the end of the document, found "x""#),
    RefusedCase("extra closing bracket", "[]]", column: 3, #"expected the end of the document, found "]""#),
    RefusedCase("extra closing brace", #"{"a":{}}}"#, column: 9, #"expected the end of the document, found "}""#),
    RefusedCase("two strings", #""a""b""#, column: 4, #"expected the end of the document, found "\"""#),
    RefusedCase("comma after the document", "null,", column: 5, #"expected the end of the document, found ",""#),
    RefusedCase("two literals", "true false", column: 6, #"expected the end of the document, found "f""#),
    RefusedCase("two objects", "{} {}", column: 4, #"expected the end of the document, found "{""#),
    RefusedCase(
      "two arrays on two lines", "[1]\n[2]", line: 2, column: 1,
      #"expected the end of the document, found "[""#),
    RefusedCase(
      "letter after blank lines", "1\n\n  x", line: 3, column: 3,
      #"expected the end of the document, found "x""#),
    RefusedCase(
      "NUL after the document", "[1]\u{0}", column: 4,
      "expected the end of the document, found a NUL byte (is the text UTF-16? JSON text must be UTF-8)"),
    RefusedCase(
      "block comment after the document", "[1] /* c */", column: 5,
      #"expected the end of the document, found "/""#),
    RefusedCase("line comment before the document", "// c\n1", column: 1, #"expected a value, found "/""#),
    RefusedCase("hash comment", "# c\n1", column: 1, ##"expected a value, found "#""##),
    RefusedCase("comment inside an array", "[1, /* c */ 2]", column: 5, path: "[1]", #"expected a value, found "/""#),
    RefusedCase(
      "carriage returns do not start lines", "[1,\r\r x]", column: 7, path: "[1]",
      #"expected a value, found "x""#),
    RefusedCase("CRLF lines", "[1,\r\n2,\r\n x]", line: 3, column: 2, path: "[2]", #"expected a value, found "x""#),
    RefusedCase("columns count scalars", #"["é😀", x]"#, column: 8, path: "[1]", #"expected a value, found "x""#),
  ]

  /// Nesting one level past the limit, and far past it: refused at the first opening past the limit, with the path
  /// of every level above it.
  static let tooDeep: [RefusedCase] = [
    RefusedCase(
      "arrays one level past the limit", nestedArrays(limit + 1), column: limit + 1,
      path: String(repeating: "[0]", count: limit), "expected at most \(limit) levels of nesting"),
    RefusedCase(
      "arrays a hundred thousand levels deep", nestedArrays(100_000), column: limit + 1,
      path: String(repeating: "[0]", count: limit), "expected at most \(limit) levels of nesting"),
    RefusedCase(
      "opening brackets only", String(repeating: "[", count: 100_000), column: limit + 1,
      path: String(repeating: "[0]", count: limit), "expected at most \(limit) levels of nesting"),
    RefusedCase(
      "objects one level past the limit", nestedObjects(limit + 1), column: 5 * limit + 1,
      path: Array(repeating: "a", count: limit).joined(separator: "."), "expected at most \(limit) levels of nesting"),
    RefusedCase(
      "arrays and objects one level past the limit",
      String(repeating: #"[{"k":"#, count: (limit + 1) / 2) + "[]" + String(repeating: "}]", count: (limit + 1) / 2),
      column: 6 * (limit / 2) + 1, path: String(repeating: "[0].k", count: limit / 2),
      "expected at most \(limit) levels of nesting"),
    RefusedCase("an empty array past the limit", "[[]]", column: 2, path: "[0]", "expected at most 1 levels of nesting")
      .limited(to: 1),
    RefusedCase(
      "an empty object past the limit", #"{"a":{}}"#, column: 6, path: "a",
      "expected at most 1 levels of nesting"
    ).limited(to: 1),
    RefusedCase(
      "a limit below one counts as one", "[[1]]", column: 2, path: "[0]",
      "expected at most 1 levels of nesting"
    ).limited(to: 0),
    RefusedCase(
      "past the limit after earlier siblings", "[1,[2,[3]]]", column: 7, path: "[1][1]",
      "expected at most 2 levels of nesting"
    ).limited(to: 2),
  ]

  /// A refused document whose last `second` key repeats its first `first` key (both written with their quotes),
  /// refused at the repeat with the first one's line and column.
  static func duplicate(_ name: String, _ text: String, first: String, second: String, path: String) -> RefusedCase {
    let source = JSONSourceText(Array(text.utf8))
    func offsets(of key: String) -> [Int] {
      let keyBytes = Array(key.utf8)
      return (0...(source.bytes.count - keyBytes.count)).filter {
        source.bytes[$0..<($0 + keyBytes.count)].elementsEqual(keyBytes)
      }
    }
    let firstLocation = source.location(of: offsets(of: first).first ?? 0)
    let secondLocation = source.location(of: offsets(of: second).last ?? 0)
    return RefusedCase(
      name, bytes: source.bytes, line: secondLocation.line, column: secondLocation.column, path: path,
      "duplicate key, first defined at \(firstLocation)")
  }

  static let duplicateKeys: [RefusedCase] = [
    RefusedCase(
      "duplicate key", #"{"a":1,"a":2}"#, column: 8, path: "a", "duplicate key, first defined at line 1, column 2"),
    RefusedCase(
      "duplicate key after another", #"{"a":1,"b":2,"a":3}"#, column: 14, path: "a",
      "duplicate key, first defined at line 1, column 2"),
    RefusedCase(
      "duplicate key with the same value", #"{"a":1,"a":1}"#, column: 8, path: "a",
      "duplicate key, first defined at line 1, column 2"),
    RefusedCase(
      "duplicate key in a nested object", #"{"o":{"x":1,"x":2}}"#, column: 13, path: "o.x",
      "duplicate key, first defined at line 1, column 7"),
    RefusedCase(
      "duplicate key in the second object of an array", #"[{"a":1},{"a":1,"a":1}]"#, column: 17,
      path: "[1].a", "duplicate key, first defined at line 1, column 11"),
    RefusedCase(
      "duplicate key on another line", "{\"a\":1,\n\"a\":2}", line: 2, column: 1, path: "a",
      "duplicate key, first defined at line 1, column 2"),
    RefusedCase(
      "duplicate empty key", #"{"":1,"":2}"#, column: 7, path: "", "duplicate key, first defined at line 1, column 2"),
    RefusedCase(
      "duplicate written with an escape", #"{"a":1,"\u0061":2}"#, column: 8, path: "a",
      "duplicate key, first defined at line 1, column 2"),
    RefusedCase(
      "duplicate of a key with an escape", #"{"a\nb":1,"a\u000Ab":2}"#, column: 11, path: "a\nb",
      "duplicate key, first defined at line 1, column 2"),
    RefusedCase(
      "canonically equivalent keys", #"{"é":1,"e\u0301":2}"#, column: 8, path: "é",
      "duplicate key, first defined at line 1, column 2"),
    RefusedCase(
      "Kelvin sign and K", #"{"K":1,"\u212A":2}"#, column: 8, path: "K",
      "duplicate key, first defined at line 1, column 2"),
    RefusedCase(
      "duplicate with values of other kinds", #"{"a":[],"a":{}}"#, column: 9, path: "a",
      "duplicate key, first defined at line 1, column 2"),
    duplicate(
      "duplicate among twenty keys", "{" + (0..<20).map { #""k\#($0)":0,"# }.joined() + #""k3":1}"#, first: #""k3""#,
      second: #""k3""#, path: "k3"),
    duplicate(
      "duplicate of the seventeenth key", "{" + (0..<17).map { #""k\#($0)":0,"# }.joined() + #""k16":1}"#,
      first: #""k16""#, second: #""k16""#, path: "k16"),
    duplicate(
      "escaped duplicate among forty keys", "{" + (0..<40).map { #""k\#($0)":0,"# }.joined() + #""\u006B39":1}"#,
      first: #""k39""#, second: #""\u006B39""#, path: "k39"),
  ]

  @Test(arguments: literalsAndCommas + endsAndWhitespace + tooDeep + duplicateKeys)
  func refusesEveryMalformedStructure(_ refused: RefusedCase) {
    ConformanceReading.check(refused)
  }
}
