/// Tours or hints shown one at a time, in a given order.
public struct EligibilityGroup: Sendable, Hashable, Identifiable {
  /// How a group picks its current item.
  public enum Priority: Sendable, Hashable {
    /// An item becomes available only when every earlier item of the group is invalidated; the current item
    /// is the first that is not invalidated, if it may be displayed.
    case ordered
    /// The current item is the first item that may be displayed; items are otherwise independent.
    case firstAvailable
  }

  /// The group's identifier; unique among groups.
  public var id: String
  /// How the group picks its current item.
  public var priority: Priority
  /// The group's items, in order; each must be registered.
  public var items: [EligibilityID]

  /// Creates a group.
  public init(id: String, priority: Priority, items: [EligibilityID]) {
    self.id = id
    self.priority = priority
    self.items = items
  }
}
