import Foundation
import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarScene
import LodestarTesting
import LodestarText
import LodestarTimeline
import LodestarTourFormat
import LodestarViewModel
import Testing

@Suite("Tour documents: mapping to coach marks, Flow steps and options")
@MainActor
struct TourDocumentMappingTests {
  static func profileTour() throws -> TourDocument {
    try TourDocument(jsonData: try TourExamples.data("profile-tour.json"))
  }

  static func inboxHint() throws -> TourDocument {
    try TourDocument(jsonData: try TourExamples.data("inbox-hint.json"))
  }

  /// A completer as text, since Flow's completers are not equatable (a predicate is a closure).
  static func describe(_ completer: StepCompleter) -> String {
    let trigger: String
    switch completer.trigger {
    case .event(let name): trigger = "event(\(name))"
    case .interaction(let interaction): trigger = "interaction(\(interaction.rawValue))"
    case .duration(let duration): trigger = "duration(\(duration))"
    case .predicate: trigger = "predicate"
    case .gesture(let gesture): trigger = "gesture(\(gesture.kind), \(gesture.area))"
    }
    return "\(trigger) \(completer.action.rawValue)"
  }

  @Test func coachMarksKeepEveryTargetAndAnchorToThePrimaryOne() throws {
    let marks = try Self.profileTour().steps.map(CoachMark.init)
    #expect(
      marks.map(\.targets) == [
        ["profile.avatar"], ["stats.posts", "stats.followers", "stats.following"], ["nav.edit"], ["settings.list"],
        ["tab.search", "tab.inbox"],
      ])
    // "primaryTarget": "stats.followers" is the second target.
    #expect(marks[1].anchor == .primary(1))
    #expect(marks.map(\.anchor) == [.primary(0), .primary(1), .primary(0), .primary(0), .primary(0)])
    #expect(marks.map(\.title) == ["Your profile", "Your numbers", "Make it yours", "Settings", "Find and talk"])
    #expect(marks[0].hint == "This is you. Tap your photo to change it.")
    #expect(marks.map(\.nextText) == ["Next", "Next", nil, "Next", "Done"])
  }

  @Test func coachMarksTakeTheFocusStyleWithItsParameters() throws {
    let marks = try Self.profileTour().steps.map(CoachMark.init)
    #expect(marks[0].focusStyle as? CircleFocusStyle == CircleFocusStyle(radius: .scaledToTarget(factor: 1.2)))
    #expect(
      marks[1].focusStyle as? RoundedRectFocusStyle
        == RoundedRectFocusStyle(insets: DirectionalEdgeInsets(all: 4), cornerRadius: .followTarget(delta: 2)))
    #expect(marks[2].focusStyle as? DefaultFocusStyle == DefaultFocusStyle(layoutReference: .openingBounds))
    #expect(marks[3].focusStyle as? RectFocusStyle == RectFocusStyle())
    #expect(
      marks[4].focusStyle as? RoundedRectFocusStyle
        == RoundedRectFocusStyle(cornerRadius: .fixed(12), corners: [.topLeading, .topTrailing]))
    let inbox = try Self.inboxHint().steps.map(CoachMark.init)
    #expect(inbox[0].focusStyle as? CapsuleFocusStyle == CapsuleFocusStyle())
  }

  @Test(arguments: [
    (TourDocument.FocusStyle.oval, "OvalFocusStyle"), (.none, "NoHighlightFocusStyle"),
    (.circle(.init(radius: .fixed(30), centerOffset: Point(x: 2, y: -3))), "CircleFocusStyle"),
  ])
  func everyFocusStyleHasItsLayoutStyle(style: TourDocument.FocusStyle, typeName: String) {
    #expect(String(describing: type(of: style.focusStyle)) == typeName)
  }

  @Test func circleParametersAndRoundedCornersMapExactly() {
    let circle = TourDocument.FocusStyle.circle(.init(radius: .fixed(30), centerOffset: Point(x: 2, y: -3)))
    #expect(
      circle.focusStyle as? CircleFocusStyle
        == CircleFocusStyle(radius: .fixed(30), centerOffset: Vector(dx: 2, dy: -3)))
    let rounded = TourDocument.FocusStyle.roundedRect(
      .init(radius: .scaleWithTarget(1.5), corners: [.bottomLeft, .bottomRight]))
    #expect(
      rounded.focusStyle as? RoundedRectFocusStyle
        == RoundedRectFocusStyle(
          cornerRadius: .scaleWithTarget(multiplier: 1.5), corners: [.bottomLeading, .bottomTrailing]))
  }

  @Test func placementsMapToTheirRules() {
    let cases: [(TourDocument.StepPlacement, CoachMarkPlacementRule)] = [
      (.coachMark, .automatic), (.above, .layout(.above)), (.below, .layout(.below)), (.leading, .layout(.leading)),
      (.trailing, .layout(.trailing)), (.left, .anchored(Placement(side: .left))),
      (.right, .anchored(Placement(side: .right))),
      (.anchored(Placement(side: .bottom, alignment: .end)), .anchored(Placement(side: .bottom, alignment: .end))),
    ]
    for (placement, rule) in cases { #expect(placement.placementRule == rule) }
  }

  @Test func interactionFlagsMapOntoTheCoachMark() throws {
    let edit = CoachMark(try Self.profileTour().steps[2])
    #expect(!edit.isOverlayInteractionEnabled)
    #expect(!edit.dismissesOnOutsideTap)
    #expect(edit.isUserInteractionEnabledInsideCutoutPath)
    #expect(!edit.forwardsAllTouches)
    #expect(edit.forwardingRegion == .targetBounds)
    // Dismissing on outside taps needs overlay taps handled, whatever "overlayTapAdvances" says.
    let inbox = CoachMark(try Self.inboxHint().steps[0])
    #expect(inbox.isOverlayInteractionEnabled)
    #expect(inbox.dismissesOnOutsideTap)
    #expect(!inbox.isUserInteractionEnabledInsideCutoutPath)
    #expect(inbox.forwardingRegion == .openingShape)
    let forwarding = CoachMark(
      TourDocument.Step(
        id: "f", targets: ["a"], hint: "",
        interaction: .init(overlayTapAdvances: false, dismissesOnOutsideTap: true, forwardsAllTouches: true)))
    #expect(forwarding.isOverlayInteractionEnabled)
    #expect(forwarding.forwardsAllTouches)
    #expect(placementRule(of: forwarding) == .automatic)
  }

  func placementRule(of mark: CoachMark) -> CoachMarkPlacementRule { mark.placement }

  @Test func flowStepsCarryCompletersPoliciesAndAttachments() throws {
    var asked: [ElementID] = []
    let steps = try Self.profileTour().tourSteps { id in
      asked.append(id)
      return id == "stats.followers" ? id : nil
    }
    #expect(steps.map(\.id) == ["avatar", "stats", "edit", "settings", "tabs"])
    #expect(
      steps.map { $0.completers.map(Self.describe) } == [
        [], [#"gesture(swipe(LodestarFlow.SwipeDirection.left), element("stats.posts")) advance"#],
        ["event(profile.edit.opened) advance"], [], ["interaction(tapOnTarget) dismiss"],
      ])
    #expect(steps.map(\.onMissingTarget) == [.skip, .skip, .skip, .showCentered, .skip])
    #expect(steps.map(\.targetWaitTimeout) == [.zero, .zero, .zero, .milliseconds(1500), .zero])
    #expect(steps.map(\.hasCompanion) == [false, false, false, false, false])
    #expect(steps.map(\.host) == [nil, nil, nil, nil, nil])
    #expect(steps.map(\.isOverlayInteractionEnabled) == [true, true, false, true, true])
    #expect(steps.map(\.dismissesOnOutsideTap) == [false, false, false, false, false])
    #expect(
      steps[0].attachment(of: TourDocumentAttachments.self) == TourDocumentAttachments(["analytics.screen": "profile"]))
    #expect(steps[0].attachment(of: AudioCue.self) == AudioCue(name: "profile-welcome"))
    #expect(steps[1].attachments.isEmpty)
    #expect(steps[1].content.anchor == .primary(1))
    // The target resolves the step's anchor target through the given resolver.
    #expect(steps[1].target?.resolve()?.value(as: ElementID.self) == "stats.followers")
    #expect(steps[0].target?.resolve() == nil)
    #expect(asked == ["stats.followers", "profile.avatar"])
  }

  @Test func everyCompleterKindAndTheWaitMapExactly() throws {
    let steps = try Self.inboxHint().tourSteps { $0 }
    let step = try #require(steps.first)
    #expect(
      step.completers.map(Self.describe) == [
        "interaction(tapInsideCutout) advance", "duration(6.0 seconds) dismiss",
        "gesture(longPress(minimumDuration: 1.0 seconds), opening) advance",
      ])
    #expect(step.attachment(of: AudioCue.self) == AudioCue(name: "inbox-chime", volume: 0.6))
    #expect(step.onMissingTarget == .end)
    #expect(step.host == TourHost(rawValue: "inbox"))
    #expect(step.dismissesOnOutsideTap)
    #expect(step.isOverlayInteractionEnabled)
    #expect(step.attachment(of: TourDocumentAttachments.self)?["campaign"] == "inbox-launch")
    #expect(step.attachment(of: TourDocumentAttachments.self)?.values == ["campaign": "inbox-launch", "variant": "b"])

    let coded = TourDocument.Step(
      id: "centred", hint: "Welcome",
      completers: [TourDocument.Completer(.event("app.ready"), action: .dismiss), .init(.afterDuration(-1))],
      targeting: TourDocument.Step.Targeting(targetWaitTimeout: -.infinity))
    let flow = TourStep(coded) { $0 }
    #expect(flow.target == nil)
    #expect(flow.hasCompanion)
    #expect(flow.isValid)
    #expect(flow.targetWaitTimeout == .zero)
    #expect(flow.completers.map(Self.describe) == ["event(app.ready) dismiss", "duration(0.0 seconds) advance"])
  }

  @Test func optionsMapOntoThePresenterControllerAndKeyboard() throws {
    let profile = try Self.profileTour()
    let options = profile.presenterOptions()
    #expect(options.overlayColor == .custom(RGBAColor(red: 0, green: 0, blue: 0, alpha: 179.0 / 255)))
    #expect(options.overlayBlur == nil)
    #expect(options.skipControl == SkipControlOptions(title: "Skip tour"))
    #expect(options.transitionStyle.reducedMotion == .off)
    #expect(profile.machineConfiguration == TourMachineConfiguration(previousFromFirst: .stay))
    #expect(profile.keyboardConfiguration == KeyboardConfiguration())

    let inbox = try Self.inboxHint()
    var base = TourPresenterOptions(layoutDirection: .rightToLeft)
    base.overlayBlur = OverlayBlur(style: .light, isReduceTransparencyEnabled: true)
    let inboxOptions = inbox.presenterOptions(base)
    #expect(inboxOptions.overlayColor == .custom(RGBAColor(white: 0.196, alpha: 0.75)))
    #expect(inboxOptions.overlayBlur == OverlayBlur(style: .dark, isReduceTransparencyEnabled: true))
    #expect(inboxOptions.skipControl == nil)
    #expect(inboxOptions.transitionStyle.reducedMotion == .crossFade)
    #expect(inboxOptions.layoutDirection == .rightToLeft)
    #expect(
      inbox.machineConfiguration == TourMachineConfiguration(previousFromFirst: .end, commandsDuringTransition: .queue))
    #expect(inbox.keyboardConfiguration == KeyboardConfiguration(arrowKeysNavigate: false, escapeAction: .ignore))
    let configuration = inbox.controllerConfiguration(
      TourControllerConfiguration(targetWaitTimeout: .seconds(3)))
    #expect(configuration.machine == inbox.machineConfiguration)
    #expect(configuration.targetWaitTimeout == .seconds(3))

    // Without options: Instructions' dynamic colour, no blur, no skip control; "never" animates everything.
    var plain = TourDocument(id: "plain", steps: [TourDocument.Step(id: "a", hint: "")])
    plain.options.reducedMotion = .never
    var reduced = TourPresenterOptions()
    reduced.transitionStyle.reducedMotion = .instant
    let plainOptions = plain.presenterOptions(reduced)
    #expect(plainOptions.overlayColor == .automatic)
    #expect(plainOptions.overlayBlur == nil)
    #expect(plainOptions.skipControl == nil)
    #expect(plainOptions.transitionStyle.reducedMotion == .off)
    // "never" holds against the reader's Reduce Motion too; "system" lets it apply (issue 39).
    #expect(!plainOptions.followsReaderReduceMotion)
    #expect(plainOptions.applying(ReaderSettings(reducesMotion: true)).transitionStyle.reducedMotion == .off)
    plain.options.reducedMotion = .system
    #expect(plain.presenterOptions(reduced).transitionStyle.reducedMotion == .instant)
    #expect(plain.presenterOptions().followsReaderReduceMotion)
    #expect(
      plain.presenterOptions().applying(ReaderSettings(reducesMotion: true)).transitionStyle.reducedMotion == .crossFade
    )
  }

  /// `"overlayTaps"` is the tour-wide switch (off by default, as Instructions' overlay); a document from
  /// before it existed reads with overlay taps off. A step that dismisses on outside taps does so either way
  /// (issue 31, item 2); a step whose taps advance needs the switch.
  @Test func overlayTapsSwitchTheOverlayOnForTheWholeTour() throws {
    let before = try TourDocument(
      jsonString: """
        {"version": 1, "id": "old", "steps": [
          {"id": "a", "targets": "profile.avatar", "hint": "A", "interaction": {"dismissesOnOutsideTap": true}}]}
        """)
    #expect(!before.options.overlayTaps)
    #expect(
      !before.presenterOptions(TourPresenterOptions(interaction: OverlayInteraction(isOverlayInteractionEnabled: true)))
        .isOverlayInteractionEnabled)
    #expect(CoachMark(before.steps[0]).isOverlayInteractionEnabled)

    let after = try TourDocument(
      jsonString: """
        {"version": 1, "id": "new", "options": {"overlayTaps": true}, "steps": [{"id": "a", "hint": "A"}]}
        """)
    #expect(after.options.overlayTaps)
    #expect(after.presenterOptions().isOverlayInteractionEnabled)
    #expect(try after.jsonString().contains(#""overlayTaps": true"#))
    #expect(try !before.jsonString().contains("overlayTaps"))

    // Played: the outside tap dismisses with the switch off or on.
    for (document, dismisses) in [(before, true), (try Self.switchedOn(before), true)] {
      let controller = try Self.tappedOutside(document)
      #expect(controller.isStarted == !dismisses, "overlayTaps \(document.options.overlayTaps)")
    }
    // A step whose overlay taps advance: nothing with the switch off, the next step with it on.
    let advancing = try TourDocument(
      jsonString: """
        {"version": 1, "id": "advancing", "steps": [
          {"id": "a", "targets": "profile.avatar", "hint": "A"}, {"id": "b", "hint": "B"}]}
        """)
    for (document, advances) in [(advancing, false), (try Self.switchedOn(advancing), true)] {
      let controller = try Self.tappedOutside(document)
      #expect(controller.currentIndex == (advances ? 1 : 0), "overlayTaps \(document.options.overlayTaps)")
    }
  }

  /// Plays `document` over the profile screen and taps the dimmed overlay once its first step is steady.
  static func tappedOutside(_ document: TourDocument) throws -> TourController<CoachMark> {
    let presenter = TourPresenter(tree: SceneGraph.sampleProfileScreen(), options: document.presenterOptions())
    let controller = TourController(
      steps: document.tourSteps { [weak presenter] in presenter?.resolveTarget($0) }, clock: ManualClock())
    presenter.follow(controller)
    try controller.start()
    _ = presenter.scene(at: 0)
    controller.handleTap(at: Point(x: 195, y: 700), in: presenter.scene(at: 5))
    return controller
  }

  /// `document` with `"overlayTaps": true`.
  static func switchedOn(_ document: TourDocument) throws -> TourDocument {
    var switched = document
    switched.options.overlayTaps = true
    return switched
  }

  @Test func colorsAndBlurStylesMapExactly() {
    #expect(
      TourDocument.OverlayColor.rgba(red: 255, green: 0, blue: 51, alpha: 255).color
        == RGBAColor(red: 1, green: 0, blue: 0.2, alpha: 1))
    #expect(
      TourDocument.BlurStyle.allCases.map(\.overlayBlurStyle) == [.extraLight, .light, .dark, .regular, .prominent])
    #expect(TourDocument.MissingTargetPolicy.allCases.map(\.missingTargetPolicy) == [.skip, .showCentered, .end])
    #expect(TourDocument.ForwardingRegion.allCases.map(\.forwardingRegion) == [.openingShape, .targetBounds])
  }

  @Test func aPresenterResolvesTargetsThatCanBeSeen() throws {
    var screen = SceneGraph.sampleProfileScreen()
    let presenter = TourPresenter(tree: screen)
    #expect(presenter.resolveTarget("profile.avatar") == "profile.avatar")
    #expect(presenter.resolveTarget("nowhere") == nil)
    try screen.setHidden(true, for: "profile.avatar")
    screen.setAlias("stats.posts", to: "stats.followers")
    presenter.replaceTree(with: screen)
    #expect(presenter.resolveTarget("profile.avatar") == nil)
    #expect(presenter.resolveTarget("stats.posts") == "stats.followers")
  }

  @Test func aDocumentTourRunsOverAPresenter() throws {
    let document = try Self.profileTour()
    let presenter = TourPresenter(
      tree: SceneGraph.sampleProfileScreen(), measurer: MonospacedTextMeasurer(cellWidth: 8, lineHeight: 18),
      options: document.presenterOptions())
    let controller = TourController(
      steps: document.tourSteps { [weak presenter] in presenter?.resolveTarget($0) },
      configuration: document.controllerConfiguration(TourControllerConfiguration(transitions: .immediate)))
    presenter.follow(controller)
    try controller.start()
    let scene = presenter.scene(at: 5)
    #expect(scene.stepIndex == 0)
    #expect(scene.overlay.color == RGBAColor(red: 0, green: 0, blue: 0, alpha: 179.0 / 255))
    #expect(scene.skipControl?.title == "Skip tour")
    #expect(scene.interaction.targetIDs == ["profile.avatar"])
    // "previousFromFirst": "stay" keeps the tour on its first step.
    try? controller.previous()
    #expect(controller.isStarted)
    #expect(controller.currentIndex == 0)
    try controller.show(at: 2)
    #expect(presenter.scene(at: 10).interaction.isOverlayInteractionEnabled == false)
    #expect(controller.handle(event: "profile.edit.opened"))
    #expect(controller.currentIndex == 3)
  }
}
