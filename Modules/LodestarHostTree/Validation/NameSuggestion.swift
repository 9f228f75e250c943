/// Finds the closest known name to a misspelt one, for "did you mean" hints: the tour-file decoders' keys and
/// values, and the target ids of a tour checked against its host tree.
package enum NameSuggestion {
  /// The candidate nearest to `name` by edit distance (insertions, deletions, substitutions and
  /// transpositions), when it is close enough: at most 2 edits and fewer than half the candidate's length.
  /// Ties go to the earlier candidate.
  package static func closest(to name: String, in candidates: [String]) -> String? {
    var best: (candidate: String, distance: Int)?
    let nameScalars = Array(name.unicodeScalars)
    for candidate in candidates {
      let candidateScalars = Array(candidate.unicodeScalars)
      // More than two scalars longer or shorter is more than two edits away.
      guard abs(candidateScalars.count - nameScalars.count) <= 2 else { continue }
      let distance = editDistance(nameScalars, candidateScalars)
      guard distance <= 2, distance * 2 < candidate.unicodeScalars.count else { continue }
      if best == nil || distance < best?.distance ?? Int.max {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// The optimal-string-alignment distance between two scalar sequences (case differences count 1).
  package static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
    if lhs.isEmpty { return rhs.count }
    if rhs.isEmpty { return lhs.count }
    let width = rhs.count + 1
    var previousPrevious = [Int](repeating: 0, count: width)
    var previous = Array(0...rhs.count)
    var current = [Int](repeating: 0, count: width)
    for row in 1...lhs.count {
      current[0] = row
      for column in 1...rhs.count {
        let cost = lhs[row - 1] == rhs[column - 1] ? 0 : 1
        var value = min(previous[column] + 1, current[column - 1] + 1, previous[column - 1] + cost)
        if row > 1, column > 1, lhs[row - 1] == rhs[column - 2], lhs[row - 2] == rhs[column - 1] {
          value = min(value, previousPrevious[column - 2] + 1)
        }
        current[column] = value
      }
      previousPrevious = previous
      previous = current
    }
    return previous[rhs.count]
  }
}
