import LodestarGeometry
import LodestarLayout
import LodestarScene
import LodestarText

/// Compares a right-to-left scene with the mirror image of a left-to-right one (the same screen, mirrored).
///
/// Frames are mirrored about the screen's vertical centre line; arrows pointing left point right. Text
/// alignment mirrors too, natural alignment included: it follows the layout direction, whatever the
/// script (issue 32, item 10).
enum MirrorComparison {
  static func differences(_ leftToRight: TourScene, _ rightToLeft: TourScene, tolerance: Double) -> [String] {
    var differences: [String] = []
    let width = leftToRight.size.width
    func mirror(_ rect: Rect) -> Rect {
      Rect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }
    func compare(_ name: String, _ expected: Rect?, _ actual: Rect?) {
      switch (expected, actual) {
      case (nil, nil): return
      case (let expected?, let actual?):
        if expected.isNull && actual.isNull { return }
        let close =
          abs(expected.minX - actual.minX) <= tolerance && abs(expected.minY - actual.minY) <= tolerance
          && abs(expected.width - actual.width) <= tolerance && abs(expected.height - actual.height) <= tolerance
        if !close { differences.append("\(name): expected \(expected), got \(actual)") }
      default:
        differences.append("\(name): expected \(String(describing: expected)), got \(String(describing: actual))")
      }
    }
    compare(
      "opening boxes", leftToRight.overlay.region.openingBoxes.map(mirror).reduce(Rect.null) { $0.union($1) },
      rightToLeft.overlay.region.openingBoxes.reduce(Rect.null) { $0.union($1) })
    compare("skip control", leftToRight.skipControl.map { mirror($0.frame) }, rightToLeft.skipControl?.frame)
    compare("skip hit area", leftToRight.skipControl.map { mirror($0.hitFrame) }, rightToLeft.skipControl?.hitFrame)
    compare("progress", leftToRight.progress.map { mirror($0.frame) }, rightToLeft.progress?.frame)
    guard let left = leftToRight.coachMark, let right = rightToLeft.coachMark else {
      if (leftToRight.coachMark == nil) != (rightToLeft.coachMark == nil) { differences.append("coach mark missing") }
      return differences
    }
    if left.position != right.position { differences.append("position \(left.position) vs \(right.position)") }
    compare("body", mirror(left.bodyFrame), right.bodyFrame)
    compare("arrow", left.arrow.map { mirror($0.frame) }, right.arrow?.frame)
    if let leftArrow = left.arrow, let rightArrow = right.arrow,
      mirrored(leftArrow.orientation) != rightArrow.orientation
    {
      differences.append("arrow points \(rightArrow.orientation), expected \(mirrored(leftArrow.orientation))")
    }
    compare("separator", left.separatorFrame.map(mirror), right.separatorFrame)
    for (role, leftBlock, rightBlock) in [
      ("title", left.title, right.title), ("hint", left.hint, right.hint), ("next", left.next, right.next),
    ] {
      compare("\(role) block", leftBlock.map { mirror($0.frame) }, rightBlock?.frame)
      guard let leftBlock, let rightBlock else { continue }
      guard leftBlock.text.lineTexts == rightBlock.text.lineTexts else {
        differences.append("\(role) lines differ: \(leftBlock.text.lineTexts) vs \(rightBlock.text.lineTexts)")
        continue
      }
      let mirroredBlock = mirror(leftBlock.frame)
      for (index, (leftLine, rightLine)) in zip(leftBlock.text.lines, rightBlock.text.lines).enumerated() {
        let expectedAlignment = mirrored(leftLine.alignment)
        if rightLine.alignment != expectedAlignment {
          differences.append("\(role) line \(index + 1) aligned \(rightLine.alignment), expected \(expectedAlignment)")
        }
        compare(
          "\(role) line \(index + 1)", lineBox(leftLine, alignment: expectedAlignment, in: mirroredBlock),
          lineBox(rightLine, alignment: rightLine.alignment, in: rightBlock.frame))
      }
    }
    return differences
  }

  static func lineBox(_ line: WrappedLine, alignment: LineAlignment, in block: Rect) -> Rect {
    let offset: Double
    switch alignment {
    case .left: offset = 0
    case .center: offset = (block.width - line.width) / 2
    case .right: offset = block.width - line.width
    }
    return Rect(x: block.minX + offset, y: block.minY, width: line.width, height: 1)
  }

  static func mirrored(_ alignment: LineAlignment) -> LineAlignment {
    switch alignment {
    case .left: .right
    case .right: .left
    case .center: .center
    }
  }

  static func mirrored(_ direction: ArrowDirection) -> ArrowDirection {
    switch direction {
    case .left: .right
    case .right: .left
    case .up, .down: direction
    }
  }
}
