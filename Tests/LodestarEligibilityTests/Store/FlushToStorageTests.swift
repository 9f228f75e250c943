import Foundation
import LodestarEligibility
import Testing

/// The store's flush: `fcntl(F_FULLFSYNC)` where the system has it (Apple's), `fsync` where it fails or does
/// not exist. The rule runs here with recording stand-ins for the two calls, since Linux has no `F_FULLFSYNC`.
@Suite struct FlushToStorageTests {
  /// The calls made, in order, and what each answered.
  final class Calls {
    var log: [String] = []
  }

  @Test func aFullSynchronizationThatSucceedsIsEnough() {
    let calls = Calls()
    let result = EligibilityPlatform.flushToStorage(
      7,
      fullSynchronize: {
        calls.log.append("full \($0)")
        return 0
      },
      synchronize: {
        calls.log.append("fsync \($0)")
        return 0
      })
    #expect(result == 0)
    #expect(calls.log == ["full 7"])
  }

  /// F_FULLFSYNC answers with any value but -1 on success (fcntl(2)); only -1 is a failure.
  @Test func anyAnswerButMinusOneIsSuccess() {
    let calls = Calls()
    let result = EligibilityPlatform.flushToStorage(
      3,
      fullSynchronize: {
        calls.log.append("full \($0)")
        return 1
      },
      synchronize: {
        calls.log.append("fsync \($0)")
        return -1
      })
    #expect(result == 0)
    #expect(calls.log == ["full 3"])
  }

  @Test(arguments: [0 as Int32, -1])
  func aFailedFullSynchronizationFallsBackToFsync(fsyncResult: Int32) {
    let calls = Calls()
    let result = EligibilityPlatform.flushToStorage(
      5,
      fullSynchronize: {
        calls.log.append("full \($0)")
        return -1
      },
      synchronize: {
        calls.log.append("fsync \($0)")
        return fsyncResult
      })
    #expect(result == fsyncResult)
    #expect(calls.log == ["full 5", "fsync 5"])
  }

  @Test func withoutAFullSynchronizationOnlyFsyncRuns() {
    let calls = Calls()
    let result = EligibilityPlatform.flushToStorage(
      9, fullSynchronize: nil,
      synchronize: {
        calls.log.append("fsync \($0)")
        return 0
      })
    #expect(result == 0)
    #expect(calls.log == ["fsync 9"])
  }

  /// On this system the real flush of a real file succeeds.
  @Test func flushesARealFile() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lodestar-flush-\(UInt64.random(in: 0...UInt64.max))"
    ).path
    try Data("state".utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let descriptor = open(path, O_RDWR | O_CLOEXEC)
    try #require(descriptor >= 0)
    defer { _ = close(descriptor) }
    #expect(EligibilityPlatform.flushToStorage(descriptor) == 0)
  }
}
