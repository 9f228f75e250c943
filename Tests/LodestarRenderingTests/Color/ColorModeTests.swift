import LodestarRendering
import Testing

@Suite struct ColorModeTests {
  @Test(arguments: [
    ([String: String](), ColorMode.none),
    (["TERM": "dumb"], .none),
    (["TERM": "xterm"], .basic16),
    (["TERM": "xterm-256color"], .palette256),
    (["TERM": "xterm", "COLORTERM": "truecolor"], .trueColor),
    (["TERM": "xterm", "COLORTERM": "24bit"], .trueColor),
    (["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"], .none),
    (["TERM": "xterm-256color", "NO_COLOR": ""], .palette256),
  ])
  func detectsTheModeFromTheEnvironment(environment: [String: String], expected: ColorMode) {
    #expect(ColorMode.detect(environment: environment) == expected)
  }
}
