import Foundation

/// The words the accessibility model adds (localize them); `{step}` and `{count}` are replaced by the
/// 1-based step number and the step count.
public struct TourAccessibilityStrings: Sendable, Hashable, Codable {
  /// The progress, spoken at the start of each announcement and as the progress element's label.
  public var stepProgress: String
  /// The next control's label when it shows no text and a later step follows.
  public var nextLabel: String
  /// The next control's label when it shows no text on the last step.
  public var doneLabel: String
  /// The skip control's label when it shows no text.
  public var skipLabel: String
  /// The next control's hint when a later step follows.
  public var nextHint: String
  /// The hint of the next control on the last step, and of the skip control.
  public var endHint: String

  /// Creates the strings; the defaults are English.
  public init(
    stepProgress: String = "Step {step} of {count}.", nextLabel: String = "Next", doneLabel: String = "Done",
    skipLabel: String = "Skip", nextHint: String = "Goes to step {step} of {count}.",
    endHint: String = "Ends the tour."
  ) {
    self.stepProgress = stepProgress
    self.nextLabel = nextLabel
    self.doneLabel = doneLabel
    self.skipLabel = skipLabel
    self.nextHint = nextHint
    self.endHint = endHint
  }

  /// `template` with `{step}` replaced by `step` and `{count}` by `count`.
  public func format(_ template: String, step: Int, count: Int) -> String {
    template.replacingOccurrences(of: "{step}", with: String(step))
      .replacingOccurrences(of: "{count}", with: String(count))
  }
}
