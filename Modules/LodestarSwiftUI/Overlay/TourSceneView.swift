#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarFlow
  import LodestarGeometry
  import LodestarHostTree
  import LodestarScene
  import LodestarViewModel
  import SwiftUI

  /// One frame of a tour: the scene's display list drawn in a canvas (the app's views for its slots as the canvas's
  /// symbols, the overlay's blur as a material behind it), its touches and its accessibility elements, modal while a
  /// step shows.
  struct TourSceneView<Slot: View>: View {
    let scene: TourScene
    let palette: DisplayPalette
    /// The controller taps go to; `nil` when the presenter follows none.
    let controller: TourController<CoachMark>?
    /// The app's view for a slot's identifier.
    let slots: (ElementID) -> Slot

    var body: some View {
      let list = scene.displayList(palette: palette)
      Canvas { context, _ in
        context.draw(list, blursOverlay: drawsOverlayMaterials)
      } symbols: {
        TourSlotSymbols(placements: list.slotPlacements, slots: slots)
      }
      .overlayBlur(list.overlayBlur)
      // Only where the tour takes touches: inside a cut-out that lets them through, SwiftUI hit-tests the app's
      // views underneath.
      .contentShape(Path(scene.touchRegion), eoFill: true)
      .onOverlayTap { location in
        _ = controller?.handleTap(at: Point(platform: location), in: scene)
      }
      .accessibilityChildren { TourAccessibilityChildren(elements: scene.accessibilityElements) }
      // While a step shows, assistive technology reads the tour only.
      .accessibilityAddTraits(scene.stepIndex != nil ? .isModal : AccessibilityTraits())
    }
  }

  extension View {
    /// Calls `action` with a tap's location in the view's space; tvOS has no touch locations, so there the tour
    /// takes its input from the focus engine and the keyboard instead.
    func onOverlayTap(perform action: @escaping (CGPoint) -> Void) -> some View {
      #if os(tvOS)
        self
      #else
        onTapGesture(count: 1, coordinateSpace: .local, perform: action)
      #endif
    }
  }
#endif
