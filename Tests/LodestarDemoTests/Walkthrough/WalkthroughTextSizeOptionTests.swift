import Foundation
import Testing

/// `lodestar-demo walkthrough --text-size NAME`: the render and play modes lay the pages out at the reader's
/// text size; the default is Large, and a wrong name is refused with a "did you mean".
@Suite struct WalkthroughTextSizeOptionTests {
  /// The `"fontSize"` values of a JSON scene, in order.
  static func fontSizes(_ json: String) -> [String] {
    json.split(separator: "\n").filter { $0.contains(#""fontSize""#) }.map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func largeIsTheDefault() throws {
    let implicit = try DemoProcess.run(["walkthrough", "--render", "--format", "json"])
    let large = try DemoProcess.run(["walkthrough", "--render", "--format", "json", "--text-size", "large"])
    #expect(implicit.exitStatus == 0 && large.exitStatus == 0, "\(large.standardError)")
    #expect(implicit.text == large.text)
    let svg = try DemoProcess.run(["walkthrough", "--render", "--format", "svg", "--text-size=large", "--rtl"])
    let defaultSVG = try DemoProcess.run(["walkthrough", "--render", "--format", "svg", "--rtl"])
    #expect(svg.text == defaultSVG.text)
  }

  @Test func aLargerSizeLaysTheTextOutLarger() throws {
    let large = try DemoProcess.run(["walkthrough", "--render", "--format", "json"])
    let largest = try DemoProcess.run(["walkthrough", "--render", "--format", "json", "--text-size", "accessibility5"])
    #expect(largest.exitStatus == 0, "\(largest.standardError)")
    #expect(large.text != largest.text)
    // The controls' titles: Subheadline, 15 points at Large and 49 at AX5.
    #expect(large.text.contains(#""fontSize": 15"#))
    #expect(largest.text.contains(#""fontSize": 49"#))
    #expect(!largest.text.contains(#""fontSize": 15,"#))
  }

  /// At AX5 the built-in walkthrough's pages no longer fit as they are given: they are stacked between the
  /// controls, so nothing runs past the page and nothing is reported.
  @Test func theLargestTextIsStackedInsideThePageWithoutAWarning() throws {
    let large = try DemoProcess.run(["walkthrough", "--render", "--format", "svg"])
    #expect(large.exitStatus == 0 && large.standardError.isEmpty, "\(large.standardError)")
    let largest = try DemoProcess.run(["walkthrough", "--render", "--format", "svg", "--text-size", "accessibility5"])
    #expect(largest.exitStatus == 0 && largest.standardError.isEmpty, "\(largest.standardError)")
  }

  @Test func playAndTerminalRenderingTakeTheOption() throws {
    let played = try DemoProcess.run(["walkthrough", "--text-size", "accessibility1"])
    #expect(played.exitStatus == 0, "\(played.standardError)")
    #expect(played.text.contains("Page 4 of 4: Ready"))
    let text = try DemoProcess.run(["walkthrough", "--render", "--text-size", "xSmall"])
    #expect(text.exitStatus == 0, "\(text.standardError)")
  }

  @Test func theOptionIsListedAndAWrongNameIsRefused() throws {
    let help = try DemoProcess.run(["walkthrough", "--help"])
    #expect(help.text.contains("--text-size NAME"))
    let wrong = try DemoProcess.run(["walkthrough", "--render", "--text-size", "acessibility5"])
    #expect(wrong.exitStatus == 64)
    #expect(wrong.standardError.contains("--text-size"), "\(wrong.standardError)")
    #expect(wrong.standardError.contains("accessibility5"), "\(wrong.standardError)")
  }
}
