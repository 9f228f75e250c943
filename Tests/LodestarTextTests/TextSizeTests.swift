import Testing

@testable import LodestarText

/// Text sizes and text styles against Apple's published figures (`../shared/reference/text-size.md`): the body
/// at each of the 12 categories, every style at the default size, and the proportional scaling of a custom
/// value.
@Suite struct TextSizeTests {
  @Test func thereAreTwelveCategoriesFromSmallestToLargest() {
    #expect(TextSizeCategory.allCases.count == 12)
    #expect(TextSizeCategory.allCases.map(\.index) == Array(0..<12))
    #expect(TextSizeCategory.allCases == TextSizeCategory.allCases.sorted())
    #expect(TextSizeCategory.xSmall < .small && TextSizeCategory.xxxLarge < .accessibility1)
    #expect(!(TextSizeCategory.large < .large))
    #expect(TextSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
    #expect(
      !TextSizeCategory.xxxLarge.isAccessibilityCategory && TextSizeCategory.accessibility1.isAccessibilityCategory)
  }

  @Test func theBodyAtEachCategoryIsApples() {
    let body: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    #expect(TextSizeCategory.allCases.map { ScaledTextStyle.body.pointSize(at: $0) } == body)
  }

  @Test func everyStyleAtTheDefaultSizeIsApples() {
    let large: [ScaledTextStyle: Double] = [
      .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17, .callout: 16,
      .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11,
    ]
    for style in ScaledTextStyle.allCases { #expect(style.pointSize(at: .large) == large[style], "\(style)") }
  }

  @Test(arguments: ScaledTextStyle.allCases)
  func eachStyleGrowsWithTheCategoryAndNeverGoesBelowEleven(_ style: ScaledTextStyle) {
    let sizes = TextSizeCategory.allCases.map { style.pointSize(at: $0) }
    for (smaller, larger) in zip(sizes, sizes.dropFirst()) { #expect(smaller <= larger, "\(style): \(sizes)") }
    #expect(sizes.allSatisfy { $0 >= ScaledTextStyle.minimumFontSize })
    #expect(sizes[7] > sizes[6], "\(style): the accessibility sizes start above the standard ones")
  }

  @Test func aCustomValueScalesInProportionAndIsExactAtTheDefault() {
    #expect(ScaledTextStyle.body.scaledValue(10, at: .large) == 10)
    #expect(ScaledTextStyle.body.scaledValue(17, at: .accessibility5) == 53)
    #expect(ScaledTextStyle.body.scaledValue(34, at: .xSmall) == 28)
    #expect(ScaledTextStyle.subheadline.scaledValue(30, at: .accessibility3) == 72)
    #expect(ScaledTextStyle.body.scaledValue(-17, at: .accessibility1) == -28)
    #expect(ScaledTextStyle.body.scaledValue(.infinity, at: .accessibility1) == .infinity)
    #expect(ScaledTextStyle.body.scaledValue(.nan, at: .accessibility1).isNaN)
  }

  @Test func aFontSizeIsNeverBelowEleven() {
    #expect(ScaledTextStyle.caption2.scaledFontSize(11, at: .xSmall) == 11)
    #expect(ScaledTextStyle.footnote.scaledFontSize(13, at: .xSmall) == 12)
    #expect(ScaledTextStyle.body.scaledFontSize(9, at: .large) == 11)
    #expect(ScaledTextStyle.body.scaledFontSize(11, at: .large) == 11)
    #expect(ScaledTextStyle.body.scaledFontSize(11.5, at: .large) == 11.5)
    #expect(ScaledTextStyle.body.scaledFontSize(.nan, at: .xLarge) == 11)
    #expect(ScaledTextStyle.body.scaledFontSize(-5, at: .xLarge) == 11)
  }

  @Test func aCategoryIsClampedToARange() {
    let range = TextSizeCategory.small...TextSizeCategory.accessibility2
    #expect(TextSizeCategory.xSmall.clamped(to: range) == .small)
    #expect(TextSizeCategory.small.clamped(to: range) == .small)
    #expect(TextSizeCategory.large.clamped(to: range) == .large)
    #expect(TextSizeCategory.accessibility2.clamped(to: range) == .accessibility2)
    #expect(TextSizeCategory.accessibility3.clamped(to: range) == .accessibility2)
    #expect(TextSizeCategory.accessibility5.clamped(to: .large ... .large) == .large)
  }

  @Test func aCategoryReadsItsSwiftUIName() {
    #expect(TextSizeCategory(rawValue: "xSmall") == .xSmall)
    #expect(TextSizeCategory(rawValue: "accessibility3") == .accessibility3)
    #expect(TextSizeCategory(rawValue: "extraSmall") == nil)
  }
}
