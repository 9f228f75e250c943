import Foundation
import LodestarTestSupport
import Testing

#if canImport(Glibc)
  import Glibc

  /// Issue 38: every file the demo writes goes through one path (`OutputDirectory`): a temporary file in the
  /// same folder renamed over the name, so a symbolic link planted at an output path is replaced, never
  /// followed, and a run that fails writes nothing. Before, `render --all` and `walkthrough --render --all`
  /// opened each file with truncation: a link's target was overwritten, and a failure part of the way left
  /// the new step 1 beside the old step 3.
  @Suite(.serialized) struct OutputFileSafetyTests {
    static let victimText = "the target of a planted link\n"

    /// The entries of `directory`, sorted, with `->` and the target for a link.
    static func listing(_ directory: URL) throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().map { name in
        let path = directory.appendingPathComponent(name).path
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
          return "\(name) -> \(target)"
        }
        return name
      }
    }

    /// Whether `path` is a regular file (not a link).
    static func isRegularFile(_ path: String) -> Bool {
      var status = stat()
      return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// Every output path of every command that writes files, each with a link planted at it; afterwards the
    /// links are regular files with the command's output and their target is byte for byte what it was.
    @Test(arguments: [
      (["render", "--out", "OUT/frame.txt"], ["frame.txt"]),
      (["render", "--format", "svg", "--all", "--out", "OUT"], (1...5).map { "step-\($0).svg" }),
      (["render", "--format", "svg", "--all", "--animated", "--out", "OUT/tour.svg"], ["tour.svg"]),
      (["walkthrough", "--render", "--format", "json", "--out", "OUT/page.json"], ["page.json"]),
      (["walkthrough", "--render", "--all", "--out", "OUT"], (1...4).map { "page-\($0).txt" }),
      (["check", "--sizes", "390x844", "--report", "OUT"], ["index.html"]),
    ])
    func aLinkPlantedAtAnOutputPathIsReplacedAndItsTargetLeftAlone(arguments: [String], names: [String]) throws {
      let directory = try makeTemporaryDirectory(prefix: "lodestar-demo-links")
      defer { try? FileManager.default.removeItem(at: directory) }
      let output = directory.appendingPathComponent("out")
      try FileManager.default.createDirectory(at: output, withIntermediateDirectories: false)
      let victim = directory.appendingPathComponent("victim.txt")
      try Data(Self.victimText.utf8).write(to: victim)
      for name in names {
        #expect(symlink(victim.path, output.appendingPathComponent(name).path) == 0)
      }
      let run = try DemoProcess.run(arguments.map { $0.replacingOccurrences(of: "OUT", with: output.path) })
      #expect(run.exitStatus == 0, "\(arguments): \(run.standardError)")
      #expect(try String(contentsOf: victim, encoding: .utf8) == Self.victimText, "\(arguments)")
      #expect(try Self.listing(output) == names.sorted(), "\(arguments): no link, no temporary file left")
      for name in names {
        let path = output.appendingPathComponent(name).path
        #expect(Self.isRegularFile(path), "\(arguments): \(name)")
        #expect((try Data(contentsOf: URL(fileURLWithPath: path))).count > 100, "\(arguments): \(name)")
      }
    }

    /// A dangling link, and a hard link, are replaced the same way: nothing is created where the dangling
    /// link points, and the other name of the hard link keeps its contents.
    @Test func danglingAndHardLinksAreReplaced() throws {
      let directory = try makeTemporaryDirectory(prefix: "lodestar-demo-links")
      defer { try? FileManager.default.removeItem(at: directory) }
      let dangling = directory.appendingPathComponent("dangling.svg")
      let nowhere = directory.appendingPathComponent("nowhere.svg")
      #expect(symlink(nowhere.path, dangling.path) == 0)
      let other = directory.appendingPathComponent("other.txt")
      try Data(Self.victimText.utf8).write(to: other)
      let hard = directory.appendingPathComponent("hard.txt")
      #expect(link(other.path, hard.path) == 0)
      #expect(try DemoProcess.run(["render", "--format", "svg", "--out", dangling.path]).exitStatus == 0)
      #expect(try DemoProcess.run(["render", "--out", hard.path]).exitStatus == 0)
      #expect(!FileManager.default.fileExists(atPath: nowhere.path))
      #expect(Self.isRegularFile(dangling.path))
      #expect(try String(contentsOf: other, encoding: .utf8) == Self.victimText)
      #expect(try String(contentsOf: hard, encoding: .utf8) != Self.victimText)
    }

    /// A name as long as a file name may be (255 bytes) is written: the temporary file's own name is short.
    @Test func theLongestFileNameIsWritten() throws {
      let directory = try makeTemporaryDirectory(prefix: "lodestar-demo-long")
      defer { try? FileManager.default.removeItem(at: directory) }
      let name = String(repeating: "a", count: 251) + ".txt"
      let run = try DemoProcess.run(["render", "--out", directory.appendingPathComponent(name).path])
      #expect(run.exitStatus == 0, "\(run.standardError)")
      #expect(try Self.listing(directory) == [name])
    }

    /// A tour whose third step cannot show (its target is missing): `render --all` fails there.
    static func tourFailingAtStep3(in directory: URL) throws -> URL {
      let tour = directory.appendingPathComponent("tour.json")
      try Data(
        #"""
        {"version": 1, "id": "t", "steps": [
          {"id": "a", "targets": ["profile.avatar"], "hint": "One"},
          {"id": "b", "targets": ["nav.edit"], "hint": "Two"},
          {"id": "c", "targets": ["no.such.element"], "hint": "Three"}]}
        """#.utf8
      ).write(to: tour)
      return tour
    }

    /// A run that fails part of the way writes nothing: the files of an earlier run stay as they were, no
    /// temporary file is left, and a folder the run created is removed again.
    @Test func aRunThatFailsPartOfTheWayWritesNothing() throws {
      let directory = try makeTemporaryDirectory(prefix: "lodestar-demo-partial")
      defer { try? FileManager.default.removeItem(at: directory) }
      let tour = try Self.tourFailingAtStep3(in: directory)
      let screen = DemoTourDocumentTests.screen
      let output = directory.appendingPathComponent("frames")
      try FileManager.default.createDirectory(at: output, withIntermediateDirectories: false)
      for step in 1...3 { try Data("old \(step)\n".utf8).write(to: output.appendingPathComponent("step-\(step).txt")) }
      let run = try DemoProcess.run(["render", tour.path, "--screen", screen, "--all", "--out", output.path])
      #expect(run.exitStatus == 65, "\(run.standardError)")
      #expect(run.standardError.contains("does not show"), "\(run.standardError)")
      #expect(try Self.listing(output) == ["step-1.txt", "step-2.txt", "step-3.txt"])
      for step in 1...3 {
        #expect(
          try String(contentsOf: output.appendingPathComponent("step-\(step).txt"), encoding: .utf8) == "old \(step)\n")
      }
      let fresh = directory.appendingPathComponent("new/deeper")
      let failed = try DemoProcess.run(["render", tour.path, "--screen", screen, "--all", "--out", fresh.path])
      #expect(failed.exitStatus == 65, "\(failed.standardError)")
      #expect(try Self.listing(directory) == ["frames", "tour.json"], "the folders made for the run are gone")
    }

    /// Something at an output path that is not a file or a link (a directory, a FIFO) is refused before
    /// anything is written, with its path and why; so is a symbolic link given as the output directory.
    @Test func whatCannotBeReplacedIsRefusedBeforeAnythingIsWritten() throws {
      let directory = try makeTemporaryDirectory(prefix: "lodestar-demo-refused")
      defer { try? FileManager.default.removeItem(at: directory) }
      let output = directory.appendingPathComponent("frames")
      try FileManager.default.createDirectory(
        at: output.appendingPathComponent("step-4.txt"), withIntermediateDirectories: true)
      #expect(mkfifo(output.appendingPathComponent("page-2.txt").path, 0o600) == 0)
      let linked = directory.appendingPathComponent("linked")
      #expect(symlink(output.path, linked.path) == 0)
      let cases: [([String], String)] = [
        (["render", "--all", "--out", output.path], "cannot write \(output.path)/step-4.txt: is a directory"),
        (
          ["walkthrough", "--render", "--all", "--out", output.path],
          "cannot write \(output.path)/page-2.txt: is a FIFO, not a regular file"
        ),
        (["render", "--all", "--out", linked.path], "\(linked.path): is a symbolic link"),
        (["render", "--all", "--out", linked.path + "/"], "\(linked.path)/: is a symbolic link"),
        (["check", "--report", linked.path], "\(linked.path): is a symbolic link"),
        (["render", "--out", output.path], "cannot write \(output.path): is a directory"),
      ]
      for (arguments, message) in cases {
        let run = try DemoProcess.run(arguments)
        #expect(run.exitStatus == 73, "\(arguments): \(run.standardError)")
        #expect(run.standardError.contains(message), "\(arguments): \(run.standardError)")
        #expect(try Self.listing(output) == ["page-2.txt", "step-4.txt"], "\(arguments)")
      }
    }

    /// Issue 38: `check --report FILE` said "cannot write FILE/index.html" and nothing more. It says why now,
    /// with the status of an output that cannot be created (73).
    @Test func aReportThatCannotBeWrittenSaysWhy() throws {
      let directory = try makeTemporaryDirectory(prefix: "lodestar-demo-report")
      defer { try? FileManager.default.removeItem(at: directory) }
      let file = directory.appendingPathComponent("notes.txt")
      try Data("notes\n".utf8).write(to: file)
      let run = try DemoProcess.run(["check", "--sizes", "390x844", "--report", file.path])
      #expect(run.exitStatus == 73, "\(run.standardError)")
      #expect(run.standardError == "lodestar-demo check: \(file.path): not a directory\n")
      let below = try DemoProcess.run(["check", "--sizes", "390x844", "--report", file.path + "/report"])
      #expect(below.exitStatus == 73, "\(below.standardError)")
      #expect(
        below.standardError
          == "lodestar-demo check: \(file.path)/report: cannot create the directory \(file.path)/report: "
          + "not a directory\n")
      #expect(try String(contentsOf: file, encoding: .utf8) == "notes\n")
    }

    /// Streams are written as they are: standard output through `/dev/stdout`, `/dev/null`. With standard
    /// output sent to a file, `/dev/stdout` leads to a regular file: the frame goes to standard output, and
    /// the link `/dev/stdout` is not replaced (root could create files in /dev).
    @Test func aFIFOACharacterDeviceOrStandardOutputIsWrittenToAsItIs() throws {
      let frame = try DemoProcess.run(["render"]).text
      let run = try DemoProcess.run(["render", "--out", "/dev/stdout"])
      #expect(run.exitStatus == 0, "\(run.standardError)")
      #expect(run.text == frame)
      #expect(try DemoProcess.run(["render", "--out", "/dev/null"]).exitStatus == 0)
      let directory = try makeTemporaryDirectory(prefix: "lodestar-demo-stdout")
      defer { try? FileManager.default.removeItem(at: directory) }
      let file = directory.appendingPathComponent("frame.txt")
      try Data().write(to: file)
      let redirected = try DemoProcess.run(["render", "--out", "/dev/stdout"], outputPath: file.path)
      #expect(redirected.exitStatus == 0, "\(redirected.standardError)")
      #expect(try String(contentsOf: file, encoding: .utf8) == frame)
      #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: "/dev/stdout")) != nil)
      #expect(try Self.listing(directory) == ["frame.txt"])
    }
  }
#endif
