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
  /// What a scrolling hint's element says after it scrolled
  /// (``/LodestarScene/SceneAccessibilityElement/scrollStatus``): `{first}` and `{last}` are replaced by the
  /// 1-based numbers of the first and last lines shown, `{count}` by the number of lines.
  public var hintScrollStatus: String

  /// Creates the strings; the defaults are English.
  ///
  /// - Parameters:
  ///   - stepProgress: The progress, spoken at the start of each announcement.
  ///   - nextLabel: The next control's label when it shows no text.
  ///   - doneLabel: The next control's label on the last step when it shows no text.
  ///   - skipLabel: The skip control's label when it shows no text.
  ///   - nextHint: The next control's hint when a later step follows.
  ///   - endHint: The hint of the controls that end the tour.
  ///   - hintScrollStatus: What a scrolling hint says after it scrolled.
  public init(
    stepProgress: String = "Step {step} of {count}.", nextLabel: String = "Next", doneLabel: String = "Done",
    skipLabel: String = "Skip", nextHint: String = "Goes to step {step} of {count}.",
    endHint: String = "Ends the tour.", hintScrollStatus: String = "Lines {first} to {last} of {count}."
  ) {
    self.stepProgress = stepProgress
    self.nextLabel = nextLabel
    self.doneLabel = doneLabel
    self.skipLabel = skipLabel
    self.nextHint = nextHint
    self.endHint = endHint
    self.hintScrollStatus = hintScrollStatus
  }

  /// ``hintScrollStatus`` for the lines `shown` of `count`.
  ///
  /// - Parameters:
  ///   - shown: The indexes of the lines shown.
  ///   - count: The number of lines.
  /// - Returns: The status, with 1-based line numbers.
  public func hintScrollStatus(showing shown: Range<Int>, of count: Int) -> String {
    hintScrollStatus.replacingOccurrences(of: "{first}", with: String(shown.lowerBound + 1))
      .replacingOccurrences(of: "{last}", with: String(shown.upperBound))
      .replacingOccurrences(of: "{count}", with: String(count))
  }

  /// `template` with `{step}` replaced by `step` and `{count}` by `count`.
  public func format(_ template: String, step: Int, count: Int) -> String {
    template.replacingOccurrences(of: "{step}", with: String(step))
      .replacingOccurrences(of: "{count}", with: String(count))
  }
}
