/// Shows several registered tours: at most one modal tour at a time, the rest queued by priority, and
/// any number of non-modal hints. It also forwards host (screen) changes to every registered tour, for
/// cross-screen tours.
@MainActor
public final class TourCoordinator {
  struct Entry {
    var request: TourRequest
    var present: @MainActor () -> Bool
    var hostDidAppear: (@MainActor (TourHost) -> Void)?
  }

  /// Which tours show and wait.
  public private(set) var schedule = TourSchedule()
  private var entries: [String: Entry] = [:]

  /// Creates an empty coordinator.
  public init() {}

  /// Registers a tour under `id`; `present` starts it and returns whether it started. Call
  /// ``tourDidEnd(_:)`` when it ends. Registering an id again replaces the entry.
  public func register(
    id: String, priority: Int = 0, presentation: TourPresentation = .modal,
    present: @escaping @MainActor () -> Bool
  ) {
    entries[id] = Entry(
      request: TourRequest(id: id, priority: priority, presentation: presentation), present: present)
  }

  /// Registers a controller: presenting starts it at step 0, its end is reported automatically, and host
  /// changes are forwarded to it. The coordinator holds the controller weakly.
  public func register<Content>(
    _ controller: TourController<Content>, id: String, priority: Int = 0, presentation: TourPresentation = .modal
  ) {
    entries[id] = Entry(
      request: TourRequest(id: id, priority: priority, presentation: presentation),
      present: { [weak controller] in
        guard let controller else { return false }
        do {
          try controller.start()
          return true
        } catch {
          return false
        }
      },
      hostDidAppear: { [weak controller] host in controller?.hostDidAppear(host) })
    controller.eventObservers.append { [weak self] event in
      if case .tourDidEnd = event { self?.tourDidEnd(id) }
    }
  }

  /// Asks to show a registered tour; returns whether it is showing now (false: queued, unknown, or it
  /// could not start).
  @discardableResult
  public func request(_ id: String) -> Bool {
    guard let entry = entries[id] else { return false }
    let presented = schedule.request(entry.request)
    present(presented)
    return presented.contains(id) && (schedule.activeModal == id || schedule.activeHints.contains(id))
  }

  /// Reports that a tour ended; the next queued modal tour shows.
  public func tourDidEnd(_ id: String) {
    present(schedule.tourDidEnd(id))
  }

  /// Reports that a host (screen) appeared; every registered controller waiting for it resumes.
  public func hostDidAppear(_ host: TourHost) {
    for entry in entries.values { entry.hostDidAppear?(host) }
  }

  private func present(_ ids: [String]) {
    for id in ids {
      guard let entry = entries[id], entry.present() else {
        present(schedule.tourDidEnd(id))
        continue
      }
    }
  }
}
