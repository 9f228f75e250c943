import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarScene
import LodestarTestSupport
import LodestarText
import LodestarViewModel

/// One random case of the scene-audit property tests: a screen with its safe area, one to three targets,
/// a coach mark (focus style, next-label position, placement, title and hint), laid out left to right and
/// right to left by a ``TourPresenter``.
struct AuditCase: CustomStringConvertible {
  var size: Size
  var insets: DirectionalEdgeInsets
  var targets: [Rect]
  var styleName: String
  var style: any FocusStyle
  var nextLabelPosition: NextLabelPosition
  var placement: CoachMarkPlacementRule
  var title: String?
  var hint: String
  var nextText: String?
  var stepIndex: Int
  var stepCount: Int
  var usesMonospacedText: Bool
  /// The reader's text size: half the cases at the default, the others at any size up to accessibility2 (see
  /// ``SceneAuditPropertyTests`` for the three largest).
  var textSize = TextSizeCategory.large

  /// Whether the placement mirrors in right-to-left layouts (the physical `left`/`right` placements and
  /// the anchored engine's left and right sides do not).
  var isMirrorable: Bool {
    switch placement {
    case .layout(let placement): placement != .left && placement != .right
    case .anchored(let placement): placement.side == .top || placement.side == .bottom
    }
  }

  var description: String {
    let targetList = targets.map { "(\(Int($0.minX)),\(Int($0.minY)) \(Int($0.width))x\(Int($0.height)))" }
    return """
      screen \(Int(size.width))x\(Int(size.height)) insets \(insets.top)/\(insets.leading)/\(insets.bottom)/\(insets.trailing) \
      targets \(targetList.joined(separator: " ")) style \(styleName) next \(nextLabelPosition) placement \(placement) \
      step \(stepIndex + 1)/\(stepCount) \(usesMonospacedText ? "monospaced" : "proportional") text size \(textSize) \
      title \(title.map { "\"\($0)\"" } ?? "none") hint "\(hint)"
      """
  }

  var measurer: any TextMeasurer {
    usesMonospacedText ? MonospacedTextMeasurer(cellWidth: 8, lineHeight: 18) : ProportionalTextMeasurer()
  }

  /// The screen with the targets, mirrored for right-to-left (a mirror-symmetric app).
  func screen(mirrored: Bool) -> SceneGraph {
    SceneGraph(size: size) {
      for (index, target) in targets.enumerated() {
        SceneElement(
          ElementID("target.\(index)"),
          frame: mirrored
            ? Rect(x: size.width - target.maxX, y: target.minY, width: target.width, height: target.height) : target,
          cornerRadius: 6)
      }
    }
  }

  /// The settled scene of the case's step.
  @MainActor func scene(direction: ReadingDirection) -> TourScene {
    let mark = CoachMark(
      target: "target.0", title: title, hint: hint, nextText: nextText,
      highlight: CoachMarkHighlight(
        additionalTargets: (1..<targets.count).map { ElementID("target.\($0)") }, focusStyle: style),
      layout: CoachMarkLayoutOptions(placement: placement),
      appearance: CoachMarkAppearance(body: .standard(CoachMarkBodyStyle(nextLabelPosition: nextLabelPosition))))
    let steps = (0..<stepCount).map { $0 == stepIndex ? mark : CoachMark(target: "target.0", hint: "Other") }
    var options = TourPresenterOptions(layoutDirection: direction, safeAreaInsets: insets)
    options.textSize = textSize
    let presenter = TourPresenter(
      tree: screen(mirrored: direction == .rightToLeft), steps: steps, measurer: measurer, options: options)
    presenter.start(at: stepIndex, time: 0)
    return presenter.scene(at: 10)
  }
}

extension AuditCase {
  /// Common iPhone and iPad sizes in points, portrait.
  static let deviceSizes: [Size] = [
    Size(width: 320, height: 480), Size(width: 320, height: 568), Size(width: 375, height: 667),
    Size(width: 414, height: 736), Size(width: 375, height: 812), Size(width: 390, height: 844),
    Size(width: 393, height: 852), Size(width: 428, height: 926), Size(width: 430, height: 932),
    Size(width: 744, height: 1133), Size(width: 768, height: 1024), Size(width: 810, height: 1080),
    Size(width: 820, height: 1180), Size(width: 834, height: 1194), Size(width: 1024, height: 1366),
  ]

