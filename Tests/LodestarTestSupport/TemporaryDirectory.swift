import Foundation

/// A unique empty directory under the temporary directory, named `prefix-<UUID>`.
///
/// - Parameter prefix: The start of the directory's name, such as `lodestar-eligibility`.
/// - Returns: The directory's URL.
/// - Throws: The error of creating the directory.
public func makeTemporaryDirectory(prefix: String) throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "\(prefix)-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
