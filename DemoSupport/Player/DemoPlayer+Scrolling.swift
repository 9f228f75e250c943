import Lodestar

/// A scroll the demo performs as a host would: one container's content offset moving over a duration.
package struct DemoScroll {
  /// The container and the offset it scrolls to.
  package var request: ScrollRequest
  /// The time the scroll started, in seconds.
  package var start: Double
}

extension DemoPlayer {
  /// Takes the presenter's scroll requests (a step's target below a scroll container's fold), as an app's
  /// `setContentOffset(_:animated:)` would: each moves from the next frame on, eased, over its duration.
  package func scrollAsked(_ requests: [ScrollRequest]) {
    for request in requests {
      scrolls.removeAll { $0.request.container == request.container }
      scrolls.append(DemoScroll(request: request, start: frameTime))
    }
  }

  /// Moves every scroll in flight to `time` and tells the controller the screen changed, so a step waiting for
  /// its target shows once the scroll ends.
  package func advanceScrolls(to time: Double) {
    frameTime = max(frameTime, time)
    guard !scrolls.isEmpty else { return }
    var moved = false
    for scroll in scrolls {
      let request = scroll.request
      let elapsed = time - scroll.start
      let fraction = request.duration > 0 ? min(max(elapsed / request.duration, 0), 1) : 1
      let eased = TimingFunction.easeInEaseOut.progress(at: fraction)
      let offset = Point(
        x: request.from.x + (request.to.x - request.from.x) * eased,
        y: request.from.y + (request.to.y - request.from.y) * eased)
      if (try? screen.scroll(request.container, to: fraction >= 1 ? request.to : offset)) != nil { moved = true }
    }
    scrolls.removeAll { time - $0.start >= $0.request.duration }
    guard moved else { return }
    presenter.replaceTree(with: screen)
    screenVersion += 1
    controller.refresh()
  }
}
