/// Where the default body puts its "next" label (Instructions' positions).
public enum NextLabelPosition: String, Sendable, Hashable, Codable, CaseIterable {
  /// After the hint, on the trailing side, separated by a 1-pt line.
  case trailing
  /// Before the hint, on the leading side, separated by a 1-pt line.
  case leading
  /// In the top trailing corner, above the hint.
  case topTrailing
  /// In the top leading corner, above the hint.
  case topLeading
  /// In the bottom trailing corner, below the hint.
  case bottomTrailing
  /// In the bottom leading corner, below the hint.
  case bottomLeading

  /// Whether the label sits in a corner (above or below the hint) rather than beside it.
  public var isCorner: Bool {
    switch self {
    case .trailing, .leading: false
    case .topTrailing, .topLeading, .bottomTrailing, .bottomLeading: true
    }
  }
}
