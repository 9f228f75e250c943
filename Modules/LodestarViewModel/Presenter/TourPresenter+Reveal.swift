import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarScene
import LodestarText
import LodestarTimeline

/// A reveal in progress: the target, the scrolls asked for, and the target's frame at the last read.
struct PendingReveal {
  var target: ElementID
  var requests: [ScrollRequest] = []
  var lastFrame: Rect
}

extension TourPresenter {
  /// A Flow step target for an element of the presenter's tree, scrolled into view before the step shows: what
  /// ``follow(_:)`` gives a coach mark's target, for steps whose targets are set elsewhere (a tour file's).
  ///
  /// It resolves to the element once the whole of it is in view and the scrolls asked of ``scrollHandler`` have
  /// ended, and says ``/LodestarFlow/MissingTargetCause/outOfView`` when the element is there but out of view.
  /// Given the step's coach mark, the scroll keeps room for it on the side its placement puts it, where the
  /// room fits (see ``revealPadding(for:around:)``).
  ///
  /// - Parameters:
  ///   - target: The element's id.
  ///   - reveal: The step's reveal, or `nil` for ``TourPresenterOptions/reveal``.
  ///   - coachMark: The step's coach mark, whose room the scroll keeps; `nil` keeps only
  ///     ``TourPresenterOptions/revealPadding``.
  /// - Returns: The target; it holds the presenter weakly.
  public func stepTarget(for target: ElementID, reveal: TargetReveal?, coachMark: CoachMark? = nil) -> StepTarget {
    let request =
      coachMark.map { StepTargetRequest(target: target, reveal: reveal, coachMark: $0) }
      ?? StepTargetRequest(target: target, reveal: reveal)
    let targets = RevealingTargets(presenter: self)
    targets.supply([request])
    return targets.target(at: 0)
  }

  /// An empty list of targets in the presenter's tree, which hands out the targets of many steps (see
  /// ``RevealingTargets``).
  ///
  /// - Returns: The list; it holds the presenter weakly.
  package func revealingTargets() -> RevealingTargets {
    RevealingTargets(presenter: self)
  }

  /// The room a reveal keeps around a target: ``TourPresenterOptions/revealPadding``, and on the side the coach
  /// mark's placement puts it (above or below), the coach mark's height with its arrow, its gap and what the
  /// focus style grows the opening by, when the target
  /// and that room fit in every scroll container around it. A coach mark placed beside its target, over it, or
  /// by the automatic layout (which picks the side with room) adds nothing.
  ///
  /// - Parameters:
  ///   - coachMark: The step's coach mark.
  ///   - element: The target's element.
  /// - Returns: The padding to scroll with.
  public func revealPadding(for coachMark: CoachMark, around element: ElementID) -> DirectionalEdgeInsets {
    let padding = effectiveOptions.revealPadding
    guard !coachMark.isDisplayedOverCutoutPath, let side = coachMark.placement.verticalSide else {
      return padding
    }
    guard let frame = tree.geometry(of: element)?.frame, frame.isFinite else { return padding }
    // The coach mark is laid out against the target's opening, which the focus style may grow past the frame.
    let opening = coachMark.focusStyle.path(for: FocusTarget(frame: frame)).bounds
    let growth = side == .top ? frame.minY - opening.minY : opening.maxY - frame.maxY
    let room = coachMarkHeight(coachMark) + (growth.isFinite ? max(growth, 0) : 0)
    guard room.isFinite, room > 0 else { return padding }
    var kept = padding
    if side == .top { kept.top += room } else { kept.bottom += room }
    // Every scroll container around the target must show the target and the room together.
    let needed = frame.height + kept.top + kept.bottom
    var ancestor = tree.element(element)?.parent
    var depth = 0
    while let id = ancestor, let container = tree.element(id), depth <= HostTreeLimits.maximumDepth {
      if let scroll = container.scrollContainer {
        let insets = scroll.contentInsets
        let visible = container.frame.sanitized.height - max(insets.top, 0) - max(insets.bottom, 0)
        if !(visible >= needed) { return padding }
      }
      ancestor = container.parent
      depth += 1
    }
    return kept
  }

