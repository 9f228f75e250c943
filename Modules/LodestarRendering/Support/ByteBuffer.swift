/// A growable byte buffer for the writers' inner loops: appending is a bounds check and a store, without the
/// uniqueness check an `Array` append makes every time.
final class ByteBuffer {
  private var pointer: UnsafeMutablePointer<UInt8>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 64)
    pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
  }

  deinit {
    pointer.deallocate()
  }

  @inline(__always)
  func append(_ byte: UInt8) {
    if count == capacity { grow(toAtLeast: count + 1) }
    pointer[count] = byte
    count += 1
  }

  func append(_ first: UInt8, _ second: UInt8) {
    if count + 2 > capacity { grow(toAtLeast: count + 2) }
    pointer[count] = first
    pointer[count + 1] = second
    count += 2
  }

  func append(contentsOf bytes: some Sequence<UInt8>) {
    for byte in bytes { append(byte) }
  }

  /// Appends bytes from memory in one copy.
  func append(_ buffer: UnsafeBufferPointer<UInt8>) {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return }
    if count + buffer.count > capacity { grow(toAtLeast: count + buffer.count) }
    (pointer + count).update(from: base, count: buffer.count)
    count += buffer.count
  }

  /// Appends a string's UTF-8 bytes in one copy (no escaping).
  func append(utf8Of string: String) {
    var string = string
    string.withUTF8 { append($0) }
  }

  func append(_ text: StaticString) {
    text.withUTF8Buffer { buffer in
      if count + buffer.count > capacity { grow(toAtLeast: count + buffer.count) }
      for byte in buffer {
        pointer[count] = byte
        count += 1
      }
    }
  }

  /// Drops bytes from the end, keeping the first `newCount`.
  func truncate(to newCount: Int) {
    count = min(max(newCount, 0), count)
  }

  /// The bytes written so far.
  var bytes: [UInt8] { Array(UnsafeBufferPointer(start: pointer, count: count)) }

  /// The bytes written so far as a string (invalid UTF-8 is repaired with U+FFFD).
  var string: String { String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self) }

  private func grow(toAtLeast minimum: Int) {
    let newCapacity = max(capacity * 2, minimum)
    let newPointer = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newPointer.update(from: pointer, count: count)
    pointer.deallocate()
    pointer = newPointer
    capacity = newCapacity
  }
}
