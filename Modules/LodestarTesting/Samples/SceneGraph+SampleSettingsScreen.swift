import LodestarGeometry
import LodestarHostTree

extension SceneGraph {
  /// The rows of ``sampleSettingsScreen(size:isRightToLeft:)``, top to bottom: each row's id is `"settings."` and
  /// its name in lower camel case (`"settings.signOut"`).
  public static let sampleSettingsRows = [
    "Notifications", "Privacy", "Account", "Language", "Display", "Sounds", "Storage", "Battery", "Accessibility",
    "Keyboard", "Help", "Feedback", "About", "Sign out",
  ]

  /// A sample app's settings screen, laid out for any size, whose list scrolls.
  ///
  /// Under the root `"settings"`: a navigation bar (`"nav"`) with a back button (`"nav.back"`), a scroll
  /// container (`"settings.list"`) between the bar and a tab bar (`"tabBar"`, four tabs as on
  /// ``sampleProfileScreen(size:isRightToLeft:)``), holding the rows of ``sampleSettingsRows``, 56 points each.
  /// The last row, `"settings.signOut"`, is below the fold on a phone in either orientation, so a tour that
  /// targets it scrolls first (the repository's `Demo/Examples/settings-tour.json`). A landscape size gets
  /// shorter bars.
  ///
  /// - Parameters:
  ///   - size: The screen's size; ``samplePhoneSize`` by default.
  ///   - isRightToLeft: Whether the screen is laid out right to left, mirrored.
  /// - Returns: The screen.
  public static func sampleSettingsScreen(size: Size = samplePhoneSize, isRightToLeft: Bool = false) -> SceneGraph {
    let screen = sampleSettingsLayout(size: size)
    guard isRightToLeft else { return screen }
    return SceneGraph(size: size, rootID: "settings") {
      for element in screen.roots.first?.children ?? [] { mirrored(element, inWidth: size.width) }
    }
  }

  /// The id of a settings row named `name`: `"settings."` and the name in lower camel case.
  static func settingsRowID(_ name: String) -> ElementID {
    let words = name.split(separator: " ")
    let camel = words.enumerated().map { index, word in
      index == 0 ? word.lowercased() : word.prefix(1).uppercased() + word.dropFirst().lowercased()
    }
    return ElementID("settings." + camel.joined())
  }

  private static func sampleSettingsLayout(size: Size) -> SceneGraph {
    let width = size.width
    let height = size.height
    let isLandscape = width > height
    let navigationHeight: Double = isLandscape ? 52 : 96
    let tabHeight: Double = isLandscape ? 49 : 83
    let listHeight = max(height - tabHeight - navigationHeight, 0)
    let rowHeight: Double = 56
    let tabWidth = width / 4
    return SceneGraph(size: size, rootID: "settings") {
      SceneElement("nav", frame: Rect(x: 0, y: 0, width: width, height: navigationHeight)) {
        SceneElement(
          "nav.back", frame: Rect(x: 8, y: navigationHeight - 44, width: 44, height: 44), accessibilityLabel: "Back")
      }
      SceneElement(
        "settings.list", frame: Rect(x: 0, y: navigationHeight, width: width, height: listHeight), clipsToBounds: true,
        scrollContainer: ScrollContainer(
          contentSize: Size(width: width, height: Double(sampleSettingsRows.count) * rowHeight)),
        accessibilityLabel: "Settings"
      ) {
        for (index, name) in sampleSettingsRows.enumerated() {
          SceneElement(
            settingsRowID(name), frame: Rect(x: 0, y: Double(index) * rowHeight, width: width, height: rowHeight),
            accessibilityLabel: name)
        }
      }
      SceneElement("tabBar", frame: Rect(x: 0, y: height - tabHeight, width: width, height: tabHeight)) {
        for (index, name) in ["Home", "Search", "Inbox", "Profile"].enumerated() {
          SceneElement(
            ElementID("tab.\(name.lowercased())"),
            frame: Rect(x: Double(index) * tabWidth, y: 0, width: tabWidth, height: 49), accessibilityLabel: name)
        }
      }
    }
  }
}
