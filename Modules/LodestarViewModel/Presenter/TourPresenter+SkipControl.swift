import LodestarFlow
import LodestarGeometry
import LodestarScene
import LodestarText

extension TourPresenter {
  /// The skip control of the tour shown, by one rule for every kind of tour: the options'
  /// ``TourPresenterOptions/skipControl`` (``TourStrings/skip`` for the default title; `nil` hides it). A followed data source that
  /// names a skip control (``/LodestarFlow/TourDataSource/skipControl(for:)``, asked at start) gives its
  /// title, drawn with the options' font, padding, placement and custom view (or the defaults when the
  /// options have none); one that names none (`nil`, the default) leaves the options' control as it is.
  ///
  /// Its title and padding follow the reader's text size (``SkipControlOptions/scaled(to:)``), up to
  /// ``TourPresenterOptions/maximumControlTextSize``.
  var skipControlOptions: SkipControlOptions? {
    let textSize = effectiveOptions.resolvedControlTextSize
    guard let controller, controller.usesDataSource, let chosen = controller.skipControl else {
      guard var skip = effectiveOptions.skipControl else { return nil }
      if skip.title == SkipControlOptions.standardTitle { skip.title = strings.skip }
      return textSize == .large ? skip : skip.scaled(to: textSize)
    }
    var skip = effectiveOptions.skipControl ?? SkipControlOptions()
    skip.title = chosen.title
    return textSize == .large ? skip : skip.scaled(to: textSize)
  }

  /// The progress text's font size at the reader's text size (up to
  /// ``TourPresenterOptions/maximumControlTextSize``), along the footnote curve.
  var progressFontSize: Double {
    ScaledTextStyle.footnote.scaledFontSize(
      effectiveOptions.progressFontSize, at: effectiveOptions.resolvedControlTextSize)
  }

  /// Whether the skip control and the progress text stopped growing below the reader's text size.
  var controlsShowLargeContentViewer: Bool {
    effectiveOptions.resolvedControlTextSize < effectiveOptions.resolvedTextSize
  }

  /// The followed data source's frame rule for the skip control (``CoachMarkTourDataSource``), asked once
  /// per tour start and overlay size; `nil` without one.
  func skipControlFrameRule() -> SkipControlFrameRule? {
    if let skipRule, skipRule.size == size { return skipRule.rule }
    guard let controller, let source = controller.dataSource as? any CoachMarkTourDataSource else { return nil }
    let rule = source.skipControlFrameRule(for: controller, in: size)
    skipRule = (size, rule)
    return rule
  }
}
