import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTesting
import LodestarText
import LodestarTimeline
import LodestarViewModel
import Testing

@Suite struct SceneAccessibilityTests {
  @Test func theSampleScenesElementsAndAnnouncement() {
    let model = TourScene.sample().accessibility()
    #expect(
      model.elements == [
        AccessibilityElement(
          part: .hint, label: "Tap here to start", traits: .staticText,
          frame: Rect(x: 35, y: 171, width: 136, height: 18)),
        AccessibilityElement(
          part: .nextControl, label: "Next", hint: "Goes to step 2 of 3.", traits: .button,
          frame: Rect(x: 192, y: 171, width: 32, height: 18)),
        AccessibilityElement(
          part: .skipControl, label: "Skip", hint: "Ends the tour.", traits: .button,
          frame: Rect(x: 320, y: 56, width: 60, height: 30)),
        AccessibilityElement(
          part: .progress, label: "1 of 3", traits: [.staticText, .updatesFrequently],
          frame: Rect(x: 171, y: 800, width: 48, height: 18)),
      ])
    #expect(model.announcement == "Step 1 of 3. Tap here to start")
    #expect(model.isModal)
    #expect(model.interactiveTargets == [])
  }

  @Test func sceneElementsFillTheScenesSlot() {
    let elements = TourScene.sample().accessibility().sceneElements
    #expect(elements.map(\.id) == ["coachMarkHint", "coachMarkNext", "skipButton", "coachMarkProgress"])
    #expect(elements.map(\.role) == [.staticText, .button, .button, .staticText])
    #expect(elements[1].hint == "Goes to step 2 of 3.")
  }

  @Test func aTitleIsAHeaderReadFirstAndWrappedLinesAreJoined() {
    var scene = TourScene.sample()
    let measurer = MonospacedTextMeasurer(cellWidth: 8, lineHeight: 18)
    let title = WrappedText(wrapping: "Start a new project", maxWidth: 80, fontSize: 17, measurer: measurer)
    #expect(title.lines.count > 1)
    scene.coachMark?.title = SceneTextBlock(
      frame: Rect(x: 35, y: 140, width: 80, height: 54), text: title, fontSize: 17)
    let model = scene.accessibility()
    #expect(model.elements.map(\.part) == [.title, .hint, .nextControl, .skipControl, .progress])
    #expect(model.elements.first?.label == "Start a new project")
    #expect(model.elements.first?.traits == .header)
    #expect(model.sceneElements.first?.role == .header)
  }

  @Test func aDefaultBodyWithoutANextLabelIsTheNextControl() {
    var scene = TourScene.sample()
    scene.coachMark?.next = nil
    scene.stepIndex = 2
    let next = scene.accessibility().element(for: .nextControl)
    #expect(next?.label == "Done")
    #expect(next?.hint == "Ends the tour.")
    #expect(next?.frame == scene.coachMark?.bodyFrame)
  }

  @Test func hiddenPartsAndNoStep() {
    var scene = TourScene.sample()
    scene.skipControl?.opacity = .transparent
    scene.coachMark?.opacity = Opacity(0.001)
    #expect(scene.accessibility().elements.map(\.part) == [.progress])
    #expect(scene.accessibility().announcement == "Step 1 of 3. Tap here to start")
    let empty = TourScene.empty(size: Size(width: 390, height: 844))
    #expect(empty.accessibility().elements.isEmpty)
    #expect(empty.accessibility().announcement == "")
  }

  @Test func interactiveTargetsAndModality() {
    var scene = TourScene.sample()
    scene.interaction.allowsInteractionInsideCutout = true
    let model = scene.accessibility(isModal: false)
    #expect(model.interactiveTargets == ["start"])
    #expect(!model.isModal)
  }
}
