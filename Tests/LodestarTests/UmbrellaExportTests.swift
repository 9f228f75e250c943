import Foundation
import Testing

/// The umbrellas re-export the library modules and never LodestarTesting, so an app that imports `Lodestar` does
/// not ship the test aids, nor the UIKit and SwiftUI adapters, which an app links as it draws; the
/// app-extension-safe umbrella leaves LodestarWindowing out as well.
@Suite struct UmbrellaExportTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func exports(of umbrella: String) throws -> Set<String> {
    let url = root.appendingPathComponent("Modules/\(umbrella)/\(umbrella).swift")
    let prefix = "@_exported import "
    return Set(
      try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix(prefix) }
        .map { String($0.dropFirst(prefix.count)) })
  }

  /// The library modules: every folder under Modules/ but the umbrellas, LodestarTesting, the internal JSON and the
  /// adapters.
  static func libraryModules() throws -> Set<String> {
    let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Modules").path)
    return Set(names).subtracting([
      "Lodestar", "LodestarAppExtensionSafe", "LodestarTesting", "LodestarJSON", "LodestarUIKit", "LodestarSwiftUI",
    ])
  }

  @Test func lodestarExportsEveryLibraryModuleAndNotTheTestAids() throws {
    let exports = try Self.exports(of: "Lodestar")
    #expect(exports == (try Self.libraryModules()))
    #expect(!exports.contains("LodestarTesting"))
  }

  @Test func theExtensionSafeUmbrellaLeavesOutWindowingAndTheTestAids() throws {
    let exports = try Self.exports(of: "LodestarAppExtensionSafe")
    #expect(exports == (try Self.libraryModules()).subtracting(["LodestarWindowing"]))
    #expect(!exports.contains("LodestarTesting"))
  }
}
