import LodestarGeometry
import LodestarLayout
import LodestarRendering
import LodestarViewModel

/// A copy of the demo's built-in tour (Demo/Sample/DemoTour.swift) over its profile screen
/// (Demo/Sample/SampleProfileScreen.swift), laid out for any size, for the renderers' own tests; the golden
/// files check the demo's copy byte for byte.
enum ProfileTourFixture {
  static let steps: [CoachMark] = [
    CoachMark(target: "profile.name", title: "Your name", hint: "This is how people see you. Tap to change it."),
    CoachMark(
      target: "profile.avatar", focusStyle: CircleFocusStyle(radius: .scaledToTarget(factor: 1.2)),
      title: "Your photo", hint: "A circle highlights your avatar."),
    CoachMark(
      target: "stats.posts", additionalTargets: ["stats.followers", "stats.following"], anchor: .primary(1),
      focusStyle: RoundedRectFocusStyle(insets: DirectionalEdgeInsets(top: -4, leading: -4, bottom: -4, trailing: -4)),
      title: "Your numbers", hint: "Posts, followers and following: three targets, one highlight."),
    CoachMark(
      target: "nav.back", placement: .anchored(Placement(side: .right)), maxWidth: 220, title: "Go back",
      hint: "Placed to the right by the anchored engine."),
    CoachMark(
      target: "nav.edit", placement: .anchored(Placement(side: .left, alignment: .start)), maxWidth: 220,
      title: "Edit your profile", hint: "Placed to the left. Opening the editor completes this step.",
      nextText: "Done"),
  ]

  /// The profile screen for `size`, mirrored for right-to-left.
  static func screen(size: Size, isRightToLeft: Bool = false) -> SceneGraph {
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
    func x(_ frame: Rect, in parentWidth: Double) -> Rect {
      isRightToLeft
        ? Rect(x: parentWidth - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
    }
    return SceneGraph(size: size, rootID: "profile") {
      SceneElement("nav", frame: Rect(x: 0, y: 0, width: width, height: navigationHeight)) {
        SceneElement(
          "nav.back", frame: x(Rect(x: 8, y: barTop, width: 44, height: 44), in: width), accessibilityLabel: "Back")
        SceneElement(
          "nav.edit", frame: x(Rect(x: width - 60, y: barTop, width: 52, height: 44), in: width),
          accessibilityLabel: "Edit")
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
            frame: x(Rect(x: 16 + Double(index) * (statWidth + 14), y: 8, width: statWidth, height: 48), in: width),
            cornerRadius: 8, accessibilityLabel: name.1)
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
            frame: x(Rect(x: Double(index) * tabWidth, y: 0, width: tabWidth, height: 49), in: width),
            accessibilityLabel: name)
        }
      }
    }
  }

  /// The settled scene of step `index` on a screen of `size`, laid out with `measurer`.
  @MainActor static func scene(
    step index: Int, size: Size, isRightToLeft: Bool = false, measurer: any TextMeasurer
  ) -> (scene: TourScene, screen: SceneGraph) {
    let screen = screen(size: size, isRightToLeft: isRightToLeft)
    let presenter = TourPresenter(
      tree: screen, steps: steps, measurer: measurer,
      options: TourPresenterOptions(layoutDirection: isRightToLeft ? .rightToLeft : .leftToRight))
    presenter.start(at: index, time: 0)
    return (presenter.scene(at: 5), screen)
  }
}
