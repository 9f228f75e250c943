import LodestarGeometry

/// How the lines of a paragraph are aligned, before the text's direction is known.
public enum ParagraphAlignment: String, Sendable, Hashable, Codable, CaseIterable {
  /// Aligned to the leading edge of the interface's layout direction, as UIKit's `.natural`: left in a
  /// left-to-right interface and right in a right-to-left one, whatever the paragraph's own script.
  case natural
  /// Aligned to the leading edge of the interface's layout direction.
  case leading
  /// Aligned to the trailing edge of the interface's layout direction.
  case trailing
  /// Centred.
  case center

  /// The physical alignment for a paragraph written in `paragraphDirection`, in an interface laid out in
  /// `layoutDirection`. Only ``center`` does not depend on the layout direction; none depends on the
  /// paragraph's direction, which decides only how a renderer orders the line's runs.
  public func resolved(
    paragraphDirection: ReadingDirection, layoutDirection: ReadingDirection
  ) -> LineAlignment {
    switch self {
    case .natural, .leading: layoutDirection == .rightToLeft ? .right : .left
    case .trailing: layoutDirection == .rightToLeft ? .left : .right
    case .center: .center
    }
  }
}

/// Where a line sits horizontally in its box, once directions are resolved.
public enum LineAlignment: String, Sendable, Hashable, Codable, CaseIterable {
  /// Against the left edge.
  case left
  /// Centred.
  case center
  /// Against the right edge.
  case right
}
