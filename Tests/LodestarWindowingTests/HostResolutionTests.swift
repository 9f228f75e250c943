import LodestarGeometry
import LodestarHostTree
import LodestarWindowing
import Testing

#if LODESTAR_WINDOWING
  @Suite struct HostResolutionTests {
    /// Scene "left" (active, key window "left-main" rooted at "left-root") and scene "right" (background,
    /// window "right-main" rooted at "right-root").
    let application = ApplicationModel(
      screens: [Fixtures.mainScreen],
      scenes: [Fixtures.scene("left"), Fixtures.scene("right", .background)],
      windows: [
        Fixtures.window("left-main", in: "left", root: "left-root", isKey: true),
        Fixtures.window("right-main", in: "right", root: "right-root", isKey: true),
      ]
    )
    let tree = HostTrees.standard

    func resolve(
      host: ElementID? = nil, focus: FocusSource, tree: some HostTree = HostTrees.standard,
      application: ApplicationModel? = nil
    ) -> HostResolution {
      HostResolution(host: host, focus: focus, tree: tree, application: application ?? self.application)
    }

    // MARK: Rule 1: an explicit host wins.

    @Test func explicitHostWithTheFocusInside() {
      #expect(
        resolve(host: "card", focus: .element("card-button"))
          == .resolved(PresentationHost(element: "card", window: "left-main", scene: "left", rule: .explicitHost)))
    }

    @Test func explicitHostThatIsTheFocus() {
      #expect(resolve(host: "card", focus: .element("card")).host?.element == "card")
    }

    @Test func explicitHostWithTheFocusOutside() {
      let resolution = resolve(host: "card", focus: .element("row"))
      #expect(resolution == .unavailable(.focusOutsideHost(focus: "row", host: "card")))
      #expect(resolution.unavailability?.remedy == .retryLater)
    }

    @Test func explicitHostThatIsNotInTheTree() {
      let resolution = resolve(host: "gone", focus: .element("row"))
      #expect(resolution == .unavailable(.hostNotFound("gone")))
      #expect(resolution.unavailability?.remedy == .retryLater)
    }

    @Test func explicitHostWithAFocusThatIsNotInTheTree() {
      #expect(resolve(host: "card", focus: .element("ghost")) == .unavailable(.focusNotFound("ghost")))
    }

    @Test func explicitHostOutsideAnyWindow() {
      #expect(
        resolve(host: "card-host", focus: .element("preview"))
          == .resolved(PresentationHost(element: "card-host", window: nil, scene: nil, rule: .explicitHost)))
    }

    @Test func explicitHostInABackgroundSceneNeedsNoActivation() {
      #expect(
        resolve(host: "right-root", focus: .element("settings"))
          == .resolved(
            PresentationHost(element: "right-root", window: "right-main", scene: "right", rule: .explicitHost)))
    }

    @Test func explicitHostWithAResolver() {
      #expect(resolve(host: "card", focus: .resolver(returned: "card-button")).host?.element == "card")
      #expect(
        resolve(host: "card", focus: .resolver(returned: "settings"))
          == .unavailable(.focusOutsideHost(focus: "settings", host: "card")))
      // A resolver returning nil does not block an explicit host (rule 3 needs "no host").
      #expect(resolve(host: "card", focus: .resolver(returned: nil)).host?.element == "card")
    }

    @Test func explicitHostForACompanionOnlyStepSettlesAmbiguity() {
      let twoActive = ApplicationModel(
        scenes: [Fixtures.scene("left"), Fixtures.scene("right")], windows: application.windows)
      #expect(
        resolve(host: "right-root", focus: .notConfigured, application: twoActive)
          == .resolved(
            PresentationHost(element: "right-root", window: "right-main", scene: "right", rule: .explicitHost)))
    }

    @Test func focusIdsGoThroughTheTreesAliases() {
      #expect(resolve(host: "list", focus: .element("row.42")).host?.element == "list")
      #expect(
        resolve(host: "card", focus: .element("row.42")) == .unavailable(.focusOutsideHost(focus: "row", host: "card")))
    }

    // MARK: Rule 2: no host, the focus's window.

    @Test func focusWindow() {
      #expect(
        resolve(focus: .element("row"))
          == .resolved(PresentationHost(element: "left-root", window: "left-main", scene: "left", rule: .elementWindow))
      )
    }

    @Test func focusWindowInABackgroundScene() {
      #expect(resolve(focus: .element("settings")).host?.window == "right-main")
    }

    @Test func focusWindowFromAResolver() {
      #expect(resolve(focus: .resolver(returned: "row.42")).host?.window == "left-main")
    }

    @Test func focusNotInTheTree() {
      let resolution = resolve(focus: .element("ghost"))
      #expect(resolution == .unavailable(.focusNotFound("ghost")))
      #expect(resolution.unavailability?.remedy == .retryLater)
    }

    @Test func focusUnderARootThatIsNoWindow() {
      let resolution = resolve(focus: .element("preview"))
      #expect(
        resolution
          == .unavailable(.focusNotInWindow(focus: "preview", attachment: .attached(root: "card-host", depth: 1))))
      #expect(resolution.unavailability?.remedy == .retryLater)
    }

    @Test func focusNotYetInAWindowThenRetried() {
      // The focus sits in a detached subtree (a view not yet added to a window): false, retry later.
      let detached = ElementTable([
        HostElement(id: "left-root", host: "left-root", frame: HostTrees.frame),
        HostElement(id: "pending", frame: HostTrees.frame),
        HostElement(id: "button", parent: "pending", frame: HostTrees.small),
      ])
      #expect(
        resolve(focus: .element("button"), tree: detached)
          == .unavailable(.focusNotInWindow(focus: "button", attachment: .detached(topmost: "pending"))))
      // Once the app adds it to the window, the same show succeeds.
      var attached = detached
      attached.elements["pending"]?.parent = "left-root"
      #expect(resolve(focus: .element("button"), tree: attached).host?.window == "left-main")
    }

    @Test func focusWhoseAncestorsLoop() {
      let looping = ElementTable([
        HostElement(id: "a", parent: "b", frame: HostTrees.small),
        HostElement(id: "b", parent: "a", frame: HostTrees.small),
      ])
      guard case .unavailable(.focusNotInWindow("a", .tooDeep)) = resolve(focus: .element("a"), tree: looping) else {
        Issue.record("a parent loop must be reported as not in a window")
        return
      }
    }

    @Test func focusWindowWhoseSceneIsNotConnected() {
      let orphan = ApplicationModel(scenes: [Fixtures.scene("left")], windows: application.windows)
      #expect(
        resolve(focus: .element("settings"), application: orphan)
          == .unavailable(.sceneNotConnected(window: "right-main", scene: "right")))
    }

    // MARK: Rule 3: a resolver that returns nil and no host.

    @Test func resolverReturningNilWithoutAHost() {
      let resolution = resolve(focus: .resolver(returned: nil))
      #expect(resolution == .unavailable(.focusResolverReturnedNil))
      #expect(resolution.unavailability?.remedy == .retryLater)
    }

    // MARK: Rule 4: automatic lookup, only without any focus.

    @Test func automaticLookupFindsTheActiveScenesKeyWindow() {
      #expect(
        resolve(focus: .notConfigured)
          == .resolved(
            PresentationHost(element: "left-root", window: "left-main", scene: "left", rule: .automaticLookup)))
    }

    struct LookupCase: Sendable, CustomTestStringConvertible {
      var name: String
      var scenes: [ApplicationModel.Scene]
      var windows: [ApplicationModel.Window]
      var expected: HostResolution
      var testDescription: String { name }
    }

    static let tvScene = Fixtures.scene("tv", role: .externalDisplayNonInteractive, screen: "tv")
    static let tvWindow = Fixtures.window("tv-main", in: "tv", root: "tv-root", isKey: true, bounds: Fixtures.tvBounds)
    static let leftMain = Fixtures.window("left-main", in: "left", root: "left-root", isKey: true)
    static let leftOther = Fixtures.window("left-other", in: "left", root: "other-root")

    static let lookupCases: [LookupCase] = [
      LookupCase(
        name: "the only suitable window, not key", scenes: [Fixtures.scene("left")],
        windows: [Fixtures.window("left-main", in: "left", root: "left-root")],
        expected: .resolved(
          PresentationHost(element: "left-root", window: "left-main", scene: "left", rule: .automaticLookup))),
      LookupCase(
        name: "the key window among several", scenes: [Fixtures.scene("left")], windows: [leftOther, leftMain],
        expected: .resolved(
          PresentationHost(element: "left-root", window: "left-main", scene: "left", rule: .automaticLookup))),
      LookupCase(
        name: "a hidden key window is not suitable", scenes: [Fixtures.scene("left")],
        windows: [Fixtures.window("hidden", in: "left", root: "hidden-root", isKey: true, isHidden: true), leftOther],
        expected: .resolved(
          PresentationHost(element: "other-root", window: "left-other", scene: "left", rule: .automaticLookup))),
      LookupCase(
        name: "the tour's own window is not suitable", scenes: [Fixtures.scene("left")],
        windows: [
          Fixtures.window("left-main", in: "left", root: "left-root"),
          Fixtures.window("tour", in: "left", root: "tour-root", isKey: true, level: .tourDefault),
        ],
        expected: .resolved(
          PresentationHost(element: "left-root", window: "left-main", scene: "left", rule: .automaticLookup))),
      LookupCase(
        name: "several suitable windows, none key", scenes: [Fixtures.scene("left")],
        windows: [Fixtures.window("left-main", in: "left", root: "left-root"), leftOther],
        expected: .unavailable(.ambiguousWindows(scene: "left", windows: ["left-main", "left-other"]))),
      LookupCase(
        name: "several key windows", scenes: [Fixtures.scene("left")],
        windows: [leftMain, Fixtures.window("left-other", in: "left", root: "other-root", isKey: true)],
        expected: .unavailable(.ambiguousWindows(scene: "left", windows: ["left-main", "left-other"]))),
      LookupCase(
        name: "no suitable window", scenes: [Fixtures.scene("left")],
        windows: [Fixtures.window("hidden", in: "left", root: "hidden-root", isKey: true, isHidden: true)],
        expected: .unavailable(.noSuitableWindow(scene: "left"))),
      LookupCase(
        name: "an active scene without windows", scenes: [Fixtures.scene("left")], windows: [],
        expected: .unavailable(.noSuitableWindow(scene: "left"))),
      LookupCase(
        name: "two active application scenes", scenes: [Fixtures.scene("left"), Fixtures.scene("right")],
        windows: [leftMain, Fixtures.window("right-main", in: "right", root: "right-root", isKey: true)],
        expected: .unavailable(.severalActiveApplicationScenes(["left", "right"]))),
      LookupCase(
        name: "an active external display is excluded", scenes: [tvScene, Fixtures.scene("left")],
        windows: [tvWindow, leftMain],
        expected: .resolved(
          PresentationHost(element: "left-root", window: "left-main", scene: "left", rule: .automaticLookup))),
      LookupCase(
        name: "only an external display is active", scenes: [tvScene, Fixtures.scene("left", .foregroundInactive)],
        windows: [tvWindow, leftMain], expected: .unavailable(.noActiveApplicationScene)),
      LookupCase(
        name: "one active among inactive, background and unattached scenes",
        scenes: [
          Fixtures.scene("a", .foregroundInactive), Fixtures.scene("b", .background), Fixtures.scene("c", .unattached),
          Fixtures.scene("left"),
        ],
        windows: [
          Fixtures.window("a-main", in: "a", root: "a-root", isKey: true),
          Fixtures.window("b-main", in: "b", root: "b-root", isKey: true), leftMain,
        ],
        expected: .resolved(
          PresentationHost(element: "left-root", window: "left-main", scene: "left", rule: .automaticLookup))),
      LookupCase(
        name: "nothing active",
        scenes: [Fixtures.scene("left", .foregroundInactive), Fixtures.scene("right", .background)],
        windows: [leftMain], expected: .unavailable(.noActiveApplicationScene)),
      LookupCase(name: "no scenes at all", scenes: [], windows: [], expected: .unavailable(.noActiveApplicationScene)),
      LookupCase(
        name: "a scene listed twice counts once", scenes: [Fixtures.scene("left"), Fixtures.scene("left")],
        windows: [leftMain],
        expected: .resolved(
          PresentationHost(element: "left-root", window: "left-main", scene: "left", rule: .automaticLookup))),
    ]

    @Test(arguments: lookupCases)
    func automaticLookup(_ testCase: LookupCase) {
      let model = ApplicationModel(screens: [Fixtures.mainScreen], scenes: testCase.scenes, windows: testCase.windows)
      #expect(resolve(focus: .notConfigured, application: model) == testCase.expected)
    }

    @Test func automaticLookupIsOnlyForStepsWithoutAFocus() {
      // With a focus configured, rule 4 never runs, even when a key window exists.
      #expect(resolve(focus: .element("preview")).host == nil)
      #expect(resolve(focus: .resolver(returned: nil)).host == nil)
    }

    // MARK: Reasons.

    @Test func remedies() {
      let supplyHost: [HostUnavailability] = [
        .severalActiveApplicationScenes(["a", "b"]), .ambiguousWindows(scene: "a", windows: ["w", "x"]),
      ]
      let retryLater: [HostUnavailability] = [
        .hostNotFound("h"), .focusNotFound("f"), .focusOutsideHost(focus: "f", host: "h"),
        .focusNotInWindow(focus: "f", attachment: .missing("f")), .sceneNotConnected(window: "w", scene: "s"),
        .focusResolverReturnedNil, .noActiveApplicationScene, .noSuitableWindow(scene: "s"),
      ]
      #expect(supplyHost.allSatisfy { $0.remedy == .supplyHost })
      #expect(retryLater.allSatisfy { $0.remedy == .retryLater })
    }

    @Test(arguments: [
      (HostUnavailability.hostNotFound("card"), "the host \"card\" is not in the host tree"),
      (.focusOutsideHost(focus: "row", host: "card"), "the focus \"row\" is not inside the host \"card\""),
      (
        .focusNotInWindow(focus: "preview", attachment: .attached(root: "card-host", depth: 1)),
        "the focus \"preview\" is under \"card-host\", which is not a window's root"
      ),
      (
        .focusNotInWindow(focus: "button", attachment: .detached(topmost: "pending")),
        "the focus \"button\" is not in a window: \"pending\" has no parent"
      ),
      (.focusResolverReturnedNil, "the focus resolver returned nil and no host was given"),
      (
        .severalActiveApplicationScenes(["left", "right"]),
        "several application scenes are foreground active (\"left\", \"right\"); give the tour a host"
      ),
      (
        .ambiguousWindows(scene: "left", windows: ["a", "b"]),
        "the active scene \"left\" has several suitable windows (\"a\", \"b\") and no single key window; "
          + "give the tour a host"
      ),
    ])
    func descriptions(reason: HostUnavailability, text: String) {
      #expect(reason.description == text)
    }
  }
#endif
