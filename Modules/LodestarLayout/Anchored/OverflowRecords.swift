/// The overflows `flip` or `autoPlacement` measured for one placement it tried.
public struct OverflowRecord: Sendable, Hashable {
  /// The placement tried.
  public var placement: Placement
  /// How many overflow values were measured (0 to 3).
  public var count: Int {
    get { Int(storedCount) }
    set { storedCount = UInt8(max(0, min(3, newValue))) }
  }
  @usableFromInline var storedCount: UInt8
  /// The measured overflows, in Floating UI's order (unused entries are zero).
  public var first: Double
  /// The second measured overflow.
  public var second: Double
  /// The third measured overflow.
  public var third: Double

  /// Creates a record with up to three overflows.
  @inlinable
  public init(placement: Placement, count: Int, first: Double = 0, second: Double = 0, third: Double = 0) {
    self.placement = placement
    self.storedCount = UInt8(max(0, min(3, count)))
    self.first = first
    self.second = second
    self.third = third
  }

  /// The overflow at `index`, or `nil` past ``count`` (JavaScript's `undefined`).
  @inlinable
  public func overflow(at index: Int) -> Double? {
    guard index >= 0, index < count else { return nil }
    switch index {
    case 0: return first
    case 1: return second
    default: return third
    }
  }

  /// The measured overflows as an array.
  public var overflows: [Double] { (0..<count).compactMap { overflow(at: $0) } }

  /// A record with no overflows (placeholder storage). Its placement, `top-start`, is the one whose bits are
  /// all zero, so empty storage is set up with zeros (fewer instructions than any other value).
  @usableFromInline static let empty = OverflowRecord(placement: .topStart, count: 0)

  /// The sum of the positive overflows, added in order (Floating UI's best-fit score).
  @inlinable
  var positiveSum: Double {
    var sum = 0.0
    if count > 0, first > 0 { sum += first }
    if count > 1, second > 0 { sum += second }
    if count > 2, third > 0 { sum += third }
    return sum
  }
}

/// An ordered list of ``OverflowRecord``s stored inline for the first 8 entries (the most a default `flip` or
/// `autoPlacement` list tries), so recording the
/// placements tried does not allocate in the usual cases.
public struct OverflowRecords: Sendable, RandomAccessCollection {
  @usableFromInline static let inlineCapacity = 8
  @usableFromInline var record0 = OverflowRecord.empty
  @usableFromInline var record1 = OverflowRecord.empty
  @usableFromInline var record2 = OverflowRecord.empty
  @usableFromInline var record3 = OverflowRecord.empty
  @usableFromInline var record4 = OverflowRecord.empty
  @usableFromInline var record5 = OverflowRecord.empty
  @usableFromInline var record6 = OverflowRecord.empty
  @usableFromInline var record7 = OverflowRecord.empty
  /// The records past the first 8; `nil` until there are some, so that copying a list retains nothing.
  @usableFromInline var spill: [OverflowRecord]? = nil
  @usableFromInline var stored = 0

  /// Creates an empty list.
  @inlinable
  public init() {}

  /// The index of the first record.
  @inlinable
  public var startIndex: Int { 0 }

  /// One past the index of the last record.
  @inlinable
  public var endIndex: Int { stored }

  /// The record at `position`.
  @inlinable
  public subscript(position: Int) -> OverflowRecord {
    switch position {
    case 0: record0
    case 1: record1
    case 2: record2
    case 3: record3
    case 4: record4
    case 5: record5
    case 6: record6
    case 7: record7
    default: spill?[position - Self.inlineCapacity] ?? .empty
    }
  }

  /// Appends a record.
  @inlinable @inline(__always)
  public mutating func append(_ record: OverflowRecord) {
    switch stored {
    case 0: record0 = record
    case 1: record1 = record
    case 2: record2 = record
    case 3: record3 = record
    case 4: record4 = record
    case 5: record5 = record
    case 6: record6 = record
    case 7: record7 = record
    default:
      if spill == nil { spill = [] }
      spill?.append(record)
    }
    stored += 1
  }
}

extension OverflowRecords: Equatable {
  /// Whether both lists hold the same records in the same order.
  public static func == (lhs: OverflowRecords, rhs: OverflowRecords) -> Bool {
    lhs.elementsEqual(rhs)
  }
}
