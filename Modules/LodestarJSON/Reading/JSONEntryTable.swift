/// The table of values a reading appends to: a buffer that grows by doubling, which the reading hands to the
/// ``JSONDocument`` it makes (so the entries are never copied) or frees.
///
/// Unlike an array, appending checks no uniqueness and the buffer is freed by its owner:
/// ``JSONReader/document(_:)`` gives it to the document, which frees it when it goes, and every other reading
/// calls ``deallocate()``. A table can start in storage lent to it (``init(lent:)``, for
/// ``JSONReader/withContents(of:storage:_:)``), which it neither frees nor hands on: when that is full, it moves to a
/// buffer of its own.
struct JSONEntryTable {
  /// The first entry; `nil` until the table first holds one.
  private(set) var base: UnsafeMutablePointer<JSONDocument.Entry>? = nil
  /// How many entries the table holds.
  private(set) var count = 0
  /// How many entries fit before the buffer grows.
  private var capacity = 0
  /// Whether the buffer is storage lent to the table, which it must not free.
  private var isLent = false

  /// An empty table, without a buffer until it first holds an entry.
  init() {}

  /// An empty table that appends into `storage` until it is full.
  ///
  /// - Parameter storage: Room for entries, which the table neither frees nor hands on.
  init(lent storage: UnsafeMutableBufferPointer<JSONDocument.Entry>) {
    base = storage.baseAddress
    capacity = storage.count
    isLent = true
  }

  /// How many entries a reading of `byteCount` bytes makes room for first: most documents have a value every 6 bytes
  /// or more; the table grows past that as arrays do.
  ///
  /// - Parameter byteCount: The length of the text.
  /// - Returns: A number of entries.
  static func initialCapacity(forByteCount byteCount: Int) -> Int {
    min(byteCount / 6 + 4, 1 << 16)
  }

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
      if !isLent { base.deallocate() }
    }
    base = grown
    capacity = minimumCapacity
    isLent = false
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

  /// Frees the buffer, unless it was lent (a table whose entries went to a document is not freed: the document frees
  /// them).
  func deallocate() {
    if !isLent { base?.deallocate() }
  }
}
