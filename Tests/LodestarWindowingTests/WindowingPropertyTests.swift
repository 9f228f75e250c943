import LodestarGeometry
import LodestarHostTree
import LodestarTestSupport
import LodestarWindowing
import Testing

#if LODESTAR_WINDOWING
  @Suite struct WindowingPropertyTests {
    static let sceneIDs: [SceneID] = ["a", "b", "c", "d", "e"]

    /// A random model: a random subset of five scenes (random role and state), each with up to three
    /// windows (random key flag, visibility and level).
    static func randomModel(_ random: inout SeededGenerator) -> ApplicationModel {
      var model = ApplicationModel(screens: [Fixtures.mainScreen, Fixtures.externalScreen])
      for id in sceneIDs where random.chance(0.6) {
        let external = random.chance(0.2)
        let state = SceneActivationState.allCases[random.int(in: 0...3)]
        model.scenes.append(
          Fixtures.scene(
            id, state, role: external ? .externalDisplayNonInteractive : .application,
            screen: external ? "tv" : "main"))
        for index in 0..<random.int(in: 0...3) {
          let window = WindowID("\(id)-\(index)")
          model.windows.append(
            Fixtures.window(
              window, in: id, root: ElementID("\(window)-root"), isKey: random.chance(0.4),
              level: random.chance(0.2) ? .tourDefault : .normal, isHidden: random.chance(0.2)))
        }
      }
      return model
    }

    @Test func diffMatchesTheSetDifferences() {
      let seed: UInt64 = 0x5EED_0007
      var random = SeededGenerator(seed: seed)
      for i in 0..<10_000 {
        let old = Self.randomModel(&random)
        let new = Self.randomModel(&random)
        let changes = ApplicationChange.diff(from: old, to: new)
        var disconnected: [SceneID] = []
        var connected: [SceneID] = []
        var activations: [SceneID] = []
        var keys: [SceneID] = []
        for change in changes {
          switch change {
          case .sceneDisconnected(let id): disconnected.append(id)
          case .sceneConnected(let id): connected.append(id)
          case .activationChanged(let id, let from, let to):
            activations.append(id)
            let consistent = old.scene(id)?.activationState == from && new.scene(id)?.activationState == to
            #expect(consistent && from != to, "seed \(seed) case \(i): \(change)")
          case .keyWindowChanged(let id, let from, let to):
            keys.append(id)
            let consistent = old.keyWindow(in: id)?.id == from && new.keyWindow(in: id)?.id == to
            #expect(consistent && from != to, "seed \(seed) case \(i): \(change)")
          }
        }
        let oldIDs = old.scenes.map(\.id)
        let newIDs = new.scenes.map(\.id)
        #expect(disconnected == oldIDs.filter { !newIDs.contains($0) }, "seed \(seed) case \(i)")
        #expect(connected == newIDs.filter { !oldIDs.contains($0) }, "seed \(seed) case \(i)")
        let expectedActivations = newIDs.filter { id in
          old.scene(id).map { $0.activationState != new.scene(id)?.activationState } ?? false
        }
        #expect(activations == expectedActivations, "seed \(seed) case \(i)")
        #expect(
          keys == newIDs.filter { old.keyWindow(in: $0)?.id != new.keyWindow(in: $0)?.id }, "seed \(seed) case \(i)")
        #expect(ApplicationChange.diff(from: new, to: new).isEmpty, "seed \(seed) case \(i)")
      }
    }

    @Test func automaticLookupPicksOnlyAnUnambiguousSuitableWindow() {
      let seed: UInt64 = 0x5EED_0004
      var random = SeededGenerator(seed: seed)
      let tree = SceneGraph()
      for i in 0..<10_000 {
        let model = Self.randomModel(&random)
        let active = model.scenes.filter { $0.role == .application && $0.activationState == .foregroundActive }
        let resolution = HostResolution(host: nil, focus: .notConfigured, tree: tree, application: model)
        switch resolution {
        case .resolved(let host):
          let window = host.window.flatMap { model.window($0) }
          let suitable = model.windows(in: active.first?.id ?? "").filter(\.isSuitableHost)
          let unambiguous = suitable.filter(\.isKey).count == 1 || (suitable.count == 1 && !suitable[0].isKey)
          #expect(active.count == 1 && host.scene == active.first?.id, "seed \(seed) case \(i): \(host)")
          #expect(window?.isSuitableHost == true && unambiguous, "seed \(seed) case \(i): \(host)")
          #expect(host.rule == .automaticLookup && host.element == window?.rootElement, "seed \(seed) case \(i)")
        case .unavailable(.noActiveApplicationScene):
          #expect(active.isEmpty, "seed \(seed) case \(i)")
        case .unavailable(.severalActiveApplicationScenes(let scenes)):
          #expect(scenes == active.map(\.id) && scenes.count > 1, "seed \(seed) case \(i)")
        case .unavailable(.noSuitableWindow(let scene)):
          #expect(model.windows(in: scene).allSatisfy { !$0.isSuitableHost }, "seed \(seed) case \(i)")
        case .unavailable(.ambiguousWindows(let scene, let windows)):
          let suitable = model.windows(in: scene).filter(\.isSuitableHost)
          #expect(windows == suitable.map(\.id) && suitable.filter(\.isKey).count != 1, "seed \(seed) case \(i)")
        case .unavailable(let reason):
          Issue.record("seed \(seed) case \(i): rule 4 gave \(reason)")
        }
      }
    }
  }
#endif
