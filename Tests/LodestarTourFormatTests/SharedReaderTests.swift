import Foundation
import LodestarHostTree
import LodestarTourFormat
import Testing

/// Every file format reads through the package's one JSON reader, so each refuses what it refuses: a key
/// given twice in one object, with where it was first defined.
@Suite struct SharedReaderTests {
  @Test func aTourFileRefusesADuplicateKey() {
    do {
      _ = try TourDocument(jsonString: #"{"version": 1, "id": "a", "id": "b", "steps": []}"#)
      Issue.record("a duplicate key was accepted")
    } catch {
      #expect("\(error)".contains("duplicate key, first defined at line 1, column 16"), "\(error)")
    }
  }

  @Test func aWalkthroughFileRefusesADuplicateKey() {
    do {
      _ = try WalkthroughDocument(jsonString: #"{"version": 1, "id": "w", "id": "v", "pages": []}"#)
      Issue.record("a duplicate key was accepted")
    } catch {
      #expect("\(error)".contains("duplicate key, first defined at line 1, column 16"), "\(error)")
    }
  }

  @Test func aScreenFileRefusesADuplicateKey() {
    let screen = #"{"version": 1, "version": 1, "size": {"width": 10, "height": 10}, "roots": []}"#
    do {
      _ = try SceneGraph(jsonData: Data(screen.utf8))
      Issue.record("a duplicate key was accepted")
    } catch {
      #expect("\(error)".contains("duplicate key, first defined at line 1, column 2"), "\(error)")
    }
  }
}
