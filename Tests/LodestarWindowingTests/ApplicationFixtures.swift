import LodestarGeometry
import LodestarHostTree
import LodestarWindowing

#if LODESTAR_WINDOWING
  /// Building blocks for application models in tests.
  enum Fixtures {
    static let phoneBounds = Rect(x: 0, y: 0, width: 390, height: 844)
    static let tvBounds = Rect(x: 0, y: 0, width: 1920, height: 1080)

    static let mainScreen = ApplicationModel.Screen(id: "main", bounds: phoneBounds, scale: 3)
    static let externalScreen = ApplicationModel.Screen(id: "tv", bounds: tvBounds)

    static func scene(
      _ id: SceneID, _ state: SceneActivationState = .foregroundActive, role: SceneRole = .application,
      screen: ScreenID = "main"
    ) -> ApplicationModel.Scene {
      ApplicationModel.Scene(id: id, role: role, activationState: state, screen: screen)
    }

    static func window(
      _ id: WindowID, in scene: SceneID, root: ElementID, isKey: Bool = false, level: OverlayWindowLevel = .normal,
      isHidden: Bool = false, bounds: Rect = phoneBounds
    ) -> ApplicationModel.Window {
      ApplicationModel.Window(
        id: id, scene: scene, bounds: bounds, level: level, isKey: isKey, isHidden: isHidden, rootElement: root)
    }

    /// One active phone scene with a key window rooted at `main-root`.
    static let singleScene = ApplicationModel(
      screens: [mainScreen],
      scenes: [scene("phone")],
      windows: [window("main", in: "phone", root: "main-root", isKey: true)]
    )
  }
#endif
