import LodestarRendering
import Testing

@Suite struct JSONWriterTests {
  @Test(arguments: [
    (0.0, "0"), (-0.0, "0"), (3.0, "3"), (-12.0, "-12"), (0.1, "0.1"), (1.5, "1.5"), (1e-7, "1e-07"),
    (9_007_199_254_740_992.0, "9007199254740992"), (1e300, "1e+300"), (.nan, "null"), (-.infinity, "null"),
    (0.3 - 0.1, "0.19999999999999998"),
  ])
  func formatsNumbers(value: Double, expected: String) {
    #expect(JSONWriter.format(value) == expected)
  }

  private let value: JSONValue = [
    "zeta": [1, 2.5, nil, true],
    "alpha": ["é": "x", "Z": false, "a": [:]],
    "text": "quote \" backslash \\ newline \n tab \t bell \u{7} sep \u{2028}",
    "empty": [],
  ]

  @Test func writesCompactJSONWithSortedKeys() {
    #expect(
      JSONWriter().string(for: value)
        == #"{"alpha":{"Z":false,"a":{},"é":"x"},"empty":[],"#
        + #""text":"quote \" backslash \\ newline \n tab \t bell \u0007 sep \u2028","zeta":[1,2.5,null,true]}"#)
  }

  @Test func writesPrettyJSON() {
    let text = JSONWriter(isPretty: true).string(for: ["b": [1, ["c": "d"]], "a": [:]])
    #expect(
      text == """
        {
          "a": {},
          "b": [
            1,
            {
              "c": "d"
            }
          ]
        }
        """)
  }

  @Test func writesScalarsAtTheTopLevel() {
    #expect(JSONWriter().string(for: "x") == "\"x\"")
    #expect(JSONWriter().string(for: nil) == "null")
    #expect(JSONWriter().string(for: .number(.infinity)) == "null")
  }
}
