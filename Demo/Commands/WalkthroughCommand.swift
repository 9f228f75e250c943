import Foundation
import Lodestar
import LodestarDemoSupport

/// `lodestar-demo walkthrough [FILE]`: a paged walkthrough with parallax (BWWalkthrough), interactive in a
/// terminal, auto-played otherwise, or one page rendered at any scroll offset with `--render`.
enum WalkthroughCommand: Subcommand {
  static let name = "walkthrough"
  static let summary = "play a paged walkthrough with parallax, or render a page at any scroll offset"
  static let operandSynopsis = "[FILE.json]"

  static let optionSections = [
    OptionSection("Options for every mode:", WalkthroughArguments.everyMode),
    OptionSection("Options of --render (they need it):", WalkthroughArguments.renderOnly),
  ]

  static let abstract = """
    Plays a walkthrough document (see WALKTHROUGH-FORMAT.md; the built-in four-page walkthrough,
    Demo/Examples/walkthrough.json, when none is given; `-` reads it from standard input).

    In a terminal it is interactive: the arrows scroll to the next or previous page with the paging motion (→
    goes on left to right, ← right to left), the pages' views move with their parallax and the page control's
    dots follow; n / Enter next, p previous, d toggles right-to-left, Esc or c is the close control (it ends
    the demo), + and - change the text size, q quits. Without a terminal (or with TERM unset, empty or dumb)
    it plays every page on a manual clock and prints each one as plain text under "Page N of M: title".
    """

  static let discussion = """
    Examples:
      lodestar-demo walkthrough Demo/Examples/walkthrough.json
      lodestar-demo walkthrough --render --page 2 --offset 0.25 --format svg --out page-2.svg
      lodestar-demo walkthrough --render --text-size accessibility3 --format svg --out page-1.svg

    Exit status: 0 success, 64 usage, 65 invalid walkthrough, 66 missing or unreadable file, 73 cannot create
    the --out file or directory, 74 I/O error.
    """

  static func run(arguments: [String]) -> Int32 {
    do throws(DemoFailure) {
      let parsed = try WalkthroughArguments(parse(arguments))
      let document = try parsed.loadDocument()
      if parsed.rendersFrame { return try render(parsed, document: document) }
      let layout = try WalkthroughFrames.layout(
        document, size: parsed.size, isRightToLeft: parsed.isRightToLeft, textSize: parsed.textSize,
        forTerminal: true)
      let motion: PagingMotion
      do throws(TourDocumentError) {
        motion = try document.pagingMotion()
      } catch {
        throw DemoFailure(status: ExitStatus.dataError, message: "lodestar-demo walkthrough: \(error)")
      }
      return MainActor.assumeIsolated {
        let reportsUnchangedPages = document.options.reportsUnchangedPages
        let makePresenter: InteractiveWalkthrough.PresenterMaker = { measurer, textSize in
          WalkthroughPresenter(
            pages: layout.pages, size: layout.size, layoutDirection: layout.layoutDirection, controls: layout.controls,
            textSize: document.textSize(for: textSize), measurer: measurer, motion: motion,
            reportsUnchangedPages: reportsUnchangedPages)
        }
        if TerminalSession.isInteractive {
          // Held in a constant for the whole run: the controller refers to it weakly, as its delegate.
          let walkthrough = InteractiveWalkthrough(
            colorMode: parsed.colorMode, textSize: parsed.textSize, makePresenter: makePresenter)
          return withExtendedLifetime(walkthrough) { walkthrough.run() }
        }
        return autoPlay(makePresenter(WalkthroughFrames.cellMeasurer, parsed.textSize))
      }
    } catch {
      printError(error.message)
      return error.status
    }
  }

  /// Plays every page on a manual clock (a frame every 1/60 s while the pages move) and prints each page
  /// as plain text under its "Page N of M: title" line.
  @MainActor static func autoPlay(_ presenter: WalkthroughPresenter) -> Int32 {
    var time = 0.0
    var output = ""
    for page in 0..<presenter.pages.count {
      if page > 0 {
        presenter.next(time: time)
        // A spring settles within seconds; the bound only guards against a motion that never ends.
        // (A `for … where` would ask all 6,000 times, however soon the page arrives.)
        var frames = 0
        while frames < 6000, presenter.isAnimating(at: time) {
          time += 1.0 / 60
          frames += 1
        }
      }
      let scene = presenter.scene(at: time)
      output += WalkthroughFrames.header(scene, pages: presenter.pages) + "\n" + WalkthroughFrames.text(scene)
    }
    return StandardOutput.write(output)
  }

  /// `--render`: one page (or every page) at the offset, in the format.
  static func render(_ arguments: WalkthroughArguments, document: WalkthroughDocument) throws(DemoFailure) -> Int32 {
    let layout = try WalkthroughFrames.layout(
      document, size: arguments.size, isRightToLeft: arguments.isRightToLeft, textSize: arguments.textSize,
      forTerminal: arguments.format.isTerminal)
    let count = layout.pages.count
    guard arguments.page <= count else {
      throw .usage("lodestar-demo walkthrough: --page must be between 1 and \(count)", usageLine: usageLine)
    }
    let pages = arguments.rendersAll ? Array(0..<count) : [arguments.page - 1]
    // Text grown past the bottom of its page is clipped there: say so rather than hide it.
    for clipped in layout.clippedElements where pages.contains(clipped.page) {
      printError(
        "lodestar-demo walkthrough: note: at text size \(layout.textSize.rawValue), page \(clipped.page + 1)'s "
          + "\(TerminalText.sanitized(clipped.id.rawValue)) runs past the bottom of the page and is clipped")
    }
    let colorMode = arguments.colorMode
    let output = try FrameOutput(
      outputPath: arguments.outputPath, writesEveryFrame: arguments.rendersAll, command: WalkthroughArguments.command)
    for page in pages {
      let scene = layout.scene(scrollPosition: Double(page) + arguments.offset)
      let title = "\(document.id): page \(page + 1) of \(count), \(layout.pages[page].title)"
      let bytes = WalkthroughFrames.bytes(scene, format: arguments.format, title: title, colorMode: colorMode)
      let status = try output.write(
        bytes, fileName: "page-\(page + 1).\(arguments.format.fileExtension)")
      if status != ExitStatus.success { return status }
    }
    try output.finish()
    return ExitStatus.success
  }
}
