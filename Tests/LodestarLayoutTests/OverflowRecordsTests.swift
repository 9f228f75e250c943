import LodestarLayout
import Testing

/// ``OverflowRecords`` keeps its first 8 records inline and the rest in an array it makes for the ninth: every
/// record reads back in order, across that boundary, and two lists are equal when their records are.
@Suite struct OverflowRecordsTests {
  static func record(_ index: Int) -> OverflowRecord {
    OverflowRecord(
      placement: Placement.allCases[index % Placement.allCases.count], count: 3, first: Double(index),
      second: -Double(index), third: Double(index) / 2)
  }

  @Test(arguments: [0, 1, 7, 8, 9, 12, 30])
  func recordsReadBackInOrder(count: Int) {
    var records = OverflowRecords()
    for index in 0..<count { records.append(Self.record(index)) }
    #expect(records.count == count)
    #expect(Array(records) == (0..<count).map(Self.record))
    var other = OverflowRecords()
    for index in 0..<count { other.append(Self.record(index)) }
    #expect(records == other)
    other.append(Self.record(count))
    #expect(records != other)
  }
}
