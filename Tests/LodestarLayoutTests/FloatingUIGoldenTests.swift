import Testing

/// The engine gives exactly Floating UI core 1.8.0's results on its generated cases and on every middleware
/// option.
@Suite struct FloatingUIGoldenTests {
  @Test func floatingUIGoldenCasesMatch() throws {
    for (index, testCase) in floatingUIGoldenCases.enumerated() {
      let problem = try #require(FloatingUIGoldenProblem(json: testCase.problem), "case \(index)")
      #expect(differences(problem.solve(), testCase.expected) == [], "case \(index): \(testCase.problem)")
    }
  }
}
