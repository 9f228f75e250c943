import LodestarGeometry
import LodestarLayout

/// Where the skip control goes, as a data source chooses it (Instructions' `constraintsForSkipView`).
public enum SkipControlFrameRule: Sendable, Hashable {
  /// A corner or the centre of an edge of the safe area, with insets; like the default placement, it moves
  /// to the opposite vertical edge when it would overlap the coach mark.
  case placement(SkipControlPlacement)
  /// A fixed frame in overlay space. A frame that is not finite, or has a negative size, falls back to the
  /// default placement.
  case frame(Rect)
}
