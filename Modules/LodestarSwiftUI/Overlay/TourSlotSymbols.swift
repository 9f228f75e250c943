#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarGeometry
  import LodestarHostTree
  import SwiftUI

  /// The app's views for the scene's slots, as the canvas's symbols: each sized to its slot's frame and tagged
  /// with the slot's identifier, which the canvas draws at the slot's place in the display list's order.
  struct TourSlotSymbols<Slot: View>: View {
    let placements: [SlotPlacement]
    let slots: (ElementID) -> Slot

    var body: some View {
      ForEach(placements.indices, id: \.self) { index in
        let placement = placements[index]
        slots(placement.id)
          .frame(width: placement.frame.width, height: placement.frame.height)
          .tag(placement.id)
      }
    }
  }
#endif
