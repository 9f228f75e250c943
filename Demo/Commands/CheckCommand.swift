import Foundation
import Lodestar
import LodestarDemoSupport

/// `lodestar-demo check [TOUR.json] [--screen S] [--sizes all|WxH,...] [--direction ltr|rtl|both]
/// [--format text|json] [--report DIR]`: plays every step of a tour at every size and direction and reports
/// what ``SceneAudit`` finds, for tests in CI.
enum CheckCommand: Subcommand {
  static let name = "check"
  static let summary = "check that every step of a tour shows right at every size and direction"
  static let operandSynopsis = "[TOUR.json]"
  static let optionSections = [OptionSection(CheckOptions.commandOptions)]

  static let abstract = """
    Plays every step of a tour document (the built-in profile tour when none is given) over a screen (the
    built-in profile screen when none is given) at every size and direction, lays it out with Helvetica's
    metrics, and audits each settled scene with SceneAudit: text inside its place, targets uncovered, the
    coach mark, skip control and progress inside the safe area and clear of each other, the arrow on the
    target, every target on screen and not clipped away by a scroll container, something pointing at it
    (an opening or the arrow), 44-point touch targets, accessibility elements, finite numbers. Each finding
    is one line:

      step N (id) WxH ltr|rtl: <what, where>
    """

  static let discussion = """
    With --walkthrough it checks a walkthrough document instead (the built-in walkthrough when none is
    given): every page at rest, laid out again for each size with the device's safe area, audited with
    WalkthroughAudit (text whole and inside its element, nothing outside the page or the safe area or under a
    control, no word broken that would fit a line, no text under 11 points, 44-point controls). Each finding
    is one line: page N (id) WxH ltr|rtl: <what, where>.

    A summary goes to standard error. Use it in CI: `lodestar-demo check Tours/onboarding.json --screen
    Screens/home.json` fails the build when a step does not show right.

    Exit status: 0 no findings, 1 findings, 64 usage, 65 invalid tour or screen, 66 missing file, 73 cannot
    create the report, 74 I/O error.
    """

  static func run(arguments: [String]) -> Int32 {
    do throws(DemoFailure) {
      let options = try CheckOptions(parse(arguments))
      if options.checksWalkthrough {
        return try checkWalkthrough(options, document: try CheckInput.loadWalkthrough(options))
      }
      let input = try CheckInput.load(options)
      let result = MainActor.assumeIsolated { () -> Result<Int32, DemoFailure> in
        do throws(DemoFailure) {
          return .success(try check(options, input: input))
        } catch {
          return .failure(error)
        }
      }
      return try result.get()
    } catch {
      printError(error.message)
      return error.status
    }
  }

  @MainActor static func check(_ options: CheckOptions, input: DemoInput) throws(DemoFailure) -> Int32 {
    let tourCheck = TourCheck(input: input, options: options)
    if tourCheck.screens.isEmpty, let fixed = tourCheck.fixedScreenSize {
      let size = CheckScreen(size: fixed, safeAreaInsets: .zero).name
      throw CheckOptions.usage(
        "--sizes: every size is narrower or shorter than the screen file's \(size), and its frames are fixed "
          + "(not laid out again for another size); give sizes at least \(size)")
    }
    let outcome: TourCheck.Outcome
    if let directory = options.reportDirectory {
      let report = try CheckReport(
        directory: directory, title: "Lodestar check: \(input.tour.id)", checked: CheckOutput.checked(tourCheck.plan))
      outcome = try tourCheck.run { (frame, scene, screen) throws(DemoFailure) in
        try report.add(frame, scene: scene, screen: screen)
      }
      try report.finish(summary: CheckOutput.summary(outcome))
    } else {
      outcome = try tourCheck.run()
    }
    return finish(outcome, options: options)
  }

  /// `--walkthrough`: every page of `document` at every size, direction, text size and pseudo-language.
  static func checkWalkthrough(_ options: CheckOptions, document: WalkthroughDocument) throws(DemoFailure) -> Int32 {
    let walkthroughCheck = WalkthroughCheck(document: document, options: options)
    let outcome: TourCheck.Outcome
    if let directory = options.reportDirectory {
      let report = try CheckReport(
        directory: directory, title: "Lodestar check: \(document.id)",
        checked: CheckOutput.checked(walkthroughCheck.plan))
      outcome = try walkthroughCheck.run { (frame, scene) throws(DemoFailure) in
        try report.add(frame, walkthroughScene: scene)
      }
      try report.finish(summary: CheckOutput.summary(outcome))
    } else {
      outcome = try walkthroughCheck.run()
    }
    return finish(outcome, options: options)
  }

  /// Writes the findings in the options' format and the summary; the exit status.
  static func finish(_ outcome: TourCheck.Outcome, options: CheckOptions) -> Int32 {
    let output: String
    switch options.format {
    case .json:
      output = CheckOutput.json(outcome)
    case .text:
      let lines = CheckOutput.lines(outcome)
      output = lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
    let status = StandardOutput.write(output)
    guard status == ExitStatus.success else { return status }
    printError(CheckOutput.summary(outcome))
    return outcome.findingCount > 0 ? ExitStatus.failure : ExitStatus.success
  }
}
