#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarGeometry
  import LodestarHostTree
  import LodestarScene

  /// An app view the display list places: its slot's identifier and the frame of its first item.
  struct SlotPlacement: Hashable {
    let id: ElementID
    let frame: Rect
  }

  extension DisplayList {
    /// The app views the list places (ornaments, the companion, a custom body, arrow or skip view), each
    /// identifier once, at the frame of its first item.
    var slotPlacements: [SlotPlacement] {
      var placements: [SlotPlacement] = []
      for item in items {
        let placement: SlotPlacement
        switch item.primitive {
        case .slot(let id, let frame): placement = SlotPlacement(id: id, frame: frame)
        case .arrow(let arrow):
          guard let id = arrow.customView else { continue }
          placement = SlotPlacement(id: id, frame: arrow.frame)
        default: continue
        }
        if !placements.contains(where: { $0.id == placement.id }) { placements.append(placement) }
      }
      return placements
    }

    /// The blur the overlay asks for, with the path to blur (the overlay's, under its item's transform); `nil` when
    /// the overlay is not drawn or is drawn in its colour.
    var overlayBlur: (style: OverlayBlurStyle, path: BezierPath)? {
      for item in items where item.opacity > 0 {
        guard case .overlay(let overlay) = item.primitive, let style = overlay.blur else { continue }
        return (style, item.transform.isIdentity ? overlay.path : overlay.path.applying(item.transform))
      }
      return nil
    }
  }
#endif
