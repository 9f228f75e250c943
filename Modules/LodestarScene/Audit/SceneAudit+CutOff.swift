import LodestarText

extension SceneAudit {
  /// A title or hint drawn cut short: its last line ends with "…" while the text its accessibility element reads
  /// (the whole string) does not. A coach mark that is not drawn, or a block without an element, is left to the
  /// other checks.
  func auditCutOffText(of scene: TourScene, into findings: inout [SceneAuditFinding]) {
    guard let mark = scene.coachMark, mark.opacity >= TouchLayout.minimumHittableOpacity else { return }
    let parts: [(role: SceneTextRole, block: SceneTextBlock?, element: String)] = [
      (.title, mark.title, "coachMarkTitle"), (.hint, mark.hint, "coachMarkHint"),
    ]
    for part in parts {
      guard let block = part.block, let last = block.text.lines.last, last.text.hasSuffix("…"),
        let label = scene.accessibilityElements.first(where: { $0.id == part.element })?.label,
        !label.hasSuffix("…")
      else { continue }
      findings.append(
        SceneAuditFinding(kind: .textCutOff, elements: [.textBlock(part.role)], frames: [block.frame]))
    }
  }
}
