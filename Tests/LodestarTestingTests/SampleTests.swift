import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTesting
import LodestarText
import Testing

@Suite struct SampleTests {
  @Test func theProfileScreenHasTheElementsTheExampleToursTarget() {
    let screen = SceneGraph.sampleProfileScreen()
    #expect(screen.rootIDs == ["profile"])
    for id in ["nav.back", "nav.edit", "profile.avatar", "profile.name", "stats.posts", "tab.inbox"] {
      #expect(screen.frameInRoot(of: ElementID(id)) != nil, "\(id)")
    }
    #expect(screen.frameInRoot(of: "nav.edit") == Rect(x: 330, y: 52, width: 52, height: 44))
    #expect(screen.frameInRoot(of: "profile.avatar") == Rect(x: 155, y: 108, width: 80, height: 80))
  }

  @Test func theRightToLeftProfileScreenIsTheMirrorImage() {
    let size = Size(width: 844, height: 390)
    Self.expectMirrored(
      SceneGraph.sampleProfileScreen(size: size), SceneGraph.sampleProfileScreen(size: size, isRightToLeft: true),
      ids: ["nav.back", "nav.edit", "profile.avatar", "tab.home", "settings.help"], size: size)
  }

  /// Each of `ids` is in `leftToRight`, and `rightToLeft` has it at the mirror image of its frame.
  static func expectMirrored(_ leftToRight: SceneGraph, _ rightToLeft: SceneGraph, ids: [String], size: Size) {
    for id in ids {
      let frame = leftToRight.frameInRoot(of: ElementID(id))
      #expect(frame != nil, "\(id)")
      #expect(
        rightToLeft.frameInRoot(of: ElementID(id)) == frame?.mirrored(in: Rect(origin: .zero, size: size)), "\(id)")
    }
  }

  @Test func theListScreenClipsItsRowsAndScalesItsBadge() {
    let screen = SceneGraph.sampleListScreen()
    #expect(screen.roots.first?.frame.size == SceneGraph.samplePhoneSize)
    #expect(screen.frameInRoot(of: "row.19") == Rect(x: 0, y: 1_236, width: 390, height: 60))
    #expect(screen.frameInRoot(of: "badge") == Rect(x: 245, y: 755, width: 40, height: 40))
  }

  /// The settings screen is laid out for any size: its list fills the room between the bars, scrolls, and keeps
  /// "Sign out" below the fold on a phone in both orientations; right to left is the mirror image.
  @Test(arguments: [Size(width: 390, height: 844), Size(width: 844, height: 390), Size(width: 1024, height: 1366)])
  func theSettingsScreenScrollsItsRowsAtEverySize(size: Size) throws {
    let screen = SceneGraph.sampleSettingsScreen(size: size)
    #expect(screen.rootIDs == ["settings"])
    let navigation = try #require(screen.frameInRoot(of: "nav"))
    let tabBar = try #require(screen.frameInRoot(of: "tabBar"))
    let list = try #require(screen.element("settings.list"))
    #expect(list.frame == Rect(x: 0, y: navigation.maxY, width: size.width, height: tabBar.minY - navigation.maxY))
    let rows = SceneGraph.sampleSettingsRows.count
    #expect(list.scrollContainer?.contentSize == Size(width: size.width, height: Double(rows) * 56))
    #expect(
      screen.element("settings.signOut")?.frame == Rect(x: 0, y: Double(rows - 1) * 56, width: size.width, height: 56))
    #expect(screen.element("settings.notifications") != nil && screen.element("settings.accessibility") != nil)
    let signOut = try #require(screen.geometry(of: "settings.signOut"))
    if size.height <= 844 {
      #expect(signOut.visibleFrame.isNull || signOut.visibleFrame.isEmpty, "below the fold at \(size)")
    }
    Self.expectMirrored(
      screen, SceneGraph.sampleSettingsScreen(size: size, isRightToLeft: true),
      ids: ["nav.back", "settings.list", "settings.signOut", "tab.home", "tab.profile"], size: size)
  }

  /// The sample scene is a well-formed step: its body holds its text, and the scene audit finds nothing.
  @Test func theSampleSceneIsWellFormed() throws {
    let scene = TourScene.sample()
    #expect(SceneAudit().findings(in: scene, measurer: MonospacedTextMeasurer(cellWidth: 8, lineHeight: 18)) == [])
    let mark = try #require(scene.coachMark)
    for block in [mark.hint, mark.next].compactMap(\.self) {
      #expect(mark.bodyFrame.contains(block.frame), "\(block.frame) in \(mark.bodyFrame)")
    }
  }

  @Test func theSampleSceneIsTheSameAtEveryCall() {
    #expect(TourScene.sample() == TourScene.sample())
    #expect(TourScene.sample().stepCount == 3)
    #expect(TourScene.sample().progress?.text == "1 of 3")
  }
}
