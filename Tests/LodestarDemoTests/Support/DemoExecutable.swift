import Foundation

/// The built command-line tools the tests run (`lodestar-demo`, `lodestar-bench`, `lodestar-test-aid`): the test
/// target depends on them, so `swift build --build-tests` and `swift test` build them next to the test binary.
enum DemoExecutable {
  /// The demo's executable name.
  static let demo = "lodestar-demo"
  /// The benchmarks' executable name.
  static let bench = "lodestar-bench"
  /// The test aids' executable name (the terminal self-test, the store's writers).
  static let testAid = "lodestar-test-aid"

  /// Why the executable was not found.
  struct NotFound: Error, CustomStringConvertible {
    var description: String
  }

  /// The path of the executable `name` (the demo unless told) next to the test binary, or a message saying
  /// where it was looked for.
  ///
  /// An environment variable names another build to test instead (for example one of `main`, to see a new test
  /// fail there): `LODESTAR_DEMO_EXECUTABLE` for `lodestar-demo`, `LODESTAR_BENCH_EXECUTABLE` for
  /// `lodestar-bench`, `LODESTAR_TEST_AID_EXECUTABLE` for `lodestar-test-aid`.
  static func locate(_ name: String = demo) -> Result<String, NotFound> {
    let variable = name.uppercased().replacingOccurrences(of: "-", with: "_") + "_EXECUTABLE"
    if let other = ProcessInfo.processInfo.environment[variable], !other.isEmpty {
      guard FileManager.default.isExecutableFile(atPath: other) else {
        return .failure(NotFound(description: "\(variable)=\(other) is not an executable file"))
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
        let candidate = current.appendingPathComponent(name).path
        if FileManager.default.isExecutableFile(atPath: candidate) { return .success(candidate) }
        looked.append(current.path)
        current = current.deletingLastPathComponent()
      }
    }
    return .failure(
      NotFound(
        description: "\(name) not found next to the test binary (looked in \(Set(looked).sorted())); "
          + "build it with `swift build --build-tests`"))
  }

  /// The path of `lodestar-demo`, or nil when it was not found.
  static var path: String? { try? locate().get() }
}
