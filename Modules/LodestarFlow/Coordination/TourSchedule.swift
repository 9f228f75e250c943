/// How a coordinated tour is presented.
public enum TourPresentation: String, Sendable, Hashable, Codable {
  /// A full tour that blocks interaction: at most one at a time.
  case modal
  /// A hint that does not block interaction: several may show at once, alongside a modal tour.
  case hint
}

/// A request to show a coordinated tour.
public struct TourRequest: Sendable, Hashable, Identifiable {
  /// The tour's identity.
  public var id: String
  /// Higher priorities show first; equal priorities in request order.
  public var priority: Int
  /// Modal tour or hint.
  public var presentation: TourPresentation

  /// Creates a request.
  public init(id: String, priority: Int = 0, presentation: TourPresentation = .modal) {
    self.id = id
    self.priority = priority
    self.presentation = presentation
  }
}

/// Which tours show and which wait, as a pure value: at most one modal tour at a time, the others queued
/// by priority; hints show at once.
public struct TourSchedule: Sendable, Hashable {
  /// The modal tour showing, if any.
  public private(set) var activeModal: String?
  /// The hints showing, in the order they appeared.
  public private(set) var activeHints: [String] = []
  /// The modal tours waiting, highest priority first (request order among equals).
  public private(set) var waiting: [TourRequest] = []

  /// Creates an empty schedule.
  public init() {}

  /// Requests a tour; returns the tours to present now (a tour already showing or waiting is not
  /// requested twice).
  public mutating func request(_ request: TourRequest) -> [String] {
    guard activeModal != request.id, !activeHints.contains(request.id),
      !waiting.contains(where: { $0.id == request.id })
    else { return [] }
    switch request.presentation {
    case .hint:
      activeHints.append(request.id)
      return [request.id]
    case .modal:
      guard activeModal == nil else {
        let position = waiting.firstIndex { $0.priority < request.priority } ?? waiting.endIndex
        waiting.insert(request, at: position)
        return []
      }
      activeModal = request.id
      return [request.id]
    }
  }

  /// A tour ended (or could not start); returns the tours to present now.
  public mutating func tourDidEnd(_ id: String) -> [String] {
    activeHints.removeAll { $0 == id }
    waiting.removeAll { $0.id == id }
    guard activeModal == id else { return [] }
    activeModal = nil
    guard !waiting.isEmpty else { return [] }
    let next = waiting.removeFirst()
    activeModal = next.id
    return [next.id]
  }
}
