import LodestarTestSupport
import Testing

@testable import LodestarHostTree

/// "Did you mean": the edit distance agrees with an independent recursive definition on seeded random words,
/// and the closest candidate is chosen by its limits (2 edits, under half the candidate's length).
@Suite struct NameSuggestionTests {
  /// The optimal-string-alignment distance by its recursive definition, memoised: independent of the
  /// two-row table the code keeps.
  static func reference(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
    var memo: [Int: Int] = [:]
    func distance(_ i: Int, _ j: Int) -> Int {
      if i == 0 { return j }
      if j == 0 { return i }
      let key = i * 1000 + j
      if let known = memo[key] { return known }
      var best = min(
        distance(i - 1, j) + 1, distance(i, j - 1) + 1,
        distance(i - 1, j - 1) + (lhs[i - 1] == rhs[j - 1] ? 0 : 1))
      if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
        best = min(best, distance(i - 2, j - 2) + 1)
      }
      memo[key] = best
      return best
    }
    return distance(lhs.count, rhs.count)
  }

  @Test func theDistanceAgreesWithItsDefinitionOnRandomWords() {
    let seed: UInt64 = 0x5EED_0032
    var generator = SeededGenerator(seed: seed)
    let alphabet = Array("abcé".unicodeScalars)
    for _ in 0..<2_000 {
      let lhs = (0..<Int.random(in: 0...7, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
      let rhs = (0..<Int.random(in: 0...7, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
      let found = NameSuggestion.editDistance(lhs, rhs)
      let expected = Self.reference(lhs, rhs)
      #expect(
        found == expected,
        "seed \(seed): \(String(String.UnicodeScalarView(lhs))) → \(String(String.UnicodeScalarView(rhs)))")
      if found != expected { return }
    }
  }

  @Test(arguments: [
    ("kitten", "sitting", 3), ("ab", "ba", 1), ("abc", "ca", 3), ("", "abc", 3), ("abc", "", 3),
    ("profile.name", "profle.name", 1), ("Next", "next", 1), ("same", "same", 0),
  ])
  func knownDistances(lhs: String, rhs: String, distance: Int) {
    #expect(NameSuggestion.editDistance(Array(lhs.unicodeScalars), Array(rhs.unicodeScalars)) == distance)
    #expect(NameSuggestion.editDistance(Array(rhs.unicodeScalars), Array(lhs.unicodeScalars)) == distance)
  }

  @Test func theClosestCandidateWithinTheLimitsIsSuggested() {
    let ids = ["profile.name", "profile.avatar", "nav.back"]
    #expect(NameSuggestion.closest(to: "profle.name", in: ids) == "profile.name")
    #expect(NameSuggestion.closest(to: "profile.avtar", in: ids) == "profile.avatar")
    // Exactly 2 edits is close enough; 3 is not.
    #expect(NameSuggestion.closest(to: "nav.bk", in: ids) == "nav.back")
    #expect(NameSuggestion.closest(to: "nav.b", in: ids) == nil)
    // Two edits must be fewer than half the candidate's length: "ab" for "cd" (2 edits, length 2) is not a hint.
    #expect(NameSuggestion.closest(to: "cd", in: ["ab"]) == nil)
    #expect(NameSuggestion.closest(to: "abxd", in: ["abcd"]) == "abcd")
    // Ties go to the earlier candidate; a nearer later one wins.
    #expect(NameSuggestion.closest(to: "cat", in: ["bat", "rat"]) == "bat")
    #expect(NameSuggestion.closest(to: "rats", in: ["bat", "rats"]) == "rats")
    #expect(NameSuggestion.closest(to: "x", in: []) == nil)
  }
}
