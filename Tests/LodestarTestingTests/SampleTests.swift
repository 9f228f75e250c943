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
    let leftToRight = SceneGraph.sampleProfileScreen(size: size)
    let rightToLeft = SceneGraph.sampleProfileScreen(size: size, isRightToLeft: true)
    for id in ["nav.back", "nav.edit", "profile.avatar", "tab.home", "settings.help"] {
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
