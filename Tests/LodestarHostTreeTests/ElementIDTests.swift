import Foundation
import LodestarHostTree
import LodestarViewModel
import Testing

@Suite struct ElementIDTests {
  @Test func codesAsAPlainString() throws {
    let id: ElementID = "profile.edit"
    let data = try JSONEncoder().encode([id])
    #expect(String(decoding: data, as: UTF8.self) == #"["profile.edit"]"#)
    #expect(try JSONDecoder().decode([ElementID].self, from: data) == [id])
  }

  @Test func reportsTheBuildFlavour() {
    #if !LODESTAR_WINDOWING
      #expect(LodestarFlavour.current == .appExtensionSafe)
    #else
      #expect(LodestarFlavour.current == .full)
    #endif
  }
}
