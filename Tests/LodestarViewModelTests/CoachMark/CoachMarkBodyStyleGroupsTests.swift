import LodestarGeometry
import LodestarScene
import LodestarText
import Testing

@testable import LodestarViewModel

/// A body style's two groups: the initializer stores each value in its own property, each group property
/// reads and writes exactly its own values, and the defaults are Instructions'.
@Suite struct CoachMarkBodyStyleGroupsTests {
  /// Metrics with no value at its default, each different from the others.
  static let metrics = CoachMarkBodyMetrics(
    insets: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), spacing: 5, cornerSpacing: 6,
    separatorWidth: 7, cornerRadius: 8.5, minimumSize: Size(width: 9, height: 10),
    arrowSize: Size(width: 11, height: 12))
  static let typography = CoachMarkTypography(
    titleFontSize: 21, hintFontSize: 22, nextFontSize: 23, alignment: .center)

  @Test func theDefaultsAreInstructions() {
    let style = CoachMarkBodyStyle()
    #expect(style.nextLabelPosition == .trailing)
    #expect(style.insets == DirectionalEdgeInsets(top: 10, leading: 15, bottom: 10, trailing: 15))
    #expect(style.spacing == 10 && style.cornerSpacing == 18 && style.separatorWidth == 1 && style.cornerRadius == 8)
    #expect(style.minimumSize == Size(width: 17, height: 18) && style.arrowSize == Size(width: 15, height: 9))
    #expect(style.titleFontSize == 17 && style.hintFontSize == 15 && style.nextFontSize == 17)
    #expect(style.alignment == .natural && style.colors == CoachMarkColors())
    #expect(style.metrics == CoachMarkBodyMetrics() && style.typography == CoachMarkTypography())
  }

  @Test func theInitializerStoresEachValueInItsProperty() {
    let colors = CoachMarkColors(inner: RGBAColor(white: 0.5))
    let style = CoachMarkBodyStyle(
      nextLabelPosition: .bottomTrailing, metrics: Self.metrics, typography: Self.typography, colors: colors)
    #expect(style.nextLabelPosition == .bottomTrailing && style.colors == colors)
    #expect(style.insets == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    #expect(style.spacing == 5 && style.cornerSpacing == 6 && style.separatorWidth == 7 && style.cornerRadius == 8.5)
    #expect(style.minimumSize == Size(width: 9, height: 10) && style.arrowSize == Size(width: 11, height: 12))
    #expect(style.titleFontSize == 21 && style.hintFontSize == 22 && style.nextFontSize == 23)
    #expect(style.alignment == .center)
    #expect(style.metrics == Self.metrics && style.typography == Self.typography)
  }

  @Test func aGroupPropertyWritesOnlyItsOwnValues() {
    var style = CoachMarkBodyStyle()
    style.metrics = Self.metrics
    #expect(style.typography == CoachMarkTypography() && style.nextLabelPosition == .trailing)
    #expect(style == CoachMarkBodyStyle(metrics: Self.metrics))
    style.typography = Self.typography
    #expect(style.metrics == Self.metrics)
    #expect(style == CoachMarkBodyStyle(metrics: Self.metrics, typography: Self.typography))
    style.typography.hintFontSize = 30
    #expect(style.hintFontSize == 30 && style.titleFontSize == 21)
    style.cornerRadius = 2
    #expect(style.metrics.cornerRadius == 2 && style.metrics.spacing == 5)
  }
}
