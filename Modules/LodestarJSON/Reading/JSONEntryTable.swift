/// The table of values a reading appends to: a buffer that grows by doubling, which the reading hands to the
/// ``JSONDocument`` it makes (so the entries are never copied) or frees.
///
/// Unlike an array, appending checks no uniqueness and the buffer is freed by its owner:
/// ``JSONReader/document(_:)`` gives it to the document, which frees it when it goes, and every other reading
/// calls ``deallocate()``.
struct JSONEntryTable {
  /// The first entry; `nil` until the table first holds one.
  private(set) var base: UnsafeMutablePointer<JSONDocument.Entry>? = nil
  /// How many entries the table holds.
  private(set) var count = 0
  /// How many entries fit before the buffer grows.
  private var capacity = 0

  /// The entries, in order.
  var buffer: UnsafeBufferPointer<JSONDocument.Entry> { UnsafeBufferPointer(start: base, count: count) }

  /// The entry at `index`, which is less than ``count``.
  subscript(index: Int) -> JSONDocument.Entry {
    get { buffer[index] }
    nonmutating set { UnsafeMutableBufferPointer(start: base, count: count)[index] = newValue }
  }

  /// Makes room for at least `minimumCapacity` entries.
  mutating func reserveCapacity(_ minimumCapacity: Int) {
    guard minimumCapacity > capacity else { return }
    let grown = UnsafeMutablePointer<JSONDocument.Entry>.allocate(capacity: minimumCapacity)
    if let base {
      grown.moveInitialize(from: base, count: count)
      base.deallocate()
    }
    base = grown
    capacity = minimumCapacity
  }

  /// Appends `entry`, doubling the buffer when it is full.
  ///
  /// - Complexity: Amortized O(1).
  @inline(__always)
  mutating func append(_ entry: JSONDocument.Entry) {
    if count == capacity { reserveCapacity(Swift.max(16, capacity * 2)) }
    base?.advanced(by: count).initialize(to: entry)
    count += 1
  }

  /// Frees the buffer (a table whose entries went to a document is not freed: the document frees them).
  func deallocate() {
    base?.deallocate()
  }
}
