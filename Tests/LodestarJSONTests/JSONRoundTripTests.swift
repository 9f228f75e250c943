import LodestarJSON
import LodestarTestSupport
import Testing

/// The writer and the reader agree: 100,000 seeded random documents (objects with keys that need escapes or are
/// not ASCII, arrays, strings of every kind of scalar, doubles from subnormals to the largest, integers, Booleans,
/// null, nested) are written by ``JSONWriter`` in both layouts and read back by ``JSONReader`` as the same values:
/// doubles bit for bit (except `-0`, which the writer writes as `0`), integers exactly, strings scalar for scalar.
@Suite struct JSONRoundTripTests {
  static let seed: UInt64 = 0x4C6F_6465_7374_6172
  static let documentCount = 100_000

  @Test func randomDocumentsReadBackAsWritten() {
    var random = SeededGenerator(seed: Self.seed)
    let reader = JSONReader(maximumDepth: 64)
    var failures = 0
    for index in 0..<Self.documentCount {
      let document = Self.value(depth: 0, using: &random)
      let writer = JSONWriter(
        layout: random.chance(0.5) ? .compact : .indented, sortsKeys: random.chance(0.25),
        scalarArraysOnOneLine: random.chance(0.5))
      let text = writer.text(of: document)
      let outcome: String?
      do {
        let value = try reader.read(Array(text.utf8))
        outcome = Self.matches(document, value, sortedKeys: writer.sortsKeys) ? nil : "read back a different value"
      } catch {
        outcome = "refused: \(error)"
      }
      if let outcome {
        Issue.record("seed \(Self.seed), document \(index): \(outcome)\n\(text)")
        failures += 1
        if failures == 5 { return }
      }
    }
  }

  // MARK: - Comparing

  /// Whether `value` is what the writer should have made of `output`.
  static func matches(_ output: JSONOutput, _ value: JSONValue, sortedKeys: Bool) -> Bool {
    switch (output, value.content) {
    case (.null, .null): return true
    case (.bool(let written), .bool(let read)): return written == read
    case (.number(let written), .number(let read, _)):
      // The writer writes -0 as 0 (as JavaScript's JSON.stringify does).
      return (written == 0 ? 0.0 : written).bitPattern == read.bitPattern
    case (.integer(let written), .number):
      return value.integer(in: Int.min...Int.max) == written
    case (.string(let written), .string(let read)):
      return written.unicodeScalars.elementsEqual(read.unicodeScalars)
    case (.array(let written), .array(let read)):
      return written.count == read.count
        && zip(written, read).allSatisfy { matches($0, $1, sortedKeys: sortedKeys) }
    case (.object(let written, _), .object(let read)):
      let ordered = sortedKeys ? written.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) } : written
      return ordered.count == read.count
        && zip(ordered, read).allSatisfy {
          $0.key.unicodeScalars.elementsEqual($1.key.unicodeScalars)
            && matches($0.value, $1.value, sortedKeys: sortedKeys)
        }
    default: return false
    }
  }

  // MARK: - Generating

  /// A random value; containers grow rarer with depth, and none is deeper than 6.
  static func value(depth: Int, using random: inout SeededGenerator) -> JSONOutput {
    let containerChance = depth == 0 ? 0.9 : (depth < 6 ? 0.3 / Double(depth) : 0)
    if random.chance(containerChance) {
      let count = random.int(in: 0...5)
      if random.chance(0.5) {
        return .array((0..<count).map { _ in value(depth: depth + 1, using: &random) })
      }
      var keys = Set<String>()
      var members: [(key: String, value: JSONOutput)] = []
      for _ in 0..<count {
        // The reader refuses duplicate keys, canonically equivalent ones included, which a Set<String> finds.
        let key = string(using: &random)
        guard keys.insert(key).inserted else { continue }
        members.append((key, value(depth: depth + 1, using: &random)))
      }
      return .object(members, inline: random.chance(0.5))
    }
    switch random.int(in: 0...9) {
    case 0: return .null
    case 1: return .bool(random.chance(0.5))
    case 2, 3: return .string(string(using: &random))
    case 4: return .integer(integer(using: &random))
    default: return .number(double(using: &random))
    }
  }

  /// Printable ASCII, the characters the writer escapes, other non-ASCII scalars from every UTF-8 length, and
  /// random scalars.
  static func string(using random: inout SeededGenerator) -> String {
    let pool: [Unicode.Scalar] = [
      "a", "Z", "0", " ", "/", "\"", "\\", "\u{0}", "\u{8}", "\t", "\n", "\u{C}", "\r", "\u{1F}", "\u{7F}", "\u{85}",
      "\u{9F}", "\u{A0}", "é", "ß", "\u{301}", "€", "中", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{FFFF}", "😀",
      "\u{10FFFF}",
    ]
    var scalars = String.UnicodeScalarView()
    for _ in 0..<random.int(in: 0...12) {
      if random.chance(0.5) {
        scalars.append(Unicode.Scalar(UInt8(random.int(in: 0x20...0x7E))))
      } else if random.chance(0.7) {
        scalars.append(pool[random.int(in: 0...(pool.count - 1))])
      } else if let scalar = Unicode.Scalar(UInt32(random.int(in: 0...0x10FFFF))) {
        scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  static func integer(using random: inout SeededGenerator) -> Int {
    switch random.int(in: 0...3) {
    case 0: return random.int(in: -1000...1000)
    case 1: return [Int.min, Int.max, 0, -1, 1 << 53, (1 << 53) + 1, -(1 << 53) - 1][random.int(in: 0...6)]
    default: return Int(bitPattern: UInt(random.next()))
    }
  }

  /// Doubles of every kind: any finite bit pattern, subnormals, the extremes and the boundaries of the writer's
  /// plain and exponent forms, integers, short decimals.
  static func double(using random: inout SeededGenerator) -> Double {
    let sign: UInt64 = random.chance(0.5) ? 1 << 63 : 0
    switch random.int(in: 0...6) {
    case 0:
      var value = Double(bitPattern: random.next())
      while !value.isFinite { value = Double(bitPattern: random.next()) }
      return value
    case 1:
      return Double(bitPattern: sign | (random.next() & 0x000F_FFFF_FFFF_FFFF))
    case 2:
      let extremes: [Double] = [
        .greatestFiniteMagnitude, .leastNonzeroMagnitude, .leastNormalMagnitude, .leastNormalMagnitude.nextDown,
        -0.0, 1e21, 1e21.nextDown, 1e-7, 1e-7.nextUp, 1e-6, 1e15, 1e15.nextUp, 9_007_199_254_740_994, 0.1, 1 / 3,
      ]
      return extremes[random.int(in: 0...(extremes.count - 1))] * (sign == 0 ? 1 : -1)
    case 3:
      return Double(random.int(in: -1_000_000...1_000_000))
    case 4:
      return Double(random.int(in: -100_000...100_000)) / 100
    case 5:
      return Double(bitPattern: sign | (UInt64(random.int(in: 0...2046)) << 52) | (random.next() >> 12))
    default:
      return random.double(in: -1e6...1e6)
    }
  }
}
