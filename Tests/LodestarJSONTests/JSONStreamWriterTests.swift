import LodestarJSON
import LodestarTestSupport
import Testing

/// ``JSONStreamWriter`` writes what ``JSONWriter`` writes for the same values in the same order.
@Suite struct JSONStreamWriterTests {
  @Test func compactLayout() {
    var writer = JSONStreamWriter()
    writer.beginObject()
    writer.key("x")
    writer.number(8)
    writer.key("list")
    writer.beginArray()
    writer.number(2.5)
    writer.null()
    writer.bool(true)
    writer.beginObject()
    writer.endObject()
    writer.beginArray()
    writer.endArray()
    writer.endArray()
    writer.escapedKey("qu\"ote")
    writer.string("tab\t")
    writer.key("count")
    writer.integer(-9_007_199_254_740_993)
    writer.endObject()
    let text = writer.text
    #expect(text == #"{"x":8,"list":[2.5,null,true,{},[]],"qu\"ote":"tab\t","count":-9007199254740993}"#)
  }

  /// A key is written with one check of the buffer's room: at every fill of a small buffer, a key that just fits
  /// and one that needs the buffer to grow are written whole (in a debug build, a write past the room traps).
  @Test func keysAreWrittenAtEveryFillOfTheBuffer() {
    for fill in 0..<40 {
      for layout in [JSONWriter.Layout.compact, .indented] {
        var writer = JSONStreamWriter(layout: layout, capacity: 16)
        writer.beginObject()
        writer.key("a")
        writer.string(String(repeating: "x", count: fill))
        writer.key("name")
        writer.number(1)
        writer.endObject()
        let filler = String(repeating: "x", count: fill)
        let expected =
          layout == .compact
          ? #"{"a":"\#(filler)","name":1}"# : "{\n  \"a\": \"\(filler)\",\n  \"name\": 1\n}"
        #expect(writer.text == expected, "fill \(fill), \(layout)")
      }
    }
  }

  /// Integers are written with their digits counted first: at each power of ten and the integer before it, both
  /// signs, the extremes, and at every fill of a small buffer, each is its decimal text (as `description` writes it).
  @Test func integersAreWrittenWithEveryDigitAtEveryFillOfTheBuffer() {
    var values: [Int] = [0, Int.max, Int.min, Int.min + 1]
    var power = 1
    for _ in 0...18 {
      values += [power, power - 1, power + 1, -power, -(power - 1)]
      power = power.multipliedReportingOverflow(by: 10).partialValue
    }
    for value in values {
      for fill in 0..<24 {
        var writer = JSONStreamWriter(capacity: 16)
        writer.beginArray()
        writer.string(String(repeating: "x", count: fill))
        writer.integer(value)
        // A double that is an integer below 10^15 is written the same way.
        if value.magnitude < 1_000_000_000_000_000 { writer.number(Double(value)) }
        writer.endArray()
        let double = value.magnitude < 1_000_000_000_000_000 ? ",\(value)" : ""
        let expected = "[\"\(String(repeating: "x", count: fill))\",\(value)\(double)]"
        #expect(writer.text == expected, "\(value), fill \(fill)")
      }
    }
  }

