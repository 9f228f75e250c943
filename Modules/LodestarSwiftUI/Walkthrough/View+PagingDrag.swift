#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarWalkthrough
  import SwiftUI

  extension View {
    /// Feeds horizontal drags to `presenter`: the first change of a drag begins it, every change moves the pages,
    /// the release settles them at the finger's velocity. Nothing on tvOS, which has no drags.
    func pagingDrag(_ presenter: WalkthroughPresenter, isDragging: GestureState<Bool>) -> some View {
      #if os(tvOS)
        self
      #else
        gesture(
          DragGesture()
            .updating(isDragging) { value, isDragging, _ in
              let time = value.time.timeIntervalSinceReferenceDate
              if !isDragging {
                isDragging = true
                presenter.beginDrag(time: time)
              }
              presenter.drag(translation: Double(value.translation.width), time: time)
            }
            .onEnded { value in
              presenter.endDrag(velocity: horizontalVelocity(value), time: value.time.timeIntervalSinceReferenceDate)
            })
      #endif
    }
  }

  #if !os(tvOS)
    /// The horizontal velocity of a drag at its release, in points per second: the reported one where there is one,
    /// else twice the distance to the predicted end (about half a second of deceleration).
    private func horizontalVelocity(_ value: DragGesture.Value) -> Double {
      if #available(iOS 17.0, macOS 14.0, watchOS 10.0, *) {
        return Double(value.velocity.width)
      }
      return (Double(value.predictedEndTranslation.width) - Double(value.translation.width)) * 2
    }
  #endif
#endif
