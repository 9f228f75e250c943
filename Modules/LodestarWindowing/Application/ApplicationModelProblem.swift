#if LODESTAR_WINDOWING
  /// An inconsistency in an ``ApplicationModel``. Lodestar still answers every lookup on such a model (the
  /// first match wins); these values say what the app should fix.
  public enum ApplicationModelProblem: Sendable, Hashable, Codable {
    /// Two screens share an identifier.
    case duplicateScreen(ScreenID)
    /// Two scenes share an identifier.
    case duplicateScene(SceneID)
    /// Two windows share an identifier.
    case duplicateWindow(WindowID)
    /// A scene shows on a screen the model does not list.
    case sceneOnUnknownScreen(scene: SceneID, screen: ScreenID)
    /// A window belongs to a scene the model does not list.
    case windowInUnknownScene(window: WindowID, scene: SceneID)
    /// A scene has more than one window marked key.
    case severalKeyWindows(scene: SceneID, windows: [WindowID])
  }

  extension ApplicationModel {
    /// The model's inconsistencies, in the order of its arrays; empty for a consistent model.
    public var problems: [ApplicationModelProblem] {
      var problems: [ApplicationModelProblem] = []
      problems += Self.duplicates(screens.map(\.id)).map { .duplicateScreen($0) }
      problems += Self.duplicates(scenes.map(\.id)).map { .duplicateScene($0) }
      problems += Self.duplicates(windows.map(\.id)).map { .duplicateWindow($0) }
      let screenIDs = Set(screens.map(\.id))
      for scene in scenes where !screenIDs.contains(scene.screen) {
        problems.append(.sceneOnUnknownScreen(scene: scene.id, screen: scene.screen))
      }
      let sceneIDs = Set(scenes.map(\.id))
      for window in windows where !sceneIDs.contains(window.scene) {
        problems.append(.windowInUnknownScene(window: window.id, scene: window.scene))
      }
      var reported: Set<SceneID> = []
      for scene in scenes where !reported.contains(scene.id) {
        reported.insert(scene.id)
        let keyWindows = windows.filter { $0.scene == scene.id && $0.isKey }.map(\.id)
        if keyWindows.count > 1 {
          problems.append(.severalKeyWindows(scene: scene.id, windows: keyWindows))
        }
      }
      return problems
    }

    /// Each identifier that occurs more than once, once, in order of its second occurrence.
    private static func duplicates<ID: Hashable>(_ ids: [ID]) -> [ID] {
      var seen: Set<ID> = []
      var reported: Set<ID> = []
      var result: [ID] = []
      for id in ids where !seen.insert(id).inserted && reported.insert(id).inserted {
        result.append(id)
      }
      return result
    }
  }
#endif