  @Test func indentedLayoutEndingWithALineFeed() {
    var writer = JSONStreamWriter(layout: .indented)
    writer.beginObject()
    writer.key("a")
    writer.beginObject()
    writer.endObject()
    writer.key("b")
    writer.beginArray()
    writer.number(1)
    writer.beginObject()
    writer.key("c")
    writer.string("d")
    writer.endObject()
    writer.endArray()
    writer.endObject()
    writer.lineFeed()
    let text = writer.text
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

  @Test func valuesAtTheTopLevel() {
    var number = JSONStreamWriter()
    number.number(0.1 + 0.2)
    let numberText = number.text
    #expect(numberText == "0.30000000000000004")
    var string = JSONStreamWriter(layout: .indented)
    string.string("x")
    let stringText = string.text
    #expect(stringText == "\"x\"")
  }

  @Test func recordsNumbersThatAreNotFinite() {
    var writer = JSONStreamWriter()
    writer.beginArray()
    writer.number(1)
    let flaggedBefore = writer.hasWrittenNonFiniteNumber
    #expect(!flaggedBefore)
    writer.number(.infinity)
    writer.number(2)
    writer.endArray()
    let flaggedAfter = writer.hasWrittenNonFiniteNumber
    #expect(flaggedAfter)
    let text = writer.text
    #expect(text == "[1,null,2]")
  }

  /// The round trip's random documents (keys that need escapes, every kind of scalar, nesting), written in
  /// both layouts, give the same text through both writers.
  @Test func randomDocumentsAsJSONWriterWritesThem() {
    let seed: UInt64 = 0x5EED_0035_0002
    var random = SeededGenerator(seed: seed)
    for index in 0..<5_000 {
      let document = Self.withoutInlineObjects(JSONRoundTripTests.value(depth: 0, using: &random))
      for layout in [JSONWriter.Layout.compact, .indented] {
        var writer = JSONStreamWriter(layout: layout, capacity: 16)
        Self.write(document, to: &writer)
        let expected = JSONWriter(layout: layout).text(of: document)
        let text = writer.text
        #expect(text == expected, "seed \(seed), document \(index), \(layout)")
      }
    }
  }

  /// `value` with every object written on several lines: ``JSONStreamWriter`` has no inline objects.
  static func withoutInlineObjects(_ value: JSONOutput) -> JSONOutput {
    switch value {
    case .array(let elements): .array(elements.map(withoutInlineObjects))
    case .object(let members, _): .object(members.map { ($0.key, withoutInlineObjects($0.value)) })
    default: value
    }
  }

  static func write(_ value: JSONOutput, to writer: inout JSONStreamWriter) {
    switch value {
    case .null: writer.null()
    case .bool(let flag): writer.bool(flag)
    case .number(let number): writer.number(number)
    case .integer(let integer): writer.integer(integer)
    case .string(let text): writer.string(text)
    case .array(let elements):
      writer.beginArray()
      for element in elements { write(element, to: &writer) }
      writer.endArray()
    case .object(let members, _):
      writer.beginObject()
      for member in members {
        writer.escapedKey(member.key)
        write(member.value, to: &writer)
      }
      writer.endObject()
    }
  }
}

/// ``JSONOutputBuffer`` grows as it is written to and keeps what was written.
@Suite struct JSONOutputBufferTests {
  @Test func growsPastItsFirstCapacity() {
    var buffer = JSONOutputBuffer(capacity: 1)
    var expected: [UInt8] = []
    for index in 0..<1_000 {
      let byte = UInt8(ascii: "a") + UInt8(index % 26)
      switch index % 4 {
      case 0:
        buffer.append(byte)
        expected.append(byte)
      case 1:
        buffer.append(byte, repetitions: index % 7)
        expected += repeatElement(byte, count: index % 7)
      case 2:
        buffer.append("literal")
        expected += Array("literal".utf8)
      default:
        buffer.append(contentsOf: "é\(index)")
        expected += Array("é\(index)".utf8)
      }
    }
    let (bytes, count, text, last) = (buffer.bytes, buffer.count, buffer.text, buffer.last)
    #expect(bytes == expected)
    #expect(count == expected.count)
    #expect(text == String(decoding: expected, as: UTF8.self))
    #expect(last == expected.last)
    buffer.removeBytes(from: 3)
    let (shortened, tail) = (buffer.bytes, Array(buffer.bytes(from: 1)))
    #expect(shortened == Array(expected.prefix(3)))
    #expect(tail == Array(expected[1..<3]))
  }

  /// JSON Lines: a line dropped part-way (inside an object and an array, after a key, with a number that is not
  /// finite) leaves the writer at the top, so the next value starts the line without a comma and reads back.
  @Test(arguments: [JSONWriter.Layout.compact, .indented])
  func removingBytesStartsAgainAtTheTop(layout: JSONWriter.Layout) throws {
    var writer = JSONStreamWriter(layout: layout)
    writer.beginObject()
    writer.key("kept")
    writer.bool(true)
    writer.endObject()
    writer.lineFeed()
    let kept = writer.count
    let flagBefore = writer.hasWrittenNonFiniteNumber
    #expect(!flagBefore)
    writer.beginObject()
    writer.key("list")
    writer.beginArray()
    writer.number(.nan)
    writer.integer(1)
    writer.beginObject()
    writer.key("open")
    let flagWithNaN = writer.hasWrittenNonFiniteNumber
    #expect(flagWithNaN)
    writer.removeBytes(from: kept)
    let (count, flagAfter) = (writer.count, writer.hasWrittenNonFiniteNumber)
    #expect(count == kept)
    #expect(!flagAfter)
    writer.beginObject()
    writer.key("next")
    writer.integer(2)
    writer.endObject()
    let (text, bytes) = (writer.text, writer.writtenBytes)
    let lines = text.split(separator: "\n", maxSplits: 1).map(String.init)
    let expected =
      layout == .compact ? [#"{"kept":true}"#, #"{"next":2}"#] : [#"{"#, "  \"kept\": true\n}\n{\n  \"next\": 2\n}"]
    #expect(lines == expected)
    #expect(bytes == Array(text.utf8))
  }
}
