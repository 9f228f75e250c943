import LodestarTestSupport
import Testing

@testable import LodestarTourFormat

/// `DuplicateFinder`, the step-id check of a tour's validation, answers as a `Set<String>` does: for plain-ASCII ids
/// (its table), ids in other scripts and ids that Unicode finds equal with other bytes (its set), ids crafted to collide
/// in its table, and more ids than it was made for.
@Suite("Tour documents: duplicate step ids found as a set finds them")
struct DuplicateFinderTests {
  /// Inserts `strings` in turn into a finder made for `capacity` strings and into a set, expecting the set's answer
  /// each time; returns the finder.
  @discardableResult
  static func expectSetAnswers(
    _ strings: [String], capacity: Int, _ comment: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> DuplicateFinder {
    var finder = DuplicateFinder(capacity: capacity)
    var set = Set<String>()
    for (index, string) in strings.enumerated() {
      let expected = set.insert(string).inserted
      let found = finder.insert(string)
      #expect(
        found == expected, "\(comment): \(string.debugDescription) at \(index)", sourceLocation: sourceLocation)
    }
    return finder
  }

  @Test func plainASCIIIDsAreFoundAsASetFindsThem() {
    let seed: UInt64 = 0x5EED_D0_0B1E
    var generator = SeededGenerator(seed: seed)
    for round in 0..<20 {
      // Short ids from a small alphabet, so that many repeat; some longer than a small string's 15 bytes.
      let strings = (0..<generator.int(in: 0...300)).map { _ in
        String(
          (0..<generator.int(in: 0...(round.isMultiple(of: 4) ? 24 : 3))).map { _ in
            "ab.-1Z".randomElement(using: &generator)!
          })
      }
      for capacity in [0, 1, strings.count] {
        let finder = Self.expectSetAnswers(
          strings, capacity: capacity, "seed \(seed) round \(round) capacity \(capacity)")
        #expect(!finder.usesSet, "seed \(seed) round \(round): plain ASCII ids need no set")
      }
    }
  }

  @Test func idsThatUnicodeFindsEqualAreDuplicatesWhateverTheirBytes() {
    // "é" as one scalar and as "e" with a combining accent: equal strings of different bytes.
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    #expect(composed == decomposed && Array(composed.utf8) != Array(decomposed.utf8))
    let finder = Self.expectSetAnswers(
      ["a", "b", composed, "a", decomposed, "b", "\u{FB01}", "fi", "🧭", "🧭"], capacity: 4, "mixed scripts")
    #expect(finder.usesSet)
    // The first string is already not plain ASCII.
    Self.expectSetAnswers([decomposed, composed, "a", "a"], capacity: 0, "not ASCII first")
  }

  @Test func idsCraftedToCollideInTheTableMoveItToASet() throws {
    // A finder for 1,000 ids has 2,048 slots: ids whose hashes share their low 11 bits all start at one slot.
    var colliding: [String] = []
    var candidate = 0
    while colliding.count < DuplicateFinder.longestProbe + 8 {
      let id = "step.\(candidate)"
      if try #require(DuplicateFinder.asciiHash(of: id)) & 2_047 == 0 { colliding.append(id) }
      candidate += 1
    }
    var finder = DuplicateFinder(capacity: 1_000)
    for (index, id) in colliding.enumerated() {
      let inserted = finder.insert(id)
      #expect(inserted, "\(id) at \(index)")
      // The table serves until a lookup would try more slots than it may: the id at `index` takes `index + 1`.
      #expect(finder.usesSet == (index >= DuplicateFinder.longestProbe), "at \(index)")
    }
    for id in colliding {
      let inserted = finder.insert(id)
      #expect(!inserted, "\(id) again")
    }
    let another = finder.insert("another")
    #expect(another)
    // As many ids as the probe limit stay in the table.
    let fewer = Self.expectSetAnswers(
      Array(colliding.prefix(DuplicateFinder.longestProbe)) + colliding.prefix(DuplicateFinder.longestProbe),
      capacity: 1_000, "as many ids as the probe limit")
    #expect(!fewer.usesSet)
  }

  @Test func theTableGrowsPastTheCapacityItWasMadeFor() {
    let ids = (0..<1_000).map { "id-\($0)" }
    for capacity in [0, 1, 7, 8, 9, 500] {
      let finder = Self.expectSetAnswers(ids + ids.reversed(), capacity: capacity, "capacity \(capacity)")
      #expect(!finder.usesSet)
    }
  }
}
