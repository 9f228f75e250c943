import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTesting
import LodestarText
import LodestarViewModel
import Testing

/// One value, ``TourStrings``, holds every word the tour shows or speaks that the steps do not give: a replaced
/// string reaches the drawn scene, its display list, the accessibility elements and the announcement (issue 39).
@MainActor
@Suite struct TourStringsTests {
  static let german = TourStrings(
    next: "Weiter", done: "Fertig", skip: "Überspringen", endHint: "Beendet die Tour.",
    progress: { step, count in "Schritt \(step) von \(count)" },
    spokenProgress: { step, count in count == 1 ? "Einziger Schritt." : "Schritt \(step) von \(count)." },
    nextHint: { step, count in "Weiter zu Schritt \(step) von \(count)." })

  static let hebrew = TourStrings(
    next: "הבא", done: "סיום", skip: "דלג", endHint: "מסיים את הסיור.",
    progress: { step, count in "\(step) מתוך \(count)" },
    spokenProgress: { step, count in "שלב \(step) מתוך \(count)." },
    nextHint: { step, count in "עובר לשלב \(step) מתוך \(count)." })

  static let steps = [
    CoachMark(target: "back", hint: "Go back"),
    CoachMark(target: "row.2.accessory", hint: "Open details", nextText: "Los"),
    CoachMark(target: "tab.0", hint: "Tabs", nextText: nil),
  ]

  static func presenter(
    strings: TourStrings, direction: ReadingDirection = .leftToRight
  ) -> TourPresenter<SceneGraph> {
    let presenter = PresenterFixture.presenter(
      over: SceneGraph.sampleListScreen(), steps: steps, measurer: PresenterFixture.monospaced,
      options: TourPresenterOptions(layoutDirection: direction, safeAreaInsets: PresenterFixture.phoneSafeArea),
      startedAt: nil)
    presenter.strings = strings
    return presenter
  }

  static func scene(strings: TourStrings, step: Int, direction: ReadingDirection = .leftToRight) -> TourScene {
    let presenter = presenter(strings: strings, direction: direction)
    presenter.start(at: step, time: 0)
    return presenter.scene(at: 5)
  }

  static func drawnTexts(_ scene: TourScene) -> [String] {
    scene.displayList().items.compactMap { item in
      if case .text(let line) = item.primitive { line.text } else { nil }
    }
  }

  @Test func theDefaultsAreTodaysEnglish() {
    let scene = Self.scene(strings: TourStrings(), step: 0)
    #expect(scene.coachMark?.next?.text.lineTexts == ["Next"])
    #expect(scene.skipControl?.title == "Skip")
    #expect(scene.progress?.text == "1 of 3")
    let model = scene.accessibility(strings: TourStrings())
    #expect(model.announcement == "Step 1 of 3. Go back")
    #expect(model.element(for: .nextControl)?.hint == "Goes to step 2 of 3.")
    #expect(model.element(for: .skipControl)?.hint == "Ends the tour.")
  }

  @Test func replacedStringsReachTheDrawnScene() {
    let scene = Self.scene(strings: Self.german, step: 0)
    #expect(scene.coachMark?.next?.text.lineTexts == ["Weiter"])
    #expect(scene.skipControl?.title == "Überspringen")
    #expect(scene.progress?.text == "Schritt 1 von 3")
    let drawn = Self.drawnTexts(scene)
    #expect(drawn.contains("Weiter") && drawn.contains("Überspringen") && drawn.contains("Schritt 1 von 3"))
    #expect(!drawn.contains("Next") && !drawn.contains("Skip") && !drawn.contains("1 of 3"))
  }

  @Test func aStepsOwnNextTextIsKept() {
    let scene = Self.scene(strings: Self.german, step: 1)
    #expect(scene.coachMark?.next?.text.lineTexts == ["Los"])
    #expect(scene.progress?.text == "Schritt 2 von 3")
  }

  @Test func replacedStringsReachTheAccessibilityElementsAndTheAnnouncement() {
    let scene = Self.scene(strings: Self.german, step: 0)
    let labels = scene.accessibilityElements.map(\.label)
    #expect(labels.contains("Weiter") && labels.contains("Überspringen") && labels.contains("Schritt 1 von 3"))
    #expect(!labels.contains("Next") && !labels.contains("Skip"))
    let model = scene.accessibility(strings: Self.german)
    #expect(model.announcement == "Schritt 1 von 3. Go back")
    #expect(model.element(for: .nextControl)?.label == "Weiter")
    #expect(model.element(for: .nextControl)?.hint == "Weiter zu Schritt 2 von 3.")
    #expect(model.element(for: .skipControl)?.hint == "Beendet die Tour.")
    var announcer = StepAnnouncer()
    #expect(announcer.announcement(for: model) == "Schritt 1 von 3. Go back")
  }

  /// A body without a next label is itself the next control; its spoken label is the strings' next text.
  @Test func aBodyWithoutANextLabelIsLabelledByTheStrings() {
    let scene = Self.scene(strings: Self.german, step: 2)
    #expect(scene.coachMark?.next == nil)
    #expect(scene.accessibilityElements.first { $0.id == "coachMarkNext" }?.label == "Weiter")
    let model = scene.accessibility(strings: Self.german)
    #expect(model.element(for: .nextControl)?.hint == "Beendet die Tour.")
  }

  @Test func rightToLeftStringsAreDrawnAndSpokenRightToLeft() {
    let scene = Self.scene(strings: Self.hebrew, step: 0, direction: .rightToLeft)
    #expect(scene.layoutDirection == .rightToLeft)
    #expect(scene.coachMark?.next?.text.lineTexts == ["הבא"])
    #expect(scene.coachMark?.next?.text.lines.first?.direction == .rightToLeft)
    #expect(scene.skipControl?.title == "דלג")
    #expect(scene.progress?.text == "1 מתוך 3")
    let drawn = Self.drawnTexts(scene)
    #expect(drawn.contains("הבא") && drawn.contains("דלג") && drawn.contains("1 מתוך 3"))
    let model = scene.accessibility(strings: Self.hebrew)
    #expect(model.announcement == "שלב 1 מתוך 3. Go back")
    #expect(model.element(for: .nextControl)?.label == "הבא")
    // The skip control sits on the leading side, which is the left in right to left.
    let ltr = Self.scene(strings: Self.hebrew, step: 0)
    if let rtlSkip = scene.skipControl?.frame, let ltrSkip = ltr.skipControl?.frame {
      #expect(rtlSkip.midX < ltrSkip.midX)
    }
  }

  /// Changing the strings while a step shows lays it out again on the next frame.
  @Test func changingTheStringsRedrawsTheStepShown() {
    let presenter = Self.presenter(strings: TourStrings())
    presenter.start(time: 0)
    #expect(presenter.scene(at: 5).progress?.text == "1 of 3")
    presenter.strings = Self.german
    #expect(presenter.scene(at: 6).progress?.text == "Schritt 1 von 3")
    #expect(presenter.scene(at: 6).skipControl?.title == "Überspringen")
  }

  @Test func theHintScrollStatusIsAFormatOfItsNumbers() {
    let strings = TourStrings(hintScrollStatus: { first, last, count in "\(first)–\(last)/\(count)" })
    #expect(strings.hintScrollStatus(showing: 3..<6, of: 12) == "4–6/12")
    #expect(TourStrings().hintScrollStatus(showing: 3..<6, of: 12) == "Lines 4 to 6 of 12.")
  }
}
