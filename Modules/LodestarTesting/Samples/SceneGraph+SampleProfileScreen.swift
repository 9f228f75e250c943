import LodestarGeometry
import LodestarHostTree

extension SceneGraph {
  /// The portrait size of the sample screens: 390×844 points, an iPhone's.
  public static let samplePhoneSize = Size(width: 390, height: 844)

  /// A sample app's profile screen, laid out for any size.
  ///
  /// Under the root `"profile"`: a navigation bar (`"nav"`) with back and edit buttons (`"nav.back"`,
  /// `"nav.edit"`), the avatar (`"profile.avatar"`), the name (`"profile.name"`), three stats (`"stats.posts"`,
  /// `"stats.followers"`, `"stats.following"`), a clipping list of four settings (`"settings.list"`,
  /// `"settings.notifications"`, ...) and a tab bar (`"tabBar"`) with four tabs (`"tab.home"`, `"tab.search"`,
  /// `"tab.inbox"`, `"tab.profile"`). A landscape size (wider than tall) gets shorter bars and a smaller
  /// avatar. The example tours in the repository's `Demo/Examples` target it.
  ///
  /// - Parameters:
  ///   - size: The screen's size; ``samplePhoneSize`` by default.
  ///   - isRightToLeft: Whether the screen is laid out right to left, mirrored as a right-to-left app lays
  ///     itself out (the back button on the right, the first tab on the right).
  /// - Returns: The screen.
  public static func sampleProfileScreen(size: Size = samplePhoneSize, isRightToLeft: Bool = false) -> SceneGraph {
    let screen = sampleProfileLayout(size: size)
    guard isRightToLeft else { return screen }
    return SceneGraph(size: size, rootID: "profile") {
      for element in screen.roots.first?.children ?? [] { mirrored(element, inWidth: size.width) }
    }
  }

  /// `element` and its subtree mirrored horizontally in a parent `width` points wide.
  static func mirrored(_ element: SceneElement, inWidth width: Double) -> SceneElement {
    var copy = element
    copy.frame = Rect(
      x: width - element.frame.maxX, y: element.frame.minY, width: element.frame.width, height: element.frame.height)
    copy.children = element.children.map { mirrored($0, inWidth: element.frame.width) }
    return copy
  }

  private static func sampleProfileLayout(size: Size) -> SceneGraph {
    let width = size.width
    let height = size.height
    let isLandscape = width > height
    let navigationHeight: Double = isLandscape ? 52 : 96
    let barTop = navigationHeight - 44
    let tabHeight: Double = isLandscape ? 49 : 83
    let avatarSize: Double = isLandscape ? 64 : 80
    let avatarTop = navigationHeight + 12
    let nameTop = avatarTop + avatarSize + 8
    let statsTop = nameTop + 40
    let statWidth = (width - 32 - 28) / 3
    let listTop = statsTop + 72
    let listHeight = max(height - tabHeight - listTop, 0)
    let tabWidth = width / 4
    return SceneGraph(size: size, rootID: "profile") {
      SceneElement("nav", frame: Rect(x: 0, y: 0, width: width, height: navigationHeight)) {
        SceneElement("nav.back", frame: Rect(x: 8, y: barTop, width: 44, height: 44), accessibilityLabel: "Back")
        SceneElement(
          "nav.edit", frame: Rect(x: width - 60, y: barTop, width: 52, height: 44), accessibilityLabel: "Edit")
      }
      SceneElement(
        "profile.avatar", frame: Rect(x: (width - avatarSize) / 2, y: avatarTop, width: avatarSize, height: avatarSize),
        cornerRadius: avatarSize / 2, accessibilityLabel: "Photo")
      SceneElement(
        "profile.name", frame: Rect(x: (width - 200) / 2, y: nameTop, width: 200, height: 28),
        accessibilityLabel: "Ada Lovelace")
      SceneElement("stats", frame: Rect(x: 0, y: statsTop, width: width, height: 64)) {
        for (index, name) in [("posts", "Posts 12"), ("followers", "Followers 3k"), ("following", "Following 87")]
          .enumerated()
        {
          SceneElement(
            ElementID("stats.\(name.0)"),
            frame: Rect(x: 16 + Double(index) * (statWidth + 14), y: 8, width: statWidth, height: 48), cornerRadius: 8,
            accessibilityLabel: name.1)
        }
      }
      SceneElement(
        "settings.list", frame: Rect(x: 0, y: listTop, width: width, height: listHeight), clipsToBounds: true,
        accessibilityLabel: "Settings"
      ) {
        for (index, name) in ["Notifications", "Privacy", "Account", "Help"].enumerated() {
          SceneElement(
            ElementID("settings.\(name.lowercased())"),
            frame: Rect(x: 16, y: 40 + Double(index) * 52, width: width - 32, height: 44), accessibilityLabel: name)
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
