import LodestarFlow
import LodestarGeometry

extension TourPresenter {
  /// The skip control of the tour shown. A followed data-source controller decides whether there is one
  /// and its title (``/LodestarFlow/TourDataSource/skipControl(for:)``, asked at start: `nil` shows none),
  /// drawn with the options' font, padding, placement and custom view (or the defaults when the options
  /// have none); otherwise the options' ``TourPresenterOptions/skipControl``.
  var skipControlOptions: SkipControlOptions? {
    guard let controller, controller.usesDataSource else { return options.skipControl }
    guard let chosen = controller.skipControl else { return nil }
    var skip = options.skipControl ?? SkipControlOptions()
    skip.title = chosen.title
    return skip
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
