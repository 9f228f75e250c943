import LodestarDemoSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One file of an ``OutputDirectory`` being written: a temporary file in the directory, buffered, renamed
/// over its name when the directory commits. A report written piece by piece (`check --report`) is never
/// held whole in memory.
final class StagedOutputFile {
  /// The name the file gets.
  let name: String
  /// The temporary file's name in the same directory.
  let temporaryName: String
  /// How messages name the file.
  let displayPath: String
  /// How messages name the command.
  let command: String
  /// The temporary file, open for writing; -1 once finished.
  private var descriptor: Int32
  /// Bytes not written yet.
  private var buffer: [UInt8] = []
  /// Why writing failed, once it did.
  private(set) var failure: String?

  /// The most bytes kept before they are written: 64 KiB.
  static let bufferSize = 1 << 16

  init(name: String, temporaryName: String, displayPath: String, descriptor: Int32, command: String) {
    self.name = name
    self.temporaryName = temporaryName
    self.displayPath = displayPath
    self.descriptor = descriptor
    self.command = command
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// Appends `bytes` to the file.
  ///
  /// - Throws: ``DemoFailure`` with status 74 and the system's reason when writing fails (a full disk); the
  ///   run then writes nothing (its ``OutputDirectory`` discards every staged file).
  func append(_ bytes: [UInt8]) throws(DemoFailure) {
    buffer += bytes
    if buffer.count >= Self.bufferSize { try flush() }
  }

  /// Appends the UTF-8 bytes of `text` (see ``append(_:)-([UInt8])``).
  func append(_ text: String) throws(DemoFailure) {
    try append(Array(text.utf8))
  }

  /// Writes what is buffered and closes the file: `nil`, or why the file could not be written whole.
  func finish() -> String? {
    guard descriptor >= 0 else { return failure }
    if failure == nil, let reason = FileDescriptorWriting.writeAll(buffer, to: descriptor) { failure = reason }
    buffer = []
    if close(descriptor) != 0, failure == nil { failure = InputFile.reason(errno) }
    descriptor = -1
    return failure
  }

  private func flush() throws(DemoFailure) {
    guard failure == nil, descriptor >= 0 else { throw writeFailure() }
    if let reason = FileDescriptorWriting.writeAll(buffer, to: descriptor) { failure = reason }
    buffer.removeAll(keepingCapacity: true)
    if failure != nil { throw writeFailure() }
  }

  private func writeFailure() -> DemoFailure {
    DemoFailure(
      status: ExitStatus.ioError,
      message: "\(command): cannot write \(displayPath): \(failure ?? "the file is closed"); nothing was written")
  }
}
