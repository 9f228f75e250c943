/// The overflows `flip` or `autoPlacement` measured for one placement it tried.
public struct OverflowRecord: Sendable, Hashable {
  /// The placement tried.
  public var placement: Placement
  /// How many overflow values were measured (0 to 3).
  public var count: Int
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
    self.count = max(0, min(3, count))
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

/// An ordered list of ``OverflowRecord``s stored inline for the first 12 entries, so recording the
/// placements tried does not allocate in the usual cases.
public struct OverflowRecords: Sendable, RandomAccessCollection {
  @usableFromInline typealias Storage = (
    OverflowRecord, OverflowRecord, OverflowRecord, OverflowRecord, OverflowRecord, OverflowRecord,
    OverflowRecord, OverflowRecord, OverflowRecord, OverflowRecord, OverflowRecord, OverflowRecord
  )
  @usableFromInline static let inlineCapacity = 12
  @usableFromInline static let empty = OverflowRecord(placement: .bottom, count: 0)
  @usableFromInline var storage: Storage = (
    empty, empty, empty, empty, empty, empty, empty, empty, empty, empty, empty, empty
  )
  @usableFromInline var spill: [OverflowRecord] = []
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
    if position >= Self.inlineCapacity { return spill[position - Self.inlineCapacity] }
    return withUnsafeBytes(of: storage) { buffer in
      buffer.load(fromByteOffset: position * MemoryLayout<OverflowRecord>.stride, as: OverflowRecord.self)
    }
  }

  /// Appends a record.
  @inlinable
  public mutating func append(_ record: OverflowRecord) {
    if stored < Self.inlineCapacity {
      let offset = stored * MemoryLayout<OverflowRecord>.stride
      withUnsafeMutableBytes(of: &storage) { buffer in
        buffer.storeBytes(of: record, toByteOffset: offset, as: OverflowRecord.self)
      }
    } else {
      spill.append(record)
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
