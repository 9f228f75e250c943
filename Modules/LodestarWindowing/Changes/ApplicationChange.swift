#if LODESTAR_WINDOWING
  /// A notification about the app's scenes and windows: what changed between two ``ApplicationModel``
  /// snapshots.
  public enum ApplicationChange: Sendable, Hashable, Codable {
    /// A scene connected.
    case sceneConnected(SceneID)
    /// A scene disconnected; presentations bound to it are lost.
    case sceneDisconnected(SceneID)
    /// A connected scene moved to another activation state.
    case activationChanged(scene: SceneID, from: SceneActivationState, to: SceneActivationState)
    /// A scene's key window changed (`nil`: the scene had, or now has, no key window). A presentation stays
    /// bound to its host across this change.
    case keyWindowChanged(scene: SceneID, from: WindowID?, to: WindowID?)

    /// The notifications that take the app from one snapshot to another, in this order: disconnected scenes
    /// (in `old`'s order), connected scenes, activation changes, then key-window changes (each in `new`'s
    /// order).
    ///
    /// A newly connected scene that already has a key window also yields a key-window change from `nil`; a
    /// disconnected scene yields only its disconnection. A scene listed twice counts once (its first entry).
    ///
    /// - Parameters:
    ///   - old: The snapshot before the change.
    ///   - new: The snapshot after it.
    public static func diff(from old: ApplicationModel, to new: ApplicationModel) -> [ApplicationChange] {
      let oldScenes = firstByID(old.scenes)
      let newScenes = firstByID(new.scenes)
      var changes: [ApplicationChange] = []
      for scene in oldScenes where new.scene(scene.id) == nil {
        changes.append(.sceneDisconnected(scene.id))
      }
      for scene in newScenes where old.scene(scene.id) == nil {
        changes.append(.sceneConnected(scene.id))
      }
      for scene in newScenes {
        if let before = old.scene(scene.id), before.activationState != scene.activationState {
          changes.append(.activationChanged(scene: scene.id, from: before.activationState, to: scene.activationState))
        }
      }
      for scene in newScenes {
        let before = old.keyWindow(in: scene.id)?.id
        let after = new.keyWindow(in: scene.id)?.id
        if before != after {
          changes.append(.keyWindowChanged(scene: scene.id, from: before, to: after))
        }
      }
      return changes
    }

    /// The scenes with their first entry for each identifier, in order.
    private static func firstByID(_ scenes: [ApplicationModel.Scene]) -> [ApplicationModel.Scene] {
      var seen: Set<SceneID> = []
      return scenes.filter { seen.insert($0.id).inserted }
    }
  }
#endif
