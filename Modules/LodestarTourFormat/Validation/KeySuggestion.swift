import LodestarHostTree
import LodestarJSON

/// The "did you mean" hints of the tour-file decoders (the closest name comes from ``NameSuggestion``).
enum KeySuggestion {
  /// `; did you mean "title"?` when a close candidate exists, else an empty string.
  static func hint(for name: String, in candidates: [String]) -> String {
    NameSuggestion.closest(to: name, in: candidates).map { "; did you mean \(JSONEcho.quoted($0))?" } ?? ""
  }

  /// Names quoted and listed: `"skip", "showCentered" or "end"`.
  static func list(_ names: [String], conjunction: String = "or") -> String {
    let quoted = names.map { JSONEcho.quoted($0) }
    guard quoted.count > 1, let last = quoted.last else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }
}
