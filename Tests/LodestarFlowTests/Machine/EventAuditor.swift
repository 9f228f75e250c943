import LodestarFlow

/// Checks a stream of machine effects against the invariants of issue 5, section 8. `check` returns the
/// first violation found, or nil.
struct EventAuditor {
  /// When the machine under audit emits `tourDidShow`.
  var tourDidShowTiming = TourDidShowTiming.afterOverlayAppearance
  private(set) var tourActive = false
  private var tourDidShowCount = 0
  private var stepHasShown = false
  private var previousEvent: TourEvent?

  init(tourDidShowTiming: TourDidShowTiming = .afterOverlayAppearance) {
    self.tourDidShowTiming = tourDidShowTiming
  }
  private(set) var openStep: Int?
  private var openStepDidShow = false
  private var openStepHiding = false
  private var expectTourWillHide = false
  private var expectTourDidShow = false

  /// Feeds one command's effects; returns a description of the first violation, or nil.
  mutating func audit(_ effects: [TourEffect]) -> String? {
    for (position, effect) in effects.enumerated() {
      switch effect {
      case .loadStep, .beginTransition:
        if position != effects.count - 1 { return "request \(effect) is not the last effect of its batch" }
      case .emit(let event, _):
        if let violation = audit(event) { return violation }
      default:
        break
      }
    }
    return nil
  }

  private mutating func audit(_ event: TourEvent) -> String? {
    defer { previousEvent = event }
    if expectTourDidShow {
      guard case .tourDidShow = event else { return "the first stepDidShow is not followed by tourDidShow: \(event)" }
      expectTourDidShow = false
    }
    if expectTourWillHide {
      guard case .tourWillHide = event else { return "a step hidden before it showed, outside an end: \(event)" }
      expectTourWillHide = false
    }
    if case .tourWillShow = event {
      guard !tourActive else { return "tourWillShow while a tour is active" }
      tourActive = true
      tourDidShowCount = 0
      stepHasShown = false
      return nil
    }
    guard tourActive else { return "\(event) emitted after tourDidEnd" }
    switch event {
    case .stepWillShow(let index):
      guard openStep == nil else { return "stepWillShow(\(index)) while step \(openStep ?? -1) is on screen" }
      openStep = index
      openStepDidShow = false
      openStepHiding = false
    case .stepDidShow(let index):
      guard openStep == index, !openStepDidShow, !openStepHiding else {
        return "stepDidShow(\(index)) does not match a single stepWillShow"
      }
      openStepDidShow = true
      if tourDidShowTiming == .afterFirstStep, !stepHasShown, tourDidShowCount == 0 {
        expectTourDidShow = true
      }
      stepHasShown = true
    case .stepWillHide(let index):
      guard openStep == index, !openStepHiding else { return "stepWillHide(\(index)) does not match the open step" }
      openStepHiding = true
      if !openStepDidShow { expectTourWillHide = true }
    case .stepDidHide(let index):
      guard openStep == index, openStepHiding else { return "stepDidHide(\(index)) without its stepWillHide" }
      openStep = nil
    case .tourDidShow:
      tourDidShowCount += 1
      guard tourDidShowCount == 1 else { return "tourDidShow twice in one run" }
      switch tourDidShowTiming {
      case .afterOverlayAppearance:
        guard !stepHasShown, openStep == nil else { return "tourDidShow after a step was announced" }
      case .afterFirstStep:
        guard case .stepDidShow = previousEvent else { return "tourDidShow not right after the first stepDidShow" }
      }
    case .tourDidEnd:
      guard openStep == nil else { return "tourDidEnd with step \(openStep ?? -1) still on screen" }
      tourActive = false
    default:
      break
    }
    return nil
  }
}
