/// A command-line problem with its exit status and message.
import LodestarDemoSupport

struct DemoFailure: Error {
  var status: Int32
  var message: String

  /// A usage error: `message`, then the command's usage line.
  static func usage(_ message: String, usageLine: String) -> DemoFailure {
    DemoFailure(status: ExitStatus.usage, message: "\(message)\nUsage: \(usageLine)")
  }
}