  /// The height a coach mark takes beside its cut-out: its body (as wide as the screen lets it be), its arrow
  /// and the gap.
  func coachMarkHeight(_ mark: CoachMark) -> Double {
    let mark = scaledToReader(mark)
    // The overlay root's size now (the layout reads it again when the step shows).
    let root = rootID ?? tree.rootIDs.first
    let bounds = Rect(origin: .zero, size: root.flatMap { tree.element($0)?.frame.sanitized.size } ?? size)
    let container = CoachMarkLayout.container(
      bounds: bounds, safeAreaInsets: effectiveOptions.safeAreaInsets, layoutDirection: effectiveOptions.layoutDirection
    )
    let arrowSize = mark.customArrow?.size ?? mark.bodyStyle.arrowSize
    let configuration = mark.configuration(arrowSize: arrowSize)
    let maxWidth = CoachMarkLayout.ceiledMaxWidth(configuration, container: container)
    let body: Double
    switch mark.body {
    case .standard: body = bodyLayout(of: mark, maxWidth: maxWidth, maxHeight: .infinity)?.size.height ?? 0
    case .custom(let slot): body = slot.size.height
    }
    let arrow = mark.showsArrow ? arrowSize.height - configuration.gapBetweenBodyAndArrow : 0
    return body + max(arrow, 0) + max(configuration.gapBetweenCoachMarkAndCutoutPath, 0)
  }

  /// The target a followed controller waits for, with the reveal applied: the element once the whole of it can be
  /// seen and the scrolls asked for have ended; `nil` meanwhile.
  ///
  /// While a target in a scroll container is not wholly in view, the presenter asks the host to scroll it in
  /// (``scrollHandler``, once per reveal) and answers `nil`, so the controller waits (on every `refresh()`, up to
  /// the step's wait timeout). With nothing to scroll, or no host that scrolls, a target partly in view shows as
  /// it is, and one not in view at all stays missing: its step's missing-target policy then applies with
  /// ``/LodestarFlow/MissingTargetCause/outOfView``.
  func revealedTarget(_ target: ElementID, reveal: TargetReveal, coachMark: CoachMark? = nil) -> ElementID? {
    guard let element = tree.resolve(target), let geometry = tree.geometry(of: element), !geometry.isHidden else {
      return nil
    }
    guard case .scroll(let alignment) = reveal else { return element }
    let frame = geometry.frame
    let visible = geometry.visibleFrame
    if pendingReveal?.target != element { pendingReveal = PendingReveal(target: element, lastFrame: frame) }
    let isWhole =
      !visible.isNull && visible.width >= frame.width - 0.01 && visible.height >= frame.height - 0.01
    if isWhole {
      // Settled: every scroll asked for reached its offset, or the target held still since the last read.
      let reached = pendingReveal?.requests.allSatisfy { request in
        tree.element(request.container)?.boundsOrigin == request.to
      }
      let stillSinceLastRead = pendingReveal?.lastFrame == frame
      pendingReveal?.lastFrame = frame
      return reached != false || stillSinceLastRead ? element : nil
    }
    pendingReveal?.lastFrame = frame
    let isSeen = !visible.isNull && visible.width > 0.01 && visible.height > 0.01
    guard pendingReveal?.requests.isEmpty == true, let scrollHandler else {
      // Asked already (the host is scrolling), or nobody scrolls: a target partly in view shows as it is.
      return pendingReveal?.requests.isEmpty == false ? nil : isSeen ? element : nil
    }
    let duration = effectiveOptions.transitionStyle.reducedMotion == .off ? max(0, effectiveOptions.revealDuration) : 0
    let padding = coachMark.map { revealPadding(for: $0, around: element) } ?? effectiveOptions.revealPadding
    let requests = tree.revealRequests(
      for: element, block: alignment, inline: alignment, padding: padding, direction: effectiveOptions.layoutDirection
    ).map { request in
      var timed = request
      timed.duration = duration.isFinite ? duration : 0
      return timed
    }
    guard !requests.isEmpty else { return isSeen ? element : nil }
    pendingReveal?.requests = requests
    scrollHandler(requests)
    return nil
  }

  /// Why a followed step's target is missing: out of view when its element is there.
  func missingCause(of target: ElementID) -> MissingTargetCause {
    resolveTarget(target) == nil ? .notFound : .outOfView
  }
}

/// What ``RevealingTargets`` asks its presenter, whatever the presenter's tree type.
@MainActor
protocol RevealingPresenter: AnyObject {
  /// The element once the target is in view, with the step's reveal or the presenter's, keeping room for the
  /// coach mark.
  func revealedTarget(_ target: ElementID, stepReveal: TargetReveal?, coachMark: CoachMark?) -> ElementID?
  /// Why the target is missing.
  func missingCause(of target: ElementID) -> MissingTargetCause
}

extension TourPresenter: RevealingPresenter {
  func revealedTarget(_ target: ElementID, stepReveal: TargetReveal?, coachMark: CoachMark?) -> ElementID? {
    revealedTarget(target, reveal: stepReveal ?? effectiveOptions.reveal, coachMark: coachMark)
  }
}

