import LodestarGeometry

/// The colours of what a scene draws but does not colour: the tour's and the walkthrough's controls, the
/// progress text and the page control's dots.
public struct DisplayPalette: Sendable, Hashable {
  /// The fill of the skip control and of a walkthrough's buttons.
  public var controlFill: RGBAColor
  /// The title of the skip control and of a walkthrough's buttons.
  public var controlTitle: RGBAColor
  /// The progress text, drawn over the overlay.
  public var progressText: RGBAColor
  /// A dot of the page control.
  public var pageIndicator: RGBAColor
  /// The dot of the page being shown.
  public var currentPageIndicator: RGBAColor

  /// Creates a palette; the defaults are LodestarRendering's SVG theme's.
  ///
  /// - Parameters:
  ///   - controlFill: The fill of the controls.
  ///   - controlTitle: The controls' titles.
  ///   - progressText: The progress text.
  ///   - pageIndicator: A dot of the page control.
  ///   - currentPageIndicator: The current page's dot; the control fill unless given.
  public init(
    controlFill: RGBAColor = RGBAColor(red: 0, green: 0.4, blue: 0.85), controlTitle: RGBAColor = .white,
    progressText: RGBAColor = RGBAColor(white: 0.1), pageIndicator: RGBAColor = RGBAColor(white: 0.5),
    currentPageIndicator: RGBAColor? = nil
  ) {
    self.controlFill = controlFill
    self.controlTitle = controlTitle
    self.progressText = progressText
    self.pageIndicator = pageIndicator
    self.currentPageIndicator = currentPageIndicator ?? controlFill
  }
}
