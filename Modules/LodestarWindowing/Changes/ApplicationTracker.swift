#if LODESTAR_WINDOWING
  /// Keeps the current ``ApplicationModel`` and tells observers what changed each time the app updates it.
  ///
  /// The app calls ``update(to:)`` from its scene and window life-cycle callbacks; a tour controller adds an
  /// observer and passes each change to its ``BoundPresentation`` (see
  /// ``BoundPresentation/dismissReason(after:)``). The notifications are exactly
  /// ``ApplicationChange/diff(from:to:)`` of the previous and the new model.
  @MainActor
  public final class ApplicationTracker {
    /// A registered observer's token; pass it to ``removeObserver(_:)`` to stop observing.
    public struct ObserverToken: Sendable, Hashable {
      fileprivate let value: Int
    }

    /// The current model.
    public private(set) var model: ApplicationModel
    private var observers: [(token: ObserverToken, handler: @MainActor (ApplicationChange) -> Void)] = []
    private var nextToken = 0

    /// Creates a tracker starting from a model.
    public init(model: ApplicationModel = ApplicationModel()) {
      self.model = model
    }

    /// Registers `handler` to receive every later change, in order; returns its token.
    @discardableResult
    public func addObserver(_ handler: @escaping @MainActor (ApplicationChange) -> Void) -> ObserverToken {
      let token = ObserverToken(value: nextToken)
      nextToken += 1
      observers.append((token, handler))
      return token
    }

    /// Stops notifying the observer registered with `token`; does nothing for an unknown token.
    public func removeObserver(_ token: ObserverToken) {
      observers.removeAll { $0.token == token }
    }

    /// Replaces the model, notifies the observers and returns the changes. Each change goes to every observer
    /// (in registration order) before the next change; an observer added or removed by a handler takes effect
    /// from the next update.
    @discardableResult
    public func update(to newModel: ApplicationModel) -> [ApplicationChange] {
      let changes = ApplicationChange.diff(from: model, to: newModel)
      model = newModel
      let current = observers
      for change in changes {
        for observer in current {
          observer.handler(change)
        }
      }
      return changes
    }
  }
#endif
