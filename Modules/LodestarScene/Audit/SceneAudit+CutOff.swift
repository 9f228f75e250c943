import LodestarText

extension SceneAudit {
  /// A title or hint drawn cut short: its last line ends with "…" while the text its accessibility element reads
  /// (the whole string) does not. A coach mark that is not drawn, or a block without an element, is left to the
  /// other checks.
  func auditCutOffText(of scene: TourScene, into findings: inout [SceneAuditFinding]) {
    guard let mark = scene.coachMark, mark.opacity >= TouchLayout.minimumHittableOpacity else { return }
    auditCutOff(mark.title, role: .title, element: "coachMarkTitle", in: scene, into: &findings)
    auditCutOff(mark.hint, role: .hint, element: "coachMarkHint", in: scene, into: &findings)
  }

  private func auditCutOff(
    _ block: SceneTextBlock?, role: SceneTextRole, element: String, in scene: TourScene,
    into findings: inout [SceneAuditFinding]
  ) {
    guard let block, let last = block.text.lines.last, Self.endsWithEllipsis(last.text) else { return }
    for accessible in scene.accessibilityElements where accessible.id == element {
      if !Self.endsWithEllipsis(accessible.label) {
        findings.append(SceneAuditFinding(kind: .textCutOff, elements: [.textBlock(role)], frames: [block.frame]))
      }
      return
    }
  }

  /// Whether `text` ends with "…" (U+2026, UTF-8 E2 80 A6), compared as bytes: the check runs for every audited
  /// scene.
  private static func endsWithEllipsis(_ text: String) -> Bool {
    let bytes = text.utf8
    guard bytes.count >= 3 else { return false }
    return bytes.suffix(3).elementsEqual([0xE2, 0x80, 0xA6])
  }
}
