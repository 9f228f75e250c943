/// Drives a ``Walkthrough`` on the main actor: takes the controls and the scroll reports of the view layer,
/// and delivers the notifications to plugins (in registration order) and then to the delegate.
///
/// A command issued from inside a callback (a delegate that calls ``next()`` from
/// ``WalkthroughControllerDelegate/walkthroughPageDidChange(_:)``) runs after the callback's event has
/// reached every receiver, so receivers always see events in the order they happened.
///
/// The controller does not move anything by itself: after ``next()``, ``previous()`` or a drag's
/// ``beginScroll(toPage:)``, the view layer (LodestarViewModel's `WalkthroughPresenter`, or an app's
/// scroll view) animates the offset toward ``Walkthrough/targetPage``, reports it with ``scroll(to:)`` and
/// calls ``settle()`` at the end.
@MainActor
public final class WalkthroughController {
  /// The walkthrough's state.
  public private(set) var walkthrough: Walkthrough
  /// Receives callbacks; held weakly.
  public weak var delegate: (any WalkthroughControllerDelegate)?

  private var plugins: [any WalkthroughPlugin] = []
  private var pending: [(inout Walkthrough) -> [WalkthroughEvent]] = []
  private var isDispatching = false

  /// Creates a controller.
  ///
  /// - Parameters:
  ///   - pageCount: The number of pages.
  ///   - pageWidth: The width of a page in points (0 before layout).
  ///   - reportsUnchangedPages: Whether every settle reports `pageDidChange`, as BWWalkthrough does (default:
  ///     only a change of page).
  /// - Throws: ``WalkthroughError/negativePageCount(_:)`` or ``WalkthroughError/invalidPageWidth(_:)``.
  public init(pageCount: Int, pageWidth: Double = 0, reportsUnchangedPages: Bool = false) throws(WalkthroughError) {
    walkthrough = try Walkthrough(
      pageCount: pageCount, pageWidth: pageWidth, reportsUnchangedPages: reportsUnchangedPages)
  }

  /// Creates a controller for values the caller has already checked: a negative count counts as no pages,
  /// and a negative or non-finite width as 0.
  package init(checkedPageCount pageCount: Int, pageWidth: Double, reportsUnchangedPages: Bool) {
    walkthrough = Walkthrough(
      checkedPageCount: pageCount, pageWidth: pageWidth, reportsUnchangedPages: reportsUnchangedPages)
  }

  /// The number of pages.
  public var pageCount: Int { walkthrough.pageCount }
  /// The page the controls follow (see ``Walkthrough/indicatedPage``), nil without pages.
  public var page: Int? { walkthrough.indicatedPage }

  /// Registers a plugin; registering the same object again does nothing.
  public func register(_ plugin: any WalkthroughPlugin) {
    guard !plugins.contains(where: { $0 === plugin }) else { return }
    plugins.append(plugin)
  }

  /// Unregisters a plugin; unknown plugins are ignored.
  public func unregister(_ plugin: any WalkthroughPlugin) {
    plugins.removeAll { $0 === plugin }
  }

  /// The next control: notifies, then aims at the next page (nothing on the last page).
  public func next() { perform { $0.next() } }

  /// The previous control: notifies, then aims at the previous page (nothing on the first page).
  public func previous() { perform { $0.previous() } }

  /// The close control: notifies only; the host dismisses the walkthrough.
  public func close() { perform { $0.close() } }

  /// A finger took the scroll (an animated scroll it interrupts loses its target).
  public func beginDragging() {
    perform {
      $0.beginDragging()
      return []
    }
  }

  /// Records the scroll offset of a drag or of a frame of an animated scroll.
  public func scroll(to offset: Double) {
    // Every frame of a scroll comes here; outside a callback it has nothing to wait for.
    guard isDispatching else {
      walkthrough.scroll(to: offset)
      return
    }
    perform {
      $0.scroll(to: offset)
      return []
    }
  }

  /// An animated scroll starts toward `page` (after a drag's release); out-of-range pages are ignored.
  public func beginScroll(toPage page: Int) {
    perform {
      try? $0.beginScroll(toPage: page)
      return []
    }
  }

  /// The scroll stopped: reports `pageDidChange` as ``Walkthrough/settle()`` decides.
  public func settle() { perform { $0.settle() } }

  /// Moves to a page at once, without animation and without notifying.
  /// - Throws: ``WalkthroughError/pageOutOfRange(page:pageCount:)``.
  public func go(to page: Int) throws(WalkthroughError) {
    guard page >= 0, page < walkthrough.pageCount else {
      throw .pageOutOfRange(page: page, pageCount: walkthrough.pageCount)
    }
    perform {
      try? $0.go(to: page)
      return []
    }
  }

  /// The page width changed: keeps the indicated page (an animated scroll settles on its target at once).
  public func resize(pageWidth: Double) { perform { $0.resize(pageWidth: pageWidth) } }

  /// Runs a change now, or after the events being delivered when called from a callback.
  private func perform(_ change: @escaping (inout Walkthrough) -> [WalkthroughEvent]) {
    pending.append(change)
    guard !isDispatching else { return }
    isDispatching = true
    defer { isDispatching = false }
    while !pending.isEmpty {
      let next = pending.removeFirst()
      for event in next(&walkthrough) { deliver(event) }
    }
  }

  private func deliver(_ event: WalkthroughEvent) {
    for plugin in plugins { plugin.handle(event, walkthrough: walkthrough) }
    guard let delegate else { return }
    switch event {
    case .willGoToNextPage(let page): delegate.walkthroughNextButtonPressed(from: page)
    case .willGoToPreviousPage(let page): delegate.walkthroughPreviousButtonPressed(from: page)
    case .pageDidChange(let page): delegate.walkthroughPageDidChange(page)
    case .closeRequested: delegate.walkthroughCloseButtonPressed()
    }
  }
}
