import LodestarGeometry

/// How an animation's progress relates to time: a curve from input progress in `0...1` to output
/// progress.
public enum TimingFunction: Sendable, Hashable {
  /// Output equals input.
  case linear

  /// The output progress for an input progress. Inputs outside `0...1` extrapolate linearly.
  public func progress(at input: Double) -> Double {
    switch self {
    case .linear: input
    }
  }
}
