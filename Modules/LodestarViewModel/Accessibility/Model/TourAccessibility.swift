import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarScene

/// What assistive technology sees of one tour step: its elements in reading order (title, hint, next
/// control, skip control, progress), whether the tour is modal, and the announcement for the step.
///
/// Instructions offers only accessibility identifiers; this follows the web tours (Shepherd and
/// driver.js: a dialog labelled by its title and described by its text, focus kept inside it) and adds
/// the spoken progress.
public struct TourAccessibility: Sendable, Hashable {
  /// The index of the step (0-based).
  public var stepIndex: Int
  /// The number of steps in the tour.
  public var stepCount: Int
  /// The step's elements in reading order; a part is left out when it has no text to say or no area
  /// on screen.
  public var elements: [AccessibilityElement]
  /// Whether the tour is modal: while it shows, the app's elements are hidden from assistive technology,
  /// except ``interactiveTargets`` and their descendants.
  public var isModal: Bool
  /// The highlighted targets that stay reachable while a modal tour shows.
  public var interactiveTargets: [ElementID]
  /// What to announce when the step appears: the progress ("Step 2 of 5.") and the hint (or
  /// ``TourAccessibilityContent/spokenHint``), separated by a space; either is left out when empty.
  public var announcement: String
  /// Whether the announcement may be posted (``TourAccessibilityContent/isAnnouncementReady``).
  public var isAnnouncementReady: Bool

  /// Builds the model of a step.
  ///
  /// - Title: ``AccessibilityElementTraits/header``, labelled by its text.
  /// - Hint: ``AccessibilityElementTraits/staticText``, labelled by its text.
  /// - Next control: ``AccessibilityElementTraits/button``, labelled by its text, else
  ///   ``/LodestarScene/TourStrings/next`` (``/LodestarScene/TourStrings/done`` on the last step); its hint is ``/LodestarScene/TourStrings/nextHint`` for
  ///   the following step, or ``/LodestarScene/TourStrings/endHint`` on the last step.
  /// - Skip control: ``AccessibilityElementTraits/button``, labelled by its text, else
  ///   ``/LodestarScene/TourStrings/skip``; hint ``/LodestarScene/TourStrings/endHint``.
  /// - Progress: ``AccessibilityElementTraits/staticText`` and ``AccessibilityElementTraits/updatesFrequently``,
  ///   labelled by its text.
  ///
  /// A part whose frame is empty or not finite, or whose label is empty or only white space, is left
  /// out. The progress is spoken, and the next control hinted, only when the step's position is within its count
  /// (``TourAccessibilityContent/stepProgress``, else `0 <= stepIndex < stepCount`).
  /// The announcement starts with ``/LodestarScene/TourStrings/spokenProgress``.
  ///
  /// - Parameters:
  ///   - content: What the step shows.
  ///   - strings: The words the model adds (the presenter's ``TourPresenter/strings``).
  public init(content: TourAccessibilityContent, strings: TourStrings = TourStrings()) {
    stepIndex = content.stepIndex
    stepCount = content.stepCount
    isModal = content.isModal
    interactiveTargets = content.interactiveTargets
    isAnnouncementReady = content.isAnnouncementReady
    // What is spoken counts the steps that will show (a step skipped by its condition is not spoken of).
    let position = content.stepProgress?.position ?? content.stepIndex
    let count = content.stepProgress?.count ?? content.stepCount
    let hasProgress = position >= 0 && position < count
    // With progress, 0 <= position < count: none of the arithmetic below can overflow.
    let isLastStep = hasProgress && position == count - 1
    var elements: [AccessibilityElement] = []
    func add(
      _ part: TourAccessibilityPart, _ visible: VisiblePart?, fallback: String?, hint: String?,
      _ traits: AccessibilityElementTraits
    ) {
      guard let visible, visible.frame.isFinite, !visible.frame.isEmpty else { return }
      let label = Self.spoken(visible.text) ?? fallback.flatMap(Self.spoken)
      guard let label else { return }
      elements.append(AccessibilityElement(part: part, label: label, hint: hint, traits: traits, frame: visible.frame))
    }
    let nextHint: String?
    if isLastStep {
      nextHint = strings.endHint
    } else if hasProgress {
      nextHint = strings.nextHint(position + 2, count)
    } else {
      nextHint = nil
    }
    add(.title, content.title, fallback: nil, hint: nil, .header)
    add(.hint, content.hint, fallback: nil, hint: nil, .staticText)
    add(
      .nextControl, content.nextControl, fallback: isLastStep ? strings.done : strings.next, hint: nextHint,
      .button)
    add(.skipControl, content.skipControl, fallback: strings.skip, hint: strings.endHint, .button)
    add(.progress, content.progress, fallback: nil, hint: nil, [.staticText, .updatesFrequently])
    self.elements = elements
    let progress =
      hasProgress ? strings.spokenProgress(position + 1, count) : ""
    let hintText = Self.spoken(content.spokenHint ?? content.hint?.text) ?? ""
    announcement = [progress, hintText].filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// The element standing for `part`, or nil when the step does not show it.
  public func element(for part: TourAccessibilityPart) -> AccessibilityElement? {
    elements.first { $0.part == part }
  }

  /// The element assistive technology focuses when the step appears: the first in reading order.
  public var initialFocus: AccessibilityElement? { elements.first }

  /// Whether an element of the app is hidden from assistive technology while this step shows: when the
  /// tour is modal, every element except the interactive targets and their descendants.
  ///
  /// - Parameters:
  ///   - id: The app's element.
  ///   - tree: The app's user interface, which resolves the targets (``/LodestarHostTree/HostTree/resolve(_:)``).
  public func hidesHostElement(_ id: ElementID, in tree: some HostTree) -> Bool {
    guard isModal else { return false }
    for target in interactiveTargets {
      guard let resolved = tree.resolve(target) else { continue }
      if resolved == id || tree.isDescendant(id, of: resolved) { return false }
    }
    return true
  }

  private static func spoken(_ text: String?) -> String? {
    guard let text, text.contains(where: { !$0.isWhitespace }) else { return nil }
    return text
  }
}