/// One step's target for ``RevealingTargets``: the element, the step's reveal and the coach mark whose
/// room the reveal keeps.
package struct StepTargetRequest: Sendable {
  let target: ElementID
  let reveal: TargetReveal?
  /// The step's coach mark, or `nil` when the reveal keeps no room for it.
  let coachMark: KeptCoachMark?

  /// A target whose reveal keeps no room for a coach mark.
  ///
  /// - Parameters:
  ///   - target: The element's id.
  ///   - reveal: The step's reveal, or `nil` for ``TourPresenterOptions/reveal``.
  package init(target: ElementID, reveal: TargetReveal?) {
    self.target = target
    self.reveal = reveal
    coachMark = nil
  }

  /// A target whose reveal keeps room for `coachMark` when it is placed above or below its target (only such a
  /// coach mark is kept).
  ///
  /// - Parameters:
  ///   - target: The element's id.
  ///   - reveal: The step's reveal, or `nil` for ``TourPresenterOptions/reveal``.
  ///   - coachMark: The step's coach mark.
  package init(target: ElementID, reveal: TargetReveal?, coachMark: CoachMark) {
    self.target = target
    self.reveal = reveal
    self.coachMark = coachMark.placement.verticalSide != nil ? KeptCoachMark(coachMark) : nil
  }
}

/// Followed steps' targets in a presenter's tree, revealed before they resolve, as
/// ``TourPresenter/stepTarget(for:reveal:coachMark:)`` makes them: one object for the targets of many steps, each
/// known by its index (an object a target cost start-up about 600 instructions a step to make and release,
/// Scripts/bench startup). Not generic, so making one needs no metadata lookup.
///
/// The list is made empty; its targets are handed out by index while the steps are made (``target(at:)``), and it is
/// given what they resolve (``supply(_:)``), or how to make what one resolves when it is first asked
/// (``supply(count:making:)``). A target it has no request for stays missing.
@MainActor
package final class RevealingTargets: StepTargetSource {
  /// A target's request, or none made yet.
  private enum Request {
    /// Not made yet: ``RevealingTargets/makeRequest`` makes it when the target is first resolved.
    case unmade
    /// The target's element, reveal and coach mark, or `nil` for an index that has no target.
    case made(StepTargetRequest?)
  }

  private weak var presenter: (any RevealingPresenter)?
  /// The targets' requests, by index.
  private var requests: [Request] = []
  /// Makes the request of an index, for the requests ``supply(count:making:)`` gave.
  private var makeRequest: ((Int) -> StepTargetRequest?)?

  init(presenter: any RevealingPresenter) {
    self.presenter = presenter
  }

  /// Target `index` of the list. Made off the main actor, as the steps are: it only names the list and the index.
  ///
  /// - Parameter index: The target's index in the requests ``supply(_:)`` gives.
  /// - Returns: The Flow target, which resolves through this list.
  nonisolated package func target(at index: Int) -> StepTarget {
    StepTarget(self, index: index)
  }

  /// Gives the list its targets' requests, in the order of their indices.
  ///
  /// - Parameter requests: Each target's element, its step's reveal and the coach mark whose room it keeps, or `nil`
  ///   for an index no target has (a target of that index stays missing).
  package func supply(_ requests: [StepTargetRequest?]) {
    self.requests = requests.map { .made($0) }
    makeRequest = nil
  }

  /// Gives the list how to make its targets' requests: each is made when its target is first resolved, so that a
  /// long tour does not make one for every step at start-up (about 270 instructions a step, Scripts/bench startup).
  ///
  /// - Parameters:
  ///   - count: The number of targets, indices 0 to `count - 1`.
  ///   - request: Makes the request of an index, as ``supply(_:)``'s list would have it; called once an index.
  package func supply(count: Int, making request: @escaping (Int) -> StepTargetRequest?) {
    requests = Array(repeating: .unmade, count: count)
    makeRequest = request
  }

  /// The request of target `index`, made now if it was not; `nil` when there is none.
  private func request(at index: Int) -> StepTargetRequest? {
    guard requests.indices.contains(index) else { return nil }
    switch requests[index] {
    case .made(let request):
      return request
    case .unmade:
      let request = makeRequest?(index)
      requests[index] = .made(request)
      return request
    }
  }

  package func resolveTarget(at index: Int) -> (any Sendable)? {
    guard let request = request(at: index) else { return nil }
    return presenter?.revealedTarget(request.target, stepReveal: request.reveal, coachMark: request.coachMark?.mark)
  }

  package func missingCause(at index: Int) -> MissingTargetCause {
    guard let request = request(at: index) else { return .notFound }
    return presenter?.missingCause(of: request.target) ?? .notFound
  }
}

/// A coach mark a reveal keeps room for, held by reference: a target that keeps none stores one `nil` pointer, where
/// an optional coach mark in place made every step target (one a step, made at start-up) several hundred bytes to
/// allocate, copy and destroy.
final class KeptCoachMark: Sendable {
  let mark: CoachMark

  init(_ mark: CoachMark) {
    self.mark = mark
  }
}
