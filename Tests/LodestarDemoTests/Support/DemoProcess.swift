import Foundation

/// Runs the built `lodestar-demo` (or `lodestar-bench`, `lodestar-test-aid`) without a terminal and collects its
/// output and exit status.
struct DemoProcess {
  var standardOutput: [UInt8]
  var standardError: String
  var exitStatus: Int32

  var text: String { String(decoding: standardOutput, as: UTF8.self) }

  /// Runs the demo with `arguments`, in `currentDirectory` when given (the test's own otherwise).
  ///
  /// - Parameters:
  ///   - input: What the demo reads on standard input (nothing: `/dev/null`), from a temporary file (a pipe
  ///     the demo does not read could end the test process with SIGPIPE; `runShell` pipes).
  ///   - outputPath: A file to open as standard output instead of a pipe (such as `/dev/full`); the
  ///     collected output is then empty.
  ///   - executable: The tool to run: ``DemoExecutable/demo``, ``DemoExecutable/bench`` or
  ///     ``DemoExecutable/testAid``.
  static func run(
    _ arguments: [String], environment: [String: String] = [:], currentDirectory: URL? = nil, input: Data? = nil,
    outputPath: String? = nil, executable: String = DemoExecutable.demo
  ) throws -> DemoProcess {
    let path = try DemoExecutable.locate(executable).get()
    return try launch(
      path, arguments, environment: environment, currentDirectory: currentDirectory, input: input,
      outputPath: outputPath)
  }

  /// Runs `script` with `bash -c`, the built demo's path in `$DEMO` (for process substitution and other shell
  /// redirections).
  static func runShell(_ script: String, environment: [String: String] = [:]) throws -> DemoProcess {
    let path = try DemoExecutable.locate().get()
    return try launch("/bin/bash", ["-c", script], environment: environment.merging(["DEMO": path]) { $1 })
  }

  private static func launch(
    _ executable: String, _ arguments: [String], environment: [String: String], currentDirectory: URL? = nil,
    input: Data? = nil, outputPath: String? = nil
  ) throws -> DemoProcess {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.currentDirectoryURL = currentDirectory
    process.arguments = arguments
    process.environment = ["LANG": "C.UTF-8", "TERM": "dumb", "PATH": "/usr/bin:/bin"].merging(environment) { $1 }
    let output = Pipe()
    let error = Pipe()
    if let outputPath {
      process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
    } else {
      process.standardOutput = output
    }
    process.standardError = error
    var inputFile: URL?
    defer { if let inputFile { try? FileManager.default.removeItem(at: inputFile) } }
    if let input {
      let file = FileManager.default.temporaryDirectory.appendingPathComponent(
        "lodestar-demo-input-\(UUID().uuidString)")
      try input.write(to: file)
      inputFile = file
      process.standardInput = try FileHandle(forReadingFrom: file)
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    try process.run()
    if outputPath != nil { try? output.fileHandleForWriting.close() }
    let outputData = outputPath == nil ? output.fileHandleForReading.readDataToEndOfFile() : Data()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return DemoProcess(
      standardOutput: Array(outputData), standardError: String(decoding: errorData, as: UTF8.self),
      exitStatus: process.terminationReason == .uncaughtSignal
        ? 128 + process.terminationStatus : process.terminationStatus)
  }
}
