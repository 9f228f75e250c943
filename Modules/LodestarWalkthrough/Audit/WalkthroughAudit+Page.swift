import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarText

extension WalkthroughAudit {
  /// The measured box of line `index` of an element's text, in the walkthrough's space before the element's
  /// transform: its measured width, placed by its alignment, one line high.
  static func lineBox(
    _ line: WrappedLine, index: Int, of element: WalkthroughSceneElement, text: WrappedText,
    measurer: some TextMeasurer
  ) -> Rect {
    var measured = line
    measured.width = measurer.width(of: line.text, fontSize: element.fontSize)
    return Rect(
      x: element.frame.minX + measured.horizontalOffset(inWidth: element.frame.width),
      y: element.textTop + Double(index) * text.lineHeight, width: measured.width, height: text.lineHeight)
  }

  /// Each drawn element of a page: inside the page and the safe area, clear of the controls, its text whole,
  /// unbroken and large enough; then what is wrong between the page's elements
  /// (`elementFindings(_:measurer:)`).
  func auditPage(
    _ page: WalkthroughScenePage, in scene: WalkthroughScene, controls: [(name: String, hitFrame: Rect)],
    measurer: some TextMeasurer, into findings: inout [SceneAuditFinding]
  ) {
    let safeArea = scene.safeArea.offsetBy(dx: page.frame.minX, dy: 0)
    let contentWidth = scene.safeArea.width - 2 * contentMargin
    for element in page.elements where element.text != nil || element.fill != nil {
      let id = element.id.rawValue
      let frame = element.transformedFrame
      if !fits(frame, in: page.frame) {
        findings.append(
          SceneAuditFinding(
            kind: .leavesPage, elements: [.element(id), .page(page.index)], frames: [frame, page.frame]))
      }
      if !fits(frame, in: safeArea) {
        findings.append(
          SceneAuditFinding(kind: .leavesSafeArea, elements: [.element(id), .safeArea], frames: [frame, safeArea]))
      }
      for control in controls where overlaps(frame, control.hitFrame) {
        findings.append(
          SceneAuditFinding(
            kind: .overlapsControl, elements: [.element(id), .control(control.name)],
            frames: [frame, control.hitFrame]))
      }
      guard let text = element.text else { continue }
      if element.fontSize < minimumFontSize - tolerance || !element.fontSize.isFinite {
        findings.append(SceneAuditFinding(kind: .textTooSmall, elements: [.element(id)], frames: [frame]))
      }
      if let last = text.lines.indices.last {
        let box = shown(
          Self.lineBox(text.lines[last], index: last, of: element, text: text, measurer: measurer), element)
        if !fits(box, in: page.frame) || !Self.endsString(text, element.unwrappedText) {
          findings.append(
            SceneAuditFinding(kind: .textEndNotDrawn, elements: [.elementLine(id, index: last)], frames: [box]))
        }
      }
      if let word = brokenWord(of: element, maximumWidth: contentWidth, measurer: measurer) {
        findings.append(
          SceneAuditFinding(
            kind: .wordBroken, elements: [.element(id), .value("word \"\(word)\"")], frames: [frame, .null]))
      }
    }
    findings += elementFindings(page.elements, measurer: measurer)
  }

  /// Whether the text's last line ends the string (ignoring the spaces at its end); always true without the
  /// string.
  static func endsString(_ text: WrappedText, _ string: String?) -> Bool {
    guard let string else { return true }
    let expected = string.reversed().drop { $0.isWhitespace }
    guard let last = text.lines.last else { return expected.isEmpty }
    let drawn = last.text.reversed().drop { $0.isWhitespace }
    return expected.starts(with: drawn.prefix(Swift.min(drawn.count, expected.count)))
      && (drawn.isEmpty == expected.isEmpty)
  }

  /// The first word of the element's text (a run between spaces) that its wrapping broke across lines (the
  /// wrapper breaks a word only when it is wider than the element, and then no line holds it whole) although
  /// it is no wider than `maximumWidth`; `nil` when there is none.
  func brokenWord(
    of element: WalkthroughSceneElement, maximumWidth: Double, measurer: some TextMeasurer
  ) -> Substring? {
    guard let string = element.unwrappedText, let text = element.text else { return nil }
    for word in string.split(whereSeparator: \.isWhitespace) {
      let width = measurer.width(of: word, fontSize: element.fontSize)
      guard width > element.frame.width + tolerance, width <= maximumWidth + tolerance else { continue }
      if !text.lines.contains(where: { $0.text.contains(word) }) { return word }
    }
    return nil
  }
}
