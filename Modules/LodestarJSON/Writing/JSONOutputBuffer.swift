/// The bytes of JSON text being written: one block of memory that grows as bytes are appended.
///
/// The writers append a few bytes at a time, thousands of times per document. An `Array`'s `append` checks on
/// each call that its storage is not shared and calls into the runtime to do so; this buffer cannot be copied
/// (`~Copyable`), so it owns its memory alone and an append is a bounds check and a store. Measured with callgrind
/// on a scene of 5,589 bytes written by ``JSONStreamWriter``: 283,500 instructions appending to `[UInt8]`, 176,600
/// appending to this buffer (with the numbers of ``JSONNumberFormat`` written without `rounded()` as well).
package struct JSONOutputBuffer: ~Copyable {
  /// The first byte of the block.
  private var start: UnsafeMutablePointer<UInt8>
  /// How many bytes the block holds.
  private var capacity: Int
  /// How many bytes have been written, from `start`.
  package private(set) var count = 0

  /// An empty buffer with room for `capacity` bytes before it grows.
  ///
  /// - Parameter capacity: The bytes to make room for; at least 16 are.
  package init(capacity: Int = 256) {
    self.capacity = max(capacity, 16)
    start = .allocate(capacity: self.capacity)
  }

  deinit {
    start.deallocate()
  }

  /// The bytes written, as text.
  package var text: String {
    String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  }

  /// The bytes written.
  package var bytes: [UInt8] {
    Array(UnsafeBufferPointer(start: start, count: count))
  }

  /// The last byte written, or `nil` when there is none.
  package var last: UInt8? {
    count > 0 ? start[count - 1] : nil
  }

  /// The bytes from `offset` to the end.
  ///
  /// - Parameter offset: Where to start, from 0 to ``count``.
  /// - Returns: The bytes.
  package func bytes(from offset: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: start + offset, count: count - offset)
  }

  /// Forgets the bytes from `offset` on, so the next byte is written there.
  ///
  /// - Parameter offset: The new count, from 0 to ``count``.
  package mutating func removeBytes(from offset: Int) {
    count = min(max(offset, 0), count)
  }

  /// Appends one byte.
  ///
  /// - Parameter byte: The byte.
  @inline(__always)
  package mutating func append(_ byte: UInt8) {
    if count == capacity { grow(toHold: count + 1) }
    start[count] = byte
    count += 1
  }

  /// Appends the decimal digits of `value`, after a minus sign when it is negative: the digits are counted, room is
  /// made for them once, and they are written from the last.
  ///
  /// - Parameter value: The integer; every value, `Int.min` included.
  package mutating func appendDecimal(_ value: Int) {
    let magnitude = value.magnitude
    var digits = 1
    var rest = magnitude
    while rest >= 10 {
      rest /= 10
      digits += 1
    }
    let needed = digits + (value < 0 ? 1 : 0)
    if count + needed > capacity { grow(toHold: count + needed) }
    // Written through a buffer of the capacity, whose subscript checks each position in a debug build.
    let room = UnsafeMutableBufferPointer(start: start, count: capacity)
    if value < 0 { room[count] = UInt8(ascii: "-") }
    var position = count + needed
    rest = magnitude
    repeat {
      position -= 1
      room[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
    } while rest > 0
    count += needed
  }

  /// Appends `byte` `repetitions` times.
  ///
  /// - Parameters:
  ///   - byte: The byte.
  ///   - repetitions: How many times; nothing when it is 0 or less.
  package mutating func append(_ byte: UInt8, repetitions: Int) {
    guard repetitions > 0 else { return }
    if count + repetitions > capacity { grow(toHold: count + repetitions) }
    (start + count).initialize(repeating: byte, count: repetitions)
    count += repetitions
  }

  /// Appends `bytes`.
  ///
  /// - Parameter bytes: The bytes.
  @inline(__always)
  package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
    (start + count).initialize(from: source, count: bytes.count)
    count += bytes.count
  }

  /// Appends the UTF-8 bytes of `literal`.
  ///
  /// - Parameter literal: The text, known when the package is compiled.
  /// Appends a key of the compact layout: `"name":`, after a comma when `afterComma` is set. The key is written as
  /// it is: it must need no escapes.
  ///
  /// - Parameters:
  ///   - name: The key.
  ///   - afterComma: Whether a member comes before it.
  @inline(__always)
  package mutating func appendKey(_ name: StaticString, afterComma: Bool) {
    name.withUTF8Buffer { name in
      // A comma, two quotes and a colon around the name.
      let needed = name.count + 4
      if count + needed > capacity { grow(toHold: count + needed) }
      // Written through a buffer of the capacity, whose subscript checks each position in a debug build.
      let room = UnsafeMutableBufferPointer(start: start, count: capacity)
      var position = count
      if afterComma {
        room[position] = UInt8(ascii: ",")
        position += 1
      }
      room[position] = UInt8(ascii: "\"")
      position += 1
      _ = UnsafeMutableBufferPointer(rebasing: room[position..<(position + name.count)]).update(fromContentsOf: name)
      position += name.count
      room[position] = UInt8(ascii: "\"")
      room[position + 1] = UInt8(ascii: ":")
      count = position + 2
    }
  }

  @inline(__always)
  package mutating func append(_ literal: StaticString) {
    literal.withUTF8Buffer { append($0) }
  }

  /// Appends the UTF-8 bytes of `text`.
  ///
  /// - Parameter text: The text.
  package mutating func append(contentsOf text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  /// Moves the bytes to a block that holds at least `needed` bytes: twice the capacity, or more when that is not
  /// enough.
  private mutating func grow(toHold needed: Int) {
    let newCapacity = max(needed, 2 * capacity)
    let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newStart.moveInitialize(from: start, count: count)
    start.deallocate()
    start = newStart
    capacity = newCapacity
  }
}
