extension TestAid {
  /// The `--name value` pairs of a subcommand's arguments by name, or nil when one name has no value.
  ///
  /// - Parameter arguments: The arguments after the subcommand.
  /// - Returns: Each value by its name (a later pair replaces an earlier one), or nil.
  static func optionPairs(_ arguments: [String]) -> [String: String]? {
    guard arguments.count % 2 == 0 else { return nil }
    var values: [String: String] = [:]
    for index in stride(from: 0, to: arguments.count, by: 2) {
      values[arguments[index]] = arguments[index + 1]
    }
    return values
  }
}
