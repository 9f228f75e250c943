import LodestarHostTree
import LodestarJSON

extension TourDocument.Step.Key {
  /// The keys in the order of ``TourObjectKey/names``: the case of a key whose index ``table`` found. Made once
  /// (`allCases` makes an array at each call).
  static let cases = allCases
  /// The step keys, to match every key of a document in one pass (`JSONKeyTable.matchKeys(of:into:)`).
  static let table = JSONKeyTable(names)
}

extension TourDocument.Step {
  /// Reads the usual step in one pass, straight from the document's table: a step with no problem whose keys are
  /// all texts (its id, targets, primary target, title, hint and next text), each key matched once for the whole
  /// document (``Key/table``) and each value read where it stands, with no node, reader or path made.
  ///
  /// On anything else (a value of the wrong kind, an empty id or target, a missing id or hint, an unknown key, a
  /// member of another kind) ``read(_:appendingTo:)`` returns `false`, and ``decode(_:index:of:session:layout:)`` reads the step
  /// again with its checks, which report the first problem in their order, and its warnings. A step this reader
  /// reads has none of them, so the two make the same step.
  struct OnePassReader {
    /// The document the steps are in.
    let document: JSONDocument
    /// For each entry of the document that is an object's key, the index in ``Key/cases`` of the step key it is;
    /// -1 for any other entry and any other key.
    private let keys: [Int32]
    /// ``Key/cases``, read once.
    private let cases: [Key]

    /// A reader of the steps of `document`, whose keys it matches now.
    init(_ document: JSONDocument) {
      self.document = document
      var keys: [Int32] = []
      document.withContents { Key.table.matchKeys(of: $0, into: &keys) }
      self.keys = keys
      cases = Key.cases
    }

    /// Appends the values of the step whose entry is `object` to `steps`, unless it is not a usual step without
    /// problems.
    ///
    /// - Parameters:
    ///   - object: The step's entry.
    ///   - steps: The values of the steps read so far. Appended to where they are, as a step's values are large to
    ///     copy (returning them, then appending them, copied them several times).
    /// - Returns: Whether the step was read.
    func read(_ object: Int, appendingTo steps: inout [TourDocument.Step.Storage]) -> Bool {
      let entries = document.entries
      guard case .object = entries[object].kind else { return false }
      var id: String?
      var targets = TourDocument.Step.TargetList.none
      var primaryTarget: ElementID?
      var title: String?
      var hint: String?
      var nextText: String?
      // An object's first key follows it; each value follows its key, and the next key follows the value.
      var key = object + 1
      for _ in 0..<Int(entries[object].count) {
        let value = key + 1
        let index = Int(keys[key])
        guard index >= 0 else { return false }
        switch cases[index] {
        case .id:
          guard let text = nonEmptyString(value) else { return false }
          id = text
        case .targets:
          guard let list = self.targets(value) else { return false }
          targets = list
        case .primaryTarget:
          guard let text = nonEmptyString(value) else { return false }
          primaryTarget = ElementID(text)
        case .title:
          guard let text = document.string(at: value) else { return false }
          title = text
        case .hint:
          guard let text = document.string(at: value) else { return false }
          hint = text
        case .nextText:
          guard let text = document.string(at: value) else { return false }
          nextText = text
        default:
          return false
        }
        key = Int(entries[value].next)
      }
      guard let id, let hint else { return false }
      steps.append(
        .texts(id: id, targets: targets, primaryTarget: primaryTarget, title: title, hint: hint, nextText: nextText))
      return true
    }

    /// The string whose entry is `value` when it is one and not empty.
    private func nonEmptyString(_ value: Int) -> String? {
      guard let text = document.string(at: value), !text.isEmpty else { return nil }
      return text
    }

    /// The targets whose entry is `value`: one id, or an array of ids, none of them empty.
    private func targets(_ value: Int) -> TourDocument.Step.TargetList? {
      let entries = document.entries
      switch entries[value].kind {
      case .string:
        guard let text = nonEmptyString(value) else { return nil }
        return .one(ElementID(text))
      case .array:
        let count = Int(entries[value].count)
        // An array's first element follows it.
        if count == 1 {
          guard let text = nonEmptyString(value + 1) else { return nil }
          return .one(ElementID(text))
        }
        var targets: [ElementID] = []
        targets.reserveCapacity(count)
        // An array's first element follows it; each element's `next` is the one after.
        var element = value + 1
        for _ in 0..<count {
          guard let text = nonEmptyString(element) else { return nil }
          targets.append(ElementID(text))
          element = Int(entries[element].next)
        }
        return TourDocument.Step.TargetList(targets)
      default:
        return nil
      }
    }
  }
}
