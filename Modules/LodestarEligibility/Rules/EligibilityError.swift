/// Why an eligibility request could not be carried out.
public enum EligibilityError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A request that reads or changes the stored state came before ``EligibilityCenter/configure()``.
  case notConfigured
  /// ``EligibilityCenter/resetStore()`` came after ``EligibilityCenter/configure()``.
  case alreadyConfigured
  /// Two registered items share an identifier.
  case duplicateItem(EligibilityID)
  /// Two registered groups share an identifier.
  case duplicateGroup(String)
  /// A group names an item that is not registered.
  case unknownItemInGroup(group: String, item: EligibilityID)
  /// A group was asked for that is not registered.
  case unknownGroup(String)
  /// A parameter value or donation value could not be encoded.
  case unencodableValue(key: String, reason: String)

  /// A sentence saying what went wrong and where.
  public var description: String {
    switch self {
    case .notConfigured:
      "the eligibility center is not configured yet: call configure() first"
    case .alreadyConfigured:
      "the store can only be reset before configure()"
    case .duplicateItem(let id):
      "two items share the identifier '\(id)'"
    case .duplicateGroup(let id):
      "two groups share the identifier '\(id)'"
    case .unknownItemInGroup(let group, let item):
      "group '\(group)' names item '\(item)', which is not registered"
    case .unknownGroup(let id):
      "no group '\(id)' is registered"
    case .unencodableValue(let key, let reason):
      "the value for '\(key)' cannot be encoded: \(reason)"
    }
  }
}
