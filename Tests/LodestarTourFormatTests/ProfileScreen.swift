import Foundation
import LodestarGeometry
import LodestarTourFormat
import LodestarViewModel

/// The 390×844 profile screen the example tours in Demo/Examples target: a navigation bar with back and
/// edit buttons, the avatar and name, three stats, a settings list and a tab bar with four tabs, under the
/// root `"profile"`.
enum ProfileScreen {
  static func make() -> SceneGraph {
    SceneGraph(size: Size(width: 390, height: 844), rootID: "profile") {
      SceneElement("nav", frame: Rect(x: 0, y: 0, width: 390, height: 96)) {
        SceneElement("nav.back", frame: Rect(x: 8, y: 52, width: 44, height: 44), accessibilityLabel: "Back")
        SceneElement("nav.edit", frame: Rect(x: 330, y: 52, width: 52, height: 44), accessibilityLabel: "Edit")
      }
      SceneElement("profile.avatar", frame: Rect(x: 155, y: 112, width: 80, height: 80), cornerRadius: 40)
      SceneElement("profile.name", frame: Rect(x: 95, y: 200, width: 200, height: 28))
      SceneElement("stats", frame: Rect(x: 0, y: 244, width: 390, height: 64)) {
        SceneElement("stats.posts", frame: Rect(x: 16, y: 8, width: 110, height: 48), cornerRadius: 8)
        SceneElement("stats.followers", frame: Rect(x: 140, y: 8, width: 110, height: 48), cornerRadius: 8)
        SceneElement("stats.following", frame: Rect(x: 264, y: 8, width: 110, height: 48), cornerRadius: 8)
      }
      SceneElement("settings.list", frame: Rect(x: 0, y: 324, width: 390, height: 437), clipsToBounds: true)
      SceneElement("tabBar", frame: Rect(x: 0, y: 761, width: 390, height: 83)) {
        for (index, name) in ["home", "search", "inbox", "profile"].enumerated() {
          SceneElement(
            ElementID("tab.\(name)"), frame: Rect(x: Double(index) * 97.5, y: 0, width: 97.5, height: 49))
        }
      }
    }
  }
}

/// The example files shipped in Demo/Examples.
enum TourExamples {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Demo/Examples")

  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: folder.appendingPathComponent(name))
  }
}
