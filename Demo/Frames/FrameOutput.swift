/// Where `render` and `walkthrough --render` put their frames: standard output, the `--out` file, or with
import LodestarDemoSupport

/// `--all` one file per frame in the `--out` directory, all renamed into place together once every frame is
/// drawn (``OutputDirectory``): a run that fails part of the way writes nothing.
final class FrameOutput {
  private enum Destination {
    case standardOutput
    case file(String)
    case directory(OutputDirectory)
  }

  private let destination: Destination
  private let command: String

  /// The destination of `outputPath` (standard output when `nil`); with `writesEveryFrame`, a directory made
  /// now with its missing parents.
  ///
  /// - Throws: ``DemoFailure`` with status 73 when the directory cannot be made or is a link.
  init(outputPath: String?, writesEveryFrame: Bool, command: String) throws(DemoFailure) {
    self.command = command
    switch outputPath {
    case nil: destination = .standardOutput
    case let path? where writesEveryFrame: destination = .directory(try OutputDirectory.make(path, command: command))
    case let path?: destination = .file(path)
    }
  }

  /// Writes one frame: to standard output, the `--out` file, or as `fileName` in the directory.
  ///
  /// - Returns: The status of a write to standard output (74 when it failed), success otherwise.
  /// - Throws: ``DemoFailure`` when the file cannot be written (see ``OutputFile`` and ``OutputDirectory``).
  func write(_ bytes: [UInt8], fileName: String) throws(DemoFailure) -> Int32 {
    switch destination {
    case .standardOutput: return StandardOutput.write(bytes)
    case .file(let path): try OutputFile.write(bytes, to: path, command: command)
    case .directory(let directory): try directory.stage(bytes, as: fileName)
    }
    return ExitStatus.success
  }

  /// Puts every frame of a directory in place (see ``OutputDirectory/commit()``).
  func finish() throws(DemoFailure) {
    if case .directory(let directory) = destination { try directory.commit() }
  }
}
