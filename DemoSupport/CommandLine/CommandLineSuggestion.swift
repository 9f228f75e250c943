/// The "did you mean" hint for a misspelt subcommand, option, action or suite.
///
/// The demo keeps its own small edit distance rather than reaching into a library module for one: the
/// command line's words are short and few.
package enum CommandLineSuggestion {
  /// The candidate nearest to `word`, when it is close enough to be what was meant: at most 2 edits
  /// (``editDistance(_:_:)``), fewer than half the candidate's length. Ties go to the earlier
  /// candidate. The dashes of an option do not count towards its length.
  package static func closest(to word: String, in candidates: [String]) -> String? {
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(Array(word.unicodeScalars), Array(candidate.unicodeScalars))
      let length = candidate.drop { $0 == "-" }.unicodeScalars.count
      guard distance <= 2, distance * 2 < length else { continue }
      if distance < best?.distance ?? Int.max { best = (candidate, distance) }
    }
    return best?.candidate
  }

  /// ` (did you mean 'render'?)` when a candidate is close to `word`, or the empty string.
  package static func hint(for word: String, in candidates: [String]) -> String {
    closest(to: word, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
  }

  /// The edit distance between two scalar sequences: insertions, deletions, substitutions and swaps of two
  /// neighbours (`hlep` is one edit from `help`), each substring edited once (optimal string alignment).
  package static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
    var beforePrevious: [Int] = []
    var previous = Array(0...rhs.count)
    for row in lhs.indices {
      var current = [row + 1]
      for column in rhs.indices {
        var distance = min(
          previous[column + 1] + 1, current[column] + 1, previous[column] + (lhs[row] == rhs[column] ? 0 : 1))
        if row > 0, column > 0, lhs[row] == rhs[column - 1], lhs[row - 1] == rhs[column] {
          distance = min(distance, beforePrevious[column - 1] + 1)
        }
        current.append(distance)
      }
      beforePrevious = previous
      previous = current
    }
    return previous[rhs.count]
  }
}
