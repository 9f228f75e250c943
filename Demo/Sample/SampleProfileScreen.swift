import Lodestar

/// The built-in sample app: a profile screen (navigation bar with back and edit buttons, avatar, name, three
/// stats, a list of settings, a tab bar with four tabs) laid out for any size, 390×844 by default.
enum SampleProfileScreen {
  static let portraitSize = Size(width: 390, height: 844)

  /// The screen for `size`; right-to-left mirrors it (the back button on the right, the first tab on the
  /// right), as a right-to-left app lays itself out.
  static func make(size: Size = portraitSize, isRightToLeft: Bool = false) -> SceneGraph {
    let screen = layout(size: size)
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

  private static func layout(size: Size) -> SceneGraph {
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
