import Foundation

/// Runs the built `lodestar-demo` without a terminal and collects its output and exit status.
struct DemoProcess {
  var standardOutput: [UInt8]
  var standardError: String
  var exitStatus: Int32

  var text: String { String(decoding: standardOutput, as: UTF8.self) }

  /// Runs the demo with `arguments`, in `currentDirectory` when given (the test's own otherwise).
  static func run(
    _ arguments: [String], environment: [String: String] = [:], currentDirectory: URL? = nil
  ) throws -> DemoProcess {
    let path = try DemoExecutable.locate().get()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.currentDirectoryURL = currentDirectory
    process.arguments = arguments
    process.environment = ["LANG": "C.UTF-8", "TERM": "dumb"].merging(environment) { $1 }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return DemoProcess(
      standardOutput: Array(outputData), standardError: String(decoding: errorData, as: UTF8.self),
      exitStatus: process.terminationStatus)
  }
}
