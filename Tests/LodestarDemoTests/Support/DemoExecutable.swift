import Foundation

/// The built `lodestar-demo` the tests run: the test target depends on it, so `swift build --build-tests`
/// and `swift test` build it next to the test binary.
enum DemoExecutable {
  /// Why the executable was not found.
  struct NotFound: Error, CustomStringConvertible {
    var description: String
  }

  /// The path of `lodestar-demo` next to the test binary, or a message saying where it was looked for.
  ///
  /// `LODESTAR_DEMO_EXECUTABLE` names another build to test instead (for example one of `main`, to see a new
  /// test fail there).
  static func locate() -> Result<String, NotFound> {
    if let other = ProcessInfo.processInfo.environment["LODESTAR_DEMO_EXECUTABLE"], !other.isEmpty {
      guard FileManager.default.isExecutableFile(atPath: other) else {
        return .failure(NotFound(description: "LODESTAR_DEMO_EXECUTABLE=\(other) is not an executable file"))
      }
      return .success(other)
    }
    var directories: [URL] = []
    if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      directories.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
    }
    if let first = CommandLine.arguments.first {
      directories.append(URL(fileURLWithPath: first).deletingLastPathComponent())
    }
    directories.append(Bundle.main.bundleURL)
    directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
    var looked: [String] = []
    for directory in directories {
      var current = directory
      for _ in 0..<4 {  // .xctest bundles on Apple platforms sit a few levels below the build directory
        let candidate = current.appendingPathComponent("lodestar-demo").path
        if FileManager.default.isExecutableFile(atPath: candidate) { return .success(candidate) }
        looked.append(current.path)
        current = current.deletingLastPathComponent()
      }
    }
    return .failure(
      NotFound(
        description: "lodestar-demo not found next to the test binary (looked in \(Set(looked).sorted())); "
          + "build it with `swift build --build-tests`"))
  }

  /// The path of `lodestar-demo`, or nil when it was not found.
  static var path: String? { try? locate().get() }
}
