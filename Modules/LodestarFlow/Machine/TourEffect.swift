/// What the machine asks its driver to do, in order.
///
/// ``loadStep(index:direction:ticket:)`` and ``beginTransition(_:ticket:)`` are requests: the machine waits
/// for their answers (``TourCommand/stepDidLoad(_:_:)``, ``TourCommand/transitionDidComplete(_:)``). A batch
/// contains at most one request, always as its last effect.
public enum TourEffect: Sendable, Hashable {
  /// Delivers an event to plugins and the event stream, and to the delegate when `toDelegate` (an
  /// immediate stop delivers its events to plugins and the stream only).
  case emit(TourEvent, toDelegate: Bool)
  /// Lets the delegate configure the overlay's ornaments (once, at start).
  case configureOrnaments
  /// Loads a step: ask `willLoad`, fetch the content, resolve the target (waiting for it if needed), run
  /// `beforeShow`; answer with ``TourCommand/stepDidLoad(_:_:)``.
  case loadStep(index: Int, direction: TravelDirection, ticket: TourTicket)
  /// Performs a transition; answer with ``TourCommand/transitionDidComplete(_:)``.
  case beginTransition(TourTransition, ticket: TourTicket)
  /// Cancels a transition that is no longer wanted (a pause during a step's appearance).
  case cancelTransition(TourTicket)
  /// Enables the completers of the step at `index` (it finished showing, or the tour resumed on it).
  case enableCompleters(index: Int)
  /// Disables the completers of the step at `index` (it is being left, the tour paused or ended).
  case disableCompleters(index: Int)
  /// Refreshes the shown step: re-resolve its target, evaluate its predicate completers.
  case refreshStep(index: Int)
  /// Applies the application's edit to the paused step's content.
  case updateStepContent(index: Int)
  /// The command was rejected; nothing else changed.
  case rejected(TourCommandError)
}
