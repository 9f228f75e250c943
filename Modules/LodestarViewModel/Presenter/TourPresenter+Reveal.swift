import LodestarFlow
import LodestarGeometry
import LodestarHostTree
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
  ///
  /// - Parameters:
  ///   - target: The element's id.
  ///   - reveal: The step's reveal, or `nil` for ``TourPresenterOptions/reveal``.
  /// - Returns: The target; it holds the presenter weakly.
  public func stepTarget(for target: ElementID, reveal: TargetReveal?) -> StepTarget {
    StepTarget(RevealingTarget(presenter: self, target: target, reveal: reveal))
  }

  /// The target a followed controller waits for, with the reveal applied: the element once the whole of it can be
  /// seen and the scrolls asked for have ended; `nil` meanwhile.
  ///
  /// While a target in a scroll container is not wholly in view, the presenter asks the host to scroll it in
  /// (``scrollHandler``, once per reveal) and answers `nil`, so the controller waits (on every `refresh()`, up to
  /// the step's wait timeout). With nothing to scroll, or no host that scrolls, a target partly in view shows as
  /// it is, and one not in view at all stays missing: its step's missing-target policy then applies with
  /// ``/LodestarFlow/MissingTargetCause/outOfView``.
  func revealedTarget(_ target: ElementID, reveal: TargetReveal) -> ElementID? {
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
    let duration = options.transitionStyle.reducedMotion == .off ? max(0, options.revealDuration) : 0
    let requests = tree.revealRequests(
      for: element, block: alignment, inline: alignment, padding: options.revealPadding,
      direction: options.layoutDirection
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

/// What a ``RevealingTarget`` asks its presenter, whatever the presenter's tree type.
@MainActor
protocol RevealingPresenter: AnyObject {
  /// The element once the target is in view, with the step's reveal or the presenter's.
  func revealedTarget(_ target: ElementID, stepReveal: TargetReveal?) -> ElementID?
  /// Why the target is missing.
  func missingCause(of target: ElementID) -> MissingTargetCause
}

extension TourPresenter: RevealingPresenter {
  func revealedTarget(_ target: ElementID, stepReveal: TargetReveal?) -> ElementID? {
    revealedTarget(target, reveal: stepReveal ?? options.reveal)
  }
}

/// A followed step's target in a presenter's tree, revealed before it resolves: one object per step target (not
/// generic, so making one needs no metadata lookup).
@MainActor
final class RevealingTarget: StepTargetSource {
  weak var presenter: (any RevealingPresenter)?
  let target: ElementID
  let reveal: TargetReveal?

  init(presenter: any RevealingPresenter, target: ElementID, reveal: TargetReveal?) {
    self.presenter = presenter
    self.target = target
    self.reveal = reveal
  }

  func resolveTarget() -> (any Sendable)? {
    presenter?.revealedTarget(target, stepReveal: reveal)
  }

  func missingCause() -> MissingTargetCause {
    presenter?.missingCause(of: target) ?? .notFound
  }
}
