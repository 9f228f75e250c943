import LodestarHostTree

/// Where a touch on a tour's overlay goes: the answer of ``TouchLayout/hitTest(_:)``.
public enum TouchRoute: Sendable, Hashable {
  /// The coach mark's next control (which may be the whole body, as Instructions' default body).
  case nextControl
  /// The tour's skip control.
  case skipControl
  /// The coach mark's body, outside its controls; the touch does nothing.
  case body
  /// A custom skip view, outside its skip control (``SceneSlot/control``); the touch does nothing.
  case skipView
  /// The touch passes through the overlay to the app underneath (Instructions' `hitTest` returning nil
  /// inside the overlay).
  case passThrough
  /// The touch is forwarded into the highlighted target with this id.
  case target(ElementID)
  /// The dimmed overlay consumes the touch (blocked); a tap may still be an overlay tap (see
  /// `OverlayTapAction`).
  case overlay
}
