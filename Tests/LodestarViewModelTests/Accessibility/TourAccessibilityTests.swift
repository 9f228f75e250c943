import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTesting
import LodestarViewModel
import Testing

@Suite struct TourAccessibilityTests {
  static func content(stepIndex: Int = 1, stepCount: Int = 5) -> TourAccessibilityContent {
    TourAccessibilityContent(
      stepIndex: stepIndex, stepCount: stepCount,
      title: VisiblePart(text: "Photos", frame: Rect(x: 30, y: 300, width: 200, height: 20)),
      hint: VisiblePart(text: "Tap here to add a photo.", frame: Rect(x: 30, y: 330, width: 200, height: 40)),
      nextControl: VisiblePart(text: "Got it", frame: Rect(x: 30, y: 380, width: 200, height: 24)),
      skipControl: VisiblePart(text: nil, frame: Rect(x: 320, y: 49, width: 60, height: 30)),
      progress: VisiblePart(text: "2 of 5", frame: Rect(x: 180, y: 300, width: 50, height: 20)),
      interactiveTargets: ["row.3"])
  }

  @Test func elementsInReadingOrderWithExactLabelsTraitsAndFrames() {
    let model = TourAccessibility(content: Self.content())
    #expect(
      model.elements == [
        AccessibilityElement(
          part: .title, label: "Photos", traits: .header, frame: Rect(x: 30, y: 300, width: 200, height: 20)),
        AccessibilityElement(
          part: .hint, label: "Tap here to add a photo.", traits: .staticText,
          frame: Rect(x: 30, y: 330, width: 200, height: 40)),
        AccessibilityElement(
          part: .nextControl, label: "Got it", hint: "Goes to step 3 of 5.", traits: .button,
          frame: Rect(x: 30, y: 380, width: 200, height: 24)),
        AccessibilityElement(
          part: .skipControl, label: "Skip", hint: "Ends the tour.", traits: .button,
          frame: Rect(x: 320, y: 49, width: 60, height: 30)),
        AccessibilityElement(
          part: .progress, label: "2 of 5", traits: [.staticText, .updatesFrequently],
          frame: Rect(x: 180, y: 300, width: 50, height: 20)),
      ])
    #expect(
      model.elements.map(\.identifier) == [
        "coachMarkTitle", "coachMarkHint", "coachMarkNext", "skipButton", "coachMarkProgress",
      ])
    #expect(model.initialFocus?.part == .title)
    #expect(model.element(for: .skipControl)?.label == "Skip")
    #expect(model.isModal)
    #expect(model.interactiveTargets == ["row.3"])
  }

  @Test func theAnnouncementSaysTheProgressAndTheHint() {
    #expect(TourAccessibility(content: Self.content()).announcement == "Step 2 of 5. Tap here to add a photo.")
    var noHint = Self.content(stepIndex: 0)
    noHint.hint = nil
    #expect(TourAccessibility(content: noHint).announcement == "Step 1 of 5.")
    #expect(
      TourAccessibility(content: Self.content(stepIndex: 7, stepCount: 5)).announcement == "Tap here to add a photo.")
    #expect(TourAccessibility(content: Self.content(stepIndex: -1)).announcement == "Tap here to add a photo.")
  }

  @Test func theLastStepsNextControlEndsTheTour() {
    var content = Self.content(stepIndex: 4)
    content.nextControl?.text = nil
    let next = TourAccessibility(content: content).element(for: .nextControl)
    #expect(next?.label == "Done")
    #expect(next?.hint == "Ends the tour.")
    content.stepIndex = 2
    let middle = TourAccessibility(content: content).element(for: .nextControl)
    #expect(middle?.label == "Next")
    #expect(middle?.hint == "Goes to step 4 of 5.")
  }

  @Test func partsWithoutTextOrAreaAreLeftOut() {
    var content = Self.content()
    content.title = VisiblePart(text: "  \n", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    content.progress = VisiblePart(text: "2 of 5", frame: Rect(x: 0, y: 0, width: 0, height: 10))
    content.skipControl = VisiblePart(text: "Skip", frame: Rect(x: .nan, y: 0, width: 10, height: 10))
    content.hint = nil
    let model = TourAccessibility(content: content)
    #expect(model.elements.map(\.part) == [.nextControl])
    #expect(model.initialFocus?.part == .nextControl)
    #expect(model.element(for: .title) == nil)
    #expect(model.announcement == "Step 2 of 5.")
  }

  @Test func stringsAreLocalizable() {
    let strings = TourStrings(
      next: "Suivant", done: "Terminé", skip: "Passer", endHint: "Termine la visite.",
      spokenProgress: { "Étape \($0) sur \($1)." }, nextHint: { step, _ in "Passe à l’étape \(step)." })
    var content = Self.content()
    content.nextControl?.text = nil
    let model = TourAccessibility(content: content, strings: strings)
    #expect(model.announcement == "Étape 2 sur 5. Tap here to add a photo.")
    #expect(model.element(for: .nextControl)?.label == "Suivant")
    #expect(model.element(for: .nextControl)?.hint == "Passe à l’étape 3.")
    #expect(model.element(for: .skipControl)?.label == "Passer")
    #expect(model.element(for: .skipControl)?.hint == "Termine la visite.")
  }

  @Test func aModalTourHidesTheAppExceptItsInteractiveTargets() {
    let graph = SceneGraph.sampleListScreen()
    let model = TourAccessibility(content: Self.content())
    #expect(model.hidesHostElement("back", in: graph))
    #expect(model.hidesHostElement("row.4", in: graph))
    #expect(model.hidesHostElement("list", in: graph))
    #expect(!model.hidesHostElement("row.3", in: graph))
    #expect(!model.hidesHostElement("row.3.accessory", in: graph))
    var open = Self.content()
    open.isModal = false
    #expect(!TourAccessibility(content: open).hidesHostElement("back", in: graph))
  }
}

@Suite struct SpokenHintTests {
  @Test func aSpokenHintReplacesTheVisibleOne() {
    var content = TourAccessibilityTests.content()
    content.hint = nil
    content.spokenHint = "Tap here to add a photo."
    let model = TourAccessibility(content: content)
    #expect(model.announcement == "Step 2 of 5. Tap here to add a photo.")
    #expect(model.element(for: .hint) == nil)
  }
}

@Suite struct AccessibilityBadIndexTests {
  @Test(arguments: [(Int.max, 5), (Int.min, 5), (3, Int.min), (-1, Int.max), (5, 5)])
  func outOfRangeStepsSayNoProgressAndNeverCrash(stepIndex: Int, stepCount: Int) {
    var content = TourAccessibilityTests.content(stepIndex: stepIndex, stepCount: stepCount)
    content.nextControl?.text = nil
    let model = TourAccessibility(content: content)
    #expect(model.announcement == "Tap here to add a photo.")
    #expect(model.element(for: .nextControl)?.label == "Next")
    #expect(model.element(for: .nextControl)?.hint == nil)
  }

  @Test func theLastPossibleStepOfAHugeTour() {
    let model = TourAccessibility(content: TourAccessibilityTests.content(stepIndex: Int.max - 1, stepCount: Int.max))
    #expect(model.announcement == "Step \(Int.max) of \(Int.max). Tap here to add a photo.")
    #expect(model.element(for: .nextControl)?.hint == "Ends the tour.")
  }
}
