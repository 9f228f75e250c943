import Foundation
import LodestarEligibility
import LodestarTestSupport
import Testing

#if canImport(Glibc)
  import Glibc

  /// What the state file does with what it finds at its path: a read never changes the file system; a
  /// change moves a corrupt file aside only when it is a regular file that starts like a state file; anything
  /// that is not a regular file is refused before it is opened.
  @Suite struct StateFileSafetyTests {
    static let corrupt = Data(#"{"schemaVersion":1,"records":{"tour":{"displayCount":"#.utf8)
    static let notes = Data("Buy milk.\n{not json either}\n".utf8)

    /// The names in `directory`, sorted.
    static func names(_ directory: URL) throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    @Test func aReadOfACorruptFileSaysWhatAndWhereAndChangesNothing() throws {
      let directory = try makeTemporaryDirectory(prefix: "lodestar-safety")
      defer { try? FileManager.default.removeItem(at: directory) }
      let url = directory.appendingPathComponent("eligibility.json")
      for contents in [Self.corrupt, Self.notes, Data()] {
        try contents.write(to: url)
        let log = EligibilityDiagnosticLog()
        do {
          _ = try EligibilityStateFile(url: url, diagnostics: log.record).read()
          Issue.record("read a corrupt file: \(contents)")
        } catch {
          guard case .unreadableFile(let path, let reason) = error else {
            Issue.record("unexpected error \(error)")
            continue
          }
          #expect(path == url.path)
          #expect(reason.hasPrefix("the eligibility state is malformed: "), "\(reason)")
          #expect(reason.contains("(line "), "\(reason)")
          #expect(error.isDataError)
        }
        #expect(try Self.names(directory) == ["eligibility.json"], "no lock file, nothing moved aside")
        #expect(try Data(contentsOf: url) == contents)
        #expect(log.all.isEmpty)
      }
    }

    @Test func aReadOfAValidFileCreatesNoLockFile() throws {
      let directory = try makeTemporaryDirectory(prefix: "lodestar-safety")
      defer { try? FileManager.default.removeItem(at: directory) }
      let url = directory.appendingPathComponent("eligibility.json")
      var state = EligibilityState()
      state.setValue(.integer(3), forKey: "seats")
      try state.jsonData().write(to: url)
      #expect(try EligibilityStateFile(url: url).read() == state)
      #expect(try Self.names(directory) == ["eligibility.json"])
    }

    @Test func aChangeLeavesAFileThatIsNotAStateFileAlone() throws {
      let directory = try makeTemporaryDirectory(prefix: "lodestar-safety")
      defer { try? FileManager.default.removeItem(at: directory) }
      let url = directory.appendingPathComponent("notes.txt")
      for contents in [Self.notes, Data(), Data("  \n".utf8), Data("[1, 2]".utf8)] {
        try contents.write(to: url)
        let file = EligibilityStateFile(url: url)
        let changes: [(String, () throws(EligibilityStoreError) -> Void)] = [
          (
            "update",
            { () throws(EligibilityStoreError) in _ = try file.update { $0.setValue(.bool(true), forKey: "k") } }
          ),
          ("reset", { () throws(EligibilityStoreError) in _ = try file.reset() }),
          (
            "readMovingCorruptFileAside",
            { () throws(EligibilityStoreError) in _ = try file.readMovingCorruptFileAside() }
          ),
        ]
        for (name, change) in changes {
          do {
            try change()
            Issue.record("\(name) accepted \(contents)")
          } catch {
            guard case .unreadableFile(let path, let reason) = error else {
              Issue.record("\(name): unexpected error \(error)")
              continue
            }
            #expect(path == url.path)
            #expect(
              reason.hasSuffix("it does not start like an eligibility state file (a JSON object), so it was left alone")
            )
          }
          #expect(try Data(contentsOf: url) == contents, "\(name)")
          #expect(try Self.names(directory).allSatisfy { !$0.contains(".corrupt-") }, "\(name)")
        }
      }
    }

    @Test func aChangeMovesACorruptStateFileAside() throws {
      let directory = try makeTemporaryDirectory(prefix: "lodestar-safety")
      defer { try? FileManager.default.removeItem(at: directory) }
      let url = directory.appendingPathComponent("eligibility.json")
      try Self.corrupt.write(to: url)
      let state = try EligibilityStateFile(url: url).update { $0.setValue(.integer(1), forKey: "k") }
      #expect(state.parameters["k"] == .integer(1))
      let names = try Self.names(directory)
      let aside = try #require(names.first { $0.hasPrefix("eligibility.json.corrupt-") })
      #expect(try Data(contentsOf: directory.appendingPathComponent(aside)) == Self.corrupt)
    }

    /// Issue 38: `reset` replaced any file that starts with `{` (a `package.json`, a tour) with an empty state.
    /// It refuses whatever `read` refuses now, and leaves the bytes alone: a JSON object that is not a state,
    /// a corrupt state file, a newer schema version.
    @Test(arguments: [
      #"{"name":"my-app","dependencies":{}}"#, "\n {\"schemaVersion\": 1,", #"{"schemaVersion":7}"#,
      #"{"version":1,"id":"tour","steps":[]}"#,
    ])
    func resetRefusesWhatReadRefusesAndLeavesTheBytes(contents: String) throws {
      let directory = try makeTemporaryDirectory(prefix: "lodestar-safety")
      defer { try? FileManager.default.removeItem(at: directory) }
      let url = directory.appendingPathComponent("package.json")
      try Data(contents.utf8).write(to: url)
      let file = EligibilityStateFile(url: url)
      var readError: EligibilityStoreError?
      do { _ = try file.read() } catch { readError = error }
      do {
        _ = try file.reset()
        Issue.record("reset accepted \(contents)")
      } catch {
        #expect(error.isDataError, "\(error)")
        if case .unreadableFile(_, let reason) = error {
          #expect(reason.hasSuffix("; it was left alone"), "\(reason)")
        } else {
          #expect(error == readError, "\(error)")
        }
      }
      #expect(readError != nil)
      #expect(try Data(contentsOf: url) == Data(contents.utf8))
      #expect(try Self.names(directory) == ["package.json"], "no lock file, nothing moved aside")
    }

    /// With no file the state is empty already: `reset` writes nothing and creates no directory or lock file.
    @Test func resetOfAMissingFileCreatesNothing() throws {
      let directory = try makeTemporaryDirectory(prefix: "lodestar-safety")
      defer { try? FileManager.default.removeItem(at: directory) }
      for path in ["eligibility.json", "missing/folders/eligibility.json"] {
        let url = directory.appendingPathComponent(path)
        #expect(try EligibilityStateFile(url: url).reset() == EligibilityState())
        #expect(try Self.names(directory).isEmpty, "\(path)")
      }
    }

    /// A symbolic link planted at the lock file's path is refused, not followed: its target is not created.
    @Test func aLinkAtTheLockPathIsNotFollowed() throws {
      let directory = try makeTemporaryDirectory(prefix: "lodestar-safety")
      defer { try? FileManager.default.removeItem(at: directory) }
      let url = directory.appendingPathComponent("eligibility.json")
      let target = directory.appendingPathComponent("planted-target")
      #expect(symlink(target.path, url.path + ".lock") == 0)
      #expect(
        throws: EligibilityStoreError.fileSystem(
          operation: "opening the lock file", path: url.path + ".lock", errorNumber: ELOOP)
      ) {
        try EligibilityStateFile(url: url).update { $0.setValue(.integer(1), forKey: "k") }
      }
      #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    /// A FIFO, devices, a directory and a socket: every operation refuses them before opening them for
    /// reading (a FIFO would block the open, /dev/zero never ends), changes nothing next to them, and says
    /// what they are.
    @Test func somethingThatIsNotARegularFileIsRefusedBeforeItIsOpened() throws {
      let directory = try makeTemporaryDirectory(prefix: "lodestar-safety")
      defer { try? FileManager.default.removeItem(at: directory) }
      let files = try NonRegularFiles(in: directory)
      defer { files.close() }
      let (fifo, socketPath, folder) = (files.fifo, files.socket, files.folder)
      // Unblocks an open of the FIFO that would wait for a writer (as today's main did), so the test fails
      // instead of hanging if the refusal ever regresses.
      let watchdog = DispatchWorkItem {
        let descriptor = open(fifo, O_WRONLY | O_NONBLOCK)
        if descriptor >= 0 { close(descriptor) }
      }
      DispatchQueue.global().asyncAfter(deadline: .now() + 5, execute: watchdog)
      defer { watchdog.cancel() }
      let cases = [
        (fifo, "a FIFO"), (socketPath, "a socket"), (folder, "a directory"), ("/dev/null", "a character device"),
        ("/dev/zero", "a character device"), ("/dev/full", "a character device"),
      ]
      let before = try Self.names(directory)
      for (path, kind) in cases {
        let file = EligibilityStateFile(url: URL(fileURLWithPath: path))
        let operations: [(String, () throws(EligibilityStoreError) -> Void)] = [
          ("read", { () throws(EligibilityStoreError) in _ = try file.read() }),
          (
            "readMovingCorruptFileAside",
            { () throws(EligibilityStoreError) in _ = try file.readMovingCorruptFileAside() }
          ),
          ("update", { () throws(EligibilityStoreError) in _ = try file.update { _ in } }),
          ("reset", { () throws(EligibilityStoreError) in _ = try file.reset() }),
        ]
        for (name, operation) in operations {
          #expect(throws: EligibilityStoreError.notARegularFile(path: path, kind: kind), "\(name) \(path)") {
            try operation()
          }
        }
        #expect(
          EligibilityStoreError.notARegularFile(path: path, kind: kind).description
            == "'\(path)' is \(kind), not a regular file: it is not an eligibility state file and was left alone")
      }
      #expect(try Self.names(directory) == before, "no lock file, nothing moved aside")
      #expect(try Self.names(URL(fileURLWithPath: folder)).isEmpty)
      var status = stat()
      #expect(stat(fifo, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO)
    }

    /// An empty path means the current directory to `URL(fileURLWithPath:)`: a directory is refused before
    /// a lock file is created next to it (it used to create `../<directory>.lock`).
    @Test func aDirectoryPathCreatesNoLockFileBesideIt() throws {
      let parent = try makeTemporaryDirectory(prefix: "lodestar-safety")
      defer { try? FileManager.default.removeItem(at: parent) }
      let directory = parent.appendingPathComponent("current")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
      let file = EligibilityStateFile(url: URL(fileURLWithPath: directory.path + "/"))
      #expect(throws: EligibilityStoreError.notARegularFile(path: directory.path, kind: "a directory")) {
        try file.update { _ in }
      }
      #expect(try Self.names(parent) == ["current"])
    }
  }
#endif
