import LodestarGeometry
import LodestarText
import LodestarTimeline

extension SceneAudit {
  /// Every number of the scene finite, every frame not null.
  func auditNumbers(of scene: TourScene, into findings: inout [SceneAuditFinding]) {
    var check = NumberCheck()
    check.size(scene.size, "size")
    check.insets(scene.safeAreaInsets, "safeAreaInsets")
    check.opacity(scene.overlay.opacity, "overlay.opacity")
    check.color(scene.overlay.color, "overlay.color")
    check.transform(scene.overlay.transform, "overlay.transform")
    for (index, cutout) in scene.overlay.cutouts.enumerated() {
      check.path(cutout, "overlay.cutouts[\(index)]")
    }
    if let mark = scene.coachMark {
      check.rect(mark.bodyFrame, "coachMark.bodyFrame")
      check.number(mark.cornerRadius, "coachMark.cornerRadius")
      check.opacity(mark.opacity, "coachMark.opacity")
      check.transform(mark.transform, "coachMark.transform")
      func text(_ block: SceneTextBlock?, _ role: SceneTextRole) {
        guard let block else { return }
        check.rect(block.frame, "coachMark.\(role.rawValue).frame")
        check.number(block.fontSize, "coachMark.\(role.rawValue).fontSize")
        check.number(block.text.lineHeight, "coachMark.\(role.rawValue).lineHeight")
        for (index, line) in block.text.lines.enumerated() {
          check.number(line.width, "coachMark.\(role.rawValue).lines[\(index)].width")
        }
      }
      text(mark.title, .title)
      text(mark.hint, .hint)
      text(mark.next, .next)
      if let separator = mark.separatorFrame { check.rect(separator, "coachMark.separatorFrame") }
      if let slot = mark.customBody { check.size(slot.size, "coachMark.customBody.size") }
      if let arrow = mark.arrow {
        check.rect(arrow.frame, "coachMark.arrow.frame")
        if let slot = arrow.customArrow { check.size(slot.size, "coachMark.arrow.customArrow.size") }
      }
    }
    if let skip = scene.skipControl {
      check.rect(skip.frame, "skipControl.frame")
      check.rect(skip.hitFrame, "skipControl.hitFrame")
      check.number(skip.fontSize, "skipControl.fontSize")
      check.opacity(skip.opacity, "skipControl.opacity")
      if let slot = skip.customView { check.size(slot.size, "skipControl.customView.size") }
    }
    if let progress = scene.progress {
      check.rect(progress.frame, "progress.frame")
      check.number(progress.fontSize, "progress.fontSize")
      check.opacity(progress.opacity, "progress.opacity")
    }
    for (index, ornament) in scene.ornaments.enumerated() {
      check.rect(ornament.frame, "ornaments[\(index)].frame")
      check.opacity(ornament.opacity, "ornaments[\(index)].opacity")
    }
    for (index, frame) in scene.interaction.targetFrames.enumerated() {
      check.rect(frame, "interaction.targetFrames[\(index)]")
    }
    for (index, frame) in scene.interaction.targetVisibleFrames.enumerated() where !frame.isNull {
      check.rect(frame, "interaction.targetVisibleFrames[\(index)]")
    }
    for element in scene.accessibilityElements {
      check.rect(element.frame, "accessibilityElements[\(element.id)].frame")
    }
    // Most scenes have no non-finite number: nothing to append.
    guard !check.findings.isEmpty else { return }
    findings += check.findings
  }
}

/// Collects the places of the scene's non-finite numbers.
struct NumberCheck {
  var findings: [SceneAuditFinding] = []

  mutating func number(_ value: Double, _ place: @autoclosure () -> String) {
    if !value.isFinite { record(place(), frame: .null) }
  }

  mutating func rect(_ rect: Rect, _ place: @autoclosure () -> String) {
    if rect.isNull || !rect.isFinite { record(place(), frame: rect.isNull ? .null : rect) }
  }

  mutating func size(_ size: Size, _ place: @autoclosure () -> String) {
    if !size.width.isFinite || !size.height.isFinite { record(place(), frame: .null) }
  }

  mutating func insets(_ insets: DirectionalEdgeInsets, _ place: @autoclosure () -> String) {
    if !insets.isFinite { record(place(), frame: .null) }
  }

  mutating func opacity(_ opacity: Opacity, _ place: @autoclosure () -> String) {
    number(opacity.value, place())
  }

  mutating func color(_ color: RGBAColor, _ place: @autoclosure () -> String) {
    if ![color.red, color.green, color.blue, color.alpha].allSatisfy(\.isFinite) { record(place(), frame: .null) }
  }

  mutating func transform(_ transform: AffineMatrix, _ place: @autoclosure () -> String) {
    if ![transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite) {
      record(place(), frame: .null)
    }
  }

  mutating func path(_ path: BezierPath, _ place: @autoclosure () -> String) {
    for element in path.elements {
      let isFinite: Bool
      switch element {
      case .move(let point), .line(let point): isFinite = point.isFinite
      case .quadCurve(let point, let control): isFinite = point.isFinite && control.isFinite
      case .curve(let point, let first, let second): isFinite = point.isFinite && first.isFinite && second.isFinite
      case .closeSubpath: isFinite = true
      }
      if !isFinite {
        record(place(), frame: .null)
        return
      }
    }
  }

  private mutating func record(_ place: String, frame: Rect) {
    findings.append(SceneAuditFinding(kind: .nonFiniteNumber, elements: [.value(place)], frames: [frame]))
  }
}