  static let focusStyles: [(String, any FocusStyle)] = [
    ("default", DefaultFocusStyle()),
    ("default-opening", DefaultFocusStyle(layoutReference: .openingBounds)),
    ("rect", RectFocusStyle()),
    (
      "rounded-grown",
      RoundedRectFocusStyle(insets: DirectionalEdgeInsets(top: -8, leading: -6, bottom: -8, trailing: -10))
    ),
    ("rounded-inset", RoundedRectFocusStyle(insets: DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))),
    ("circle-scaled", CircleFocusStyle(radius: .scaledToTarget(factor: 1.2))),
    ("circle-fixed", CircleFocusStyle(radius: .fixed(30))),
    ("circle-opening", CircleFocusStyle(radius: .scaledToTarget(factor: 1.5), layoutReference: .openingBounds)),
    ("oval", OvalFocusStyle()),
    ("capsule", CapsuleFocusStyle(insets: DirectionalEdgeInsets(top: -4, leading: -8, bottom: -4, trailing: -8))),
    ("none", NoHighlightFocusStyle()),
    (
      "custom",
      CustomFocusStyle { target in BezierPath.roundedRect(target.frame.insetBy(dx: -10, dy: -10), cornerRadius: 12) }
    ),
  ]

  static let placements: [CoachMarkPlacementRule] =
    [.automatic, .layout(.above), .layout(.below), .layout(.leading), .layout(.trailing), .layout(.left)]
    + Placement.allCases.map { .anchored($0) }

  /// A random case.
  static func random(using random: inout SeededGenerator) -> AuditCase {
    var size =
      random.chance(0.7)
      ? deviceSizes[random.int(in: 0...(deviceSizes.count - 1))]
      : Size(width: random.double(in: 320...1024).rounded(), height: random.double(in: 480...1366).rounded())
    let isLandscape = random.chance(0.5)
    if isLandscape { size = Size(width: size.height, height: size.width) }
    let insets = randomInsets(isLandscape: isLandscape, isPhone: min(size.width, size.height) < 600, using: &random)
    let targetCount = random.int(in: 1...3)
    let targets = (0..<targetCount).map { _ in randomTarget(in: size, using: &random) }
    let (styleName, style) = focusStyles[random.int(in: 0...(focusStyles.count - 1))]
    let stepCount = random.int(in: 1...12)
    var testCase = AuditCase(
      size: size, insets: insets, targets: targets, styleName: styleName, style: style,
      nextLabelPosition: NextLabelPosition.allCases[random.int(in: 0...5)],
      placement: placements[random.int(in: 0...(placements.count - 1))],
      title: random.chance(0.7) ? TextGenerator.text(length: random.int(in: 1...300), using: &random) : nil,
      hint: TextGenerator.text(length: random.int(in: 1...300), using: &random),
      nextText: random.chance(0.9) ? ["Next", "Done", "Got it", "التالي", "次へ"][random.int(in: 0...4)] : nil,
      stepIndex: random.int(in: 0...(stepCount - 1)), stepCount: stepCount, usesMonospacedText: random.chance(0.15))
    if random.chance(0.5) {
      let sizes = TextSizeCategory.allCases
      testCase.textSize = sizes[random.int(in: 0...(sizes.count - 1))]
    }
    return testCase
  }

  static func randomInsets(isLandscape: Bool, isPhone: Bool, using random: inout SeededGenerator)
    -> DirectionalEdgeInsets
  {
    switch random.int(in: 0...3) {
    case 0: return .zero
    case 1:
      if isPhone {
        return isLandscape
          ? DirectionalEdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47)
          : DirectionalEdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
      }
      return DirectionalEdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)
    case 2: return DirectionalEdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
    default:
      return DirectionalEdgeInsets(
        top: random.double(in: 0...60).rounded(), leading: random.double(in: 0...60).rounded(),
        bottom: random.double(in: 0...40).rounded(), trailing: random.double(in: 0...60).rounded())
    }
  }

  /// A target anywhere on the screen: tiny, ordinary or larger than half the screen, often against an
  /// edge or in a corner.
  static func randomTarget(in size: Size, using random: inout SeededGenerator) -> Rect {
    let width: Double
    let height: Double
    switch random.int(in: 0...9) {
    case 0, 1:
      width = random.double(in: 1...8).rounded()
      height = random.double(in: 1...8).rounded()
    case 2:
      width = random.double(in: (size.width / 2)...size.width).rounded()
      height = random.double(in: (size.height / 2)...size.height).rounded()
    default:
      width = random.double(in: 20...min(240, size.width)).rounded()
      height = random.double(in: 20...min(120, size.height)).rounded()
    }
    var x = random.double(in: 0...(size.width - width)).rounded()
    var y = random.double(in: 0...(size.height - height)).rounded()
    if random.chance(0.3) { x = random.chance(0.5) ? 0 : size.width - width }
    if random.chance(0.3) { y = random.chance(0.5) ? 0 : size.height - height }
    return Rect(x: x, y: y, width: width, height: height)
  }
}

/// Random text of a given length in characters: Latin words, CJK, Arabic, emoji, long unbreakable words.
enum TextGenerator {
  static let latin = [
    "Tap", "here", "to", "change", "your", "profile", "photo.", "Settings", "and", "privacy", "live",
    "in", "this", "list,", "with", "notifications.", "W", "i", "mmm",
  ]
  static let cjk = Array("这是你的个人资料。点击这里更改照片，ここをタップして変更します。프로필을변경하세요")
  static let arabic = ["اضغط", "هنا", "لتغيير", "صورتك", "الشخصية", "الإعدادات", "والخصوصية"]
  static let emoji: [Character] = ["👋", "🎉", "👩‍💻", "🇫🇷", "👍🏽", "❤️"]
  static let unbreakable = [
    "Supercalifragilisticexpialidocious", "https://example.com/a/very/long/path/that/never/breaks",
    "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW", "Donaudampfschifffahrtsgesellschaftskapitän",
  ]

  static func text(length: Int, using random: inout SeededGenerator) -> String {
    var text: [Character] = []
    text.reserveCapacity(length + 60)
    let flavour = random.int(in: 0...5)
    while text.count < length {
      let pick = flavour == 5 ? random.int(in: 0...4) : flavour
      switch pick {
      case 0: text += latin[random.int(in: 0...(latin.count - 1))] + " "
      case 1: text.append(cjk[random.int(in: 0...(cjk.count - 1))])
      case 2: text += arabic[random.int(in: 0...(arabic.count - 1))] + " "
      case 3: text.append(emoji[random.int(in: 0...(emoji.count - 1))])
      default: text += unbreakable[random.int(in: 0...(unbreakable.count - 1))] + (random.chance(0.5) ? " " : "")
      }
    }
    return String(text.prefix(length))
  }
}
