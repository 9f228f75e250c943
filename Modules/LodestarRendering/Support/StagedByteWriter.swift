/// Appends bytes to an array through a small chunk of memory (on the stack): the inner loops write with a
/// bounds check and a store, and the array is touched only once per chunk, with one copy.
///
/// Appending to an array that already has room allocates nothing, so a caller that keeps its array between
/// frames (clearing it with `removeAll(keepingCapacity: true)`) writes frames without allocating.
struct StagedByteWriter {
  /// The size of a chunk: small enough to be always safe on the stack, and at least 2 (see
  /// ``append(_:_:)``).
  static let chunkCapacity = 1024

  /// The bytes copied so far; call ``flush()`` first to have all of them.
  var output: [UInt8] = []
  /// Where bytes are gathered before they are copied to ``output``.
  private let chunk: UnsafeMutableBufferPointer<UInt8>
  private var staged = 0

  /// A writer with an empty ``output`` that gathers bytes in `chunk`, which must not be empty and must
  /// outlive it.
  init(through chunk: UnsafeMutableBufferPointer<UInt8>) {
    self.chunk = chunk
  }

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    if staged == chunk.count { flush() }
    chunk[staged] = byte
    staged += 1
  }

  /// Appends two bytes with one check for room (escape sequences are mostly written in pairs).
  @inline(__always)
  mutating func append(_ first: UInt8, _ second: UInt8) {
    if staged + 2 > chunk.count { flush() }
    chunk[staged] = first
    chunk[staged + 1] = second
    staged += 2
  }

  mutating func append(contentsOf bytes: some Sequence<UInt8>) {
    for byte in bytes { append(byte) }
  }

  /// Copies the staged bytes to ``output``.
  mutating func flush() {
    guard staged > 0 else { return }
    output.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[..<staged]))
    staged = 0
  }
}
