import Foundation
import LodestarEligibility
import LodestarTestSupport
import Testing

/// `FileEligibilityStore` merges received bytes under its lock, re-reading the file first.
@Suite struct StoreMergeTests {
  let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

  @Test func receivedBytesMergeIntoTheFileAndReceivingThemAgainChangesNothing() async throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-merge-store")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("eligibility.json")
    let store = FileEligibilityStore(url: url)
    let local = try await store.update { $0.recordDisplay(of: "tour", at: self.start, options: EligibilityOptions()) }
    #expect(!local.device.isUnassigned)
    var tablet = EligibilityState(device: "tablet")
    tablet.recordDisplay(of: "tour", at: start, options: EligibilityOptions())
    tablet.donate(EligibilityEvent("opened"), at: start)
    tablet.setValue(.integer(2), forKey: "seats", at: start)
    let bytes = try tablet.synchronizationData()
    #expect(try EligibilityState(jsonData: bytes).device == .unassigned)
    #expect(try EligibilityState(jsonData: tablet.jsonData()).device == "tablet")
    let merged = try await store.merge(bytes)
    #expect(merged.record(of: "tour").displayCount == 2)
    #expect(merged.device == local.device)
    #expect(try await store.merge(bytes) == merged)
    // Another process's change made between two merges is kept: each merge re-reads the file.
    _ = try EligibilityStateFile(url: url).update { $0.donate(EligibilityEvent("opened"), at: self.start) }
    let again = try await store.merge(bytes)
    #expect(again.events["opened"]?.count == 2)
    #expect(again.parameters["seats"] == .integer(2))
    #expect(try EligibilityStateFile(url: url).read() == again)
  }

  @Test func theStateFileMergesUnderItsLockAndKeepsItsDevice() async throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-merge-store")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = EligibilityStateFile(url: directory.appendingPathComponent("eligibility.json"))
    let local = try file.update { $0.donate(EligibilityEvent("opened"), at: self.start) }
    var tablet = EligibilityState(device: "tablet")
    tablet.donate(EligibilityEvent("opened"), at: start)
    let merged = try file.merge(tablet.synchronizationData())
    #expect(merged.events["opened"]?.count == 2)
    #expect(merged.device == local.device)
    #expect(try file.read() == merged)
    let store: any EligibilityStore = FileEligibilityStore(url: file.url)
    var watch = EligibilityState(device: "watch")
    watch.donate(EligibilityEvent("opened"), at: start)
    #expect(try await store.merge(watch.synchronizationData()).events["opened"]?.count == 3)
  }

  @Test func concurrentMergesAndChangesLoseNothing() async throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-merge-store")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("eligibility.json")
    let received = try (0..<8).map { index in
      var state = EligibilityState(device: EligibilityDeviceID(rawValue: "device-\(index)"))
      state.recordDisplay(of: "tour", at: start, options: EligibilityOptions())
      return try state.synchronizationData()
    }
    try await withThrowingTaskGroup(of: Void.self) { group in
      for bytes in received {
        group.addTask { _ = try await FileEligibilityStore(url: url).merge(bytes) }
        group.addTask {
          _ = try EligibilityStateFile(url: url).update {
            $0.recordDisplay(of: "tour", at: self.start, options: EligibilityOptions())
          }
        }
      }
      try await group.waitForAll()
    }
    #expect(try EligibilityStateFile(url: url).read().record(of: "tour").displayCount == 16)
  }

  @Test func bytesThatAreNotAStateAreRefusedAndTheFileIsUntouched() async throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-merge-store")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("eligibility.json")
    let store = FileEligibilityStore(url: url)
    _ = try await store.update { $0.setValue(.bool(true), forKey: "k", at: self.start) }
    let before = try Data(contentsOf: url)
    let cases: [(String, String)] = [
      ("{", "expected a string key, found the end of the input (line 1, column 2)"),
      (
        #"{"schemaVersion":2,"parameters":{},"events":{},"records":{"t":{"displayCount":1,"displayDuration":0,"#
          + #""devices":{"a":{"displayCount":-1,"displayDuration":0}}}}}"#,
        "records.t.devices.a.displayCount: expected an integer from 0 to 9007199254740991, found -1"
      ),
      (
        #"{"schemaVersion":2,"parameters":{},"events":{},"records":{},"clock":{"wallTime":1e300,"counter":0,"#
          + #""device":""}}"#,
        "clock.wallTime: expected an integer from -63114076800000 to 252423993599999, found 1e300"
      ),
      (
        #"{"schemaVersion":2,"parameters":{},"events":{"e":[{"date":0,"id":{"wallTime":0,"counter":0.5,"#
          + #""device":""}}]},"records":{}}"#,
        "events.e[0].id.counter: expected an integer from 0 to 9007199254740991, found 0.5"
      ),
      (#"{"schemaVersion":2,"parameters":{},"events":{},"records":{},"recordsReset":[]}"#, "expected a timestamp"),
    ]
    for (text, reason) in cases {
      do {
        _ = try await store.merge(Data(text.utf8))
        Issue.record("accepted \(text)")
      } catch let error as EligibilityStoreError {
        #expect(error.description.contains(reason), "\(error)")
      }
      #expect(try Data(contentsOf: url) == before)
    }
  }
}
