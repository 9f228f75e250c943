/// Overrides of eligibility for app UI tests and demos; they never change the stored state.
///
/// Precedence, first match wins: hide all, hidden items, show all, shown items; when ``shownItems`` is set,
/// every item not in it is hidden. A hidden item reports `.pending` and is not displayed; a shown item
/// reports `.available` and is displayed even if invalidated or held back by the display frequency, so a
/// presentation can be tested repeatedly.
///
/// Environment variables (see ``init(environment:)``):
/// - `LODESTAR_SHOW_ALL=1`: show all items.
/// - `LODESTAR_SHOW=id1,id2`: show only these items.
/// - `LODESTAR_HIDE_ALL=1`: hide all items.
/// - `LODESTAR_HIDE=id1,id2`: hide these items.
/// - `LODESTAR_RESET_STORE=1`: clear the store when the center is configured.
public struct EligibilityTestingOverrides: Sendable, Hashable {
  /// Every item is shown.
  public var showsAllItems: Bool
  /// Only these items are shown (every other item is hidden); `nil`: no such override.
  public var shownItems: Set<EligibilityID>?
  /// Every item is hidden.
  public var hidesAllItems: Bool
  /// These items are hidden.
  public var hiddenItems: Set<EligibilityID>
  /// The store (items, events and parameters) is cleared by ``EligibilityCenter/configure()``.
  public var resetsStore: Bool

  /// Creates overrides; by default none.
  public init(
    showsAllItems: Bool = false, shownItems: Set<EligibilityID>? = nil, hidesAllItems: Bool = false,
    hiddenItems: Set<EligibilityID> = [], resetsStore: Bool = false
  ) {
    self.showsAllItems = showsAllItems
    self.shownItems = shownItems
    self.hidesAllItems = hidesAllItems
    self.hiddenItems = hiddenItems
    self.resetsStore = resetsStore
  }

  /// Reads the overrides from environment variables. A flag is on for `1`, `true` or `yes` (any case);
  /// identifier lists are comma-separated, surrounding spaces and empty entries are ignored.
  public init(environment: [String: String]) {
    func flag(_ name: String) -> Bool {
      guard let value = environment[name] else { return false }
      return ["1", "true", "yes"].contains(value.trimmingSpaces().lowercased())
    }
    func identifiers(_ name: String) -> Set<EligibilityID>? {
      guard let value = environment[name] else { return nil }
      let parts = value.split(separator: ",").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty }
      return Set(parts.map(EligibilityID.init(rawValue:)))
    }
    self.init(
      showsAllItems: flag("LODESTAR_SHOW_ALL"), shownItems: identifiers("LODESTAR_SHOW"),
      hidesAllItems: flag("LODESTAR_HIDE_ALL"), hiddenItems: identifiers("LODESTAR_HIDE") ?? [],
      resetsStore: flag("LODESTAR_RESET_STORE"))
  }

  /// Whether any override changes what is displayed.
  public var isActive: Bool {
    showsAllItems || shownItems != nil || hidesAllItems || !hiddenItems.isEmpty
  }

  /// These overrides combined with `other`: flags are or-ed, identifier sets are united.
  public func merging(_ other: EligibilityTestingOverrides) -> EligibilityTestingOverrides {
    var shown = shownItems
    if let otherShown = other.shownItems {
      shown = (shown ?? []).union(otherShown)
    }
    return EligibilityTestingOverrides(
      showsAllItems: showsAllItems || other.showsAllItems, shownItems: shown,
      hidesAllItems: hidesAllItems || other.hidesAllItems, hiddenItems: hiddenItems.union(other.hiddenItems),
      resetsStore: resetsStore || other.resetsStore)
  }

  /// `true` when the item is forced visible, `false` when forced hidden, `nil` when no override applies.
  public func forcedVisibility(of id: EligibilityID) -> Bool? {
    if hidesAllItems || hiddenItems.contains(id) { return false }
    if showsAllItems { return true }
    if let shownItems { return shownItems.contains(id) }
    return nil
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    var view = Substring(self)
    while let first = view.first, first == " " || first == "\t" { view.removeFirst() }
    while let last = view.last, last == " " || last == "\t" { view.removeLast() }
    return String(view)
  }
}
