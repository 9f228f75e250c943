import LodestarGeometry

/// What a ``TerminalRenderer`` can reuse from one frame to the next: which cells lie inside the overlay's
/// openings, for the last overlay region drawn, and the text colours that dimmed cells were given for contrast.
/// Keep one per animation and pass it to every frame.
public struct TerminalFrameCache: Sendable {
  private var region: OverlayRegion?
  private var renderer: TerminalRenderer?
  private var mask: [Bool] = []
  /// Dimmed text and background colour pairs (packed) and the legible text colour of each.
  var legibleText: [(key: UInt64, result: UInt32)] = []

  /// An empty cache.
  public init() {}

  /// The opening mask of `region` for `renderer`'s grid, computed only when either changed.
  mutating func openingMask(for region: OverlayRegion, renderer: TerminalRenderer) -> [Bool] {
    if region == self.region, renderer == self.renderer { return mask }
    mask = renderer.openingMask(for: region)
    self.region = region
    self.renderer = renderer
    return mask
  }
}
