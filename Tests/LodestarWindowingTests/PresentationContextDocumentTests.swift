import LodestarHostTree
import LodestarTourFormat
import LodestarWindowing
import Testing

#if LODESTAR_WINDOWING
  /// A tour document's `"presentation"` mapped onto Windowing's presentation contexts.
  @Suite struct PresentationContextDocumentTests {
    static func step(_ json: String) throws -> TourDocument.Step {
      let document = try TourDocument(jsonString: #"{"version": 1, "id": "t", "steps": [\#(json)]}"#)
      return try #require(document.steps.first)
    }

    @Test func aHostStepIsPresentedInItsHost() throws {
      let step = try Self.step(#"{"id": "a", "targets": ["tab.inbox"], "hint": "h", "host": "inbox"}"#)
      #expect(PresentationContext(step) == .host("inbox"))
    }

    @Test func aStepWithoutAHostIsPresentedInItsAnchorsWindow() throws {
      let step = try Self.step(
        #"{"id": "a", "targets": ["tab.home", "tab.inbox"], "primaryTarget": "tab.inbox", "hint": "h"}"#)
      #expect(PresentationContext(step) == .currentWindow(of: "tab.inbox"))
    }

    @Test func aNewWindowStepKeepsItsLevel() throws {
      let standard = try Self.step(#"{"id": "a", "targets": ["tab.home"], "hint": "h", "presentation": "newWindow"}"#)
      #expect(PresentationContext(standard) == .newWindow(over: "tab.home", level: .tourDefault))
      let raised = try Self.step(
        #"{"id": "a", "hint": "h", "host": "inbox", "presentation": {"type": "newWindow", "level": 5}}"#)
      #expect(PresentationContext(raised) == .newWindow(over: "inbox", level: OverlayWindowLevel(5)))
    }

    @Test func aStepWithNeitherHostNorTargetHasNoContextOfItsOwn() throws {
      #expect(PresentationContext(try Self.step(#"{"id": "a", "hint": "h"}"#)) == nil)
      #expect(PresentationContext(try Self.step(#"{"id": "a", "hint": "h", "presentation": "newWindow"}"#)) == nil)
    }
  }
#endif
