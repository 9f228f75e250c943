import Foundation
import Lodestar
import LodestarDemoSupport

/// The walkthrough in a terminal: the arrows scroll with the paging motion (mirrored right to left), the
/// parallax and the dots follow, + and - change the reader's text size, and nothing is drawn while the pages
/// rest (the loop blocks on input).
@MainActor
final class InteractiveWalkthrough: WalkthroughControllerDelegate {
  /// Makes a presenter of the walkthrough whose text is measured by a measurer, at the reader's text size
  /// (held to the document's range).
  typealias PresenterMaker = @MainActor (MonospacedTextMeasurer, TextSizeCategory) -> WalkthroughPresenter

  private(set) var presenter: WalkthroughPresenter
  let colorMode: ColorMode
  private let makePresenter: PresenterMaker
  /// The measurer the presenter lays text out with: one character per cell of the window's frame.
  private var measurer = WalkthroughFrames.cellMeasurer
  /// The reader's text size, as `--text-size` and the + and - keys set it.
  private var readerTextSize: TextSizeCategory
  private var isClosed = false
  private var lastEvent = ""

  init(colorMode: ColorMode, textSize: TextSizeCategory, makePresenter: @escaping PresenterMaker) {
    self.colorMode = colorMode
    self.makePresenter = makePresenter
    readerTextSize = textSize
    presenter = makePresenter(measurer, textSize)
    presenter.controller.delegate = self
  }

  /// Lays the pages out again when the window's cells are not the ones the text was measured in (a window
  /// too small for the page at 8 × 18 points per cell draws it scaled down), on the same page and in the
  /// same direction.
  private func fitText(to cells: (columns: Int, rows: Int)?, time: Double) {
    let fitted = WalkthroughFrames.cellMeasurer(for: presenter.size, window: cells)
    guard fitted != measurer else { return }
    let page = presenter.page
    let direction = presenter.layoutDirection
    measurer = fitted
    presenter = makePresenter(fitted, readerTextSize)
    if presenter.layoutDirection != direction { presenter.setLayoutDirection(direction) }
    if let page { try? presenter.show(page: page, time: time, animated: false) }
    presenter.controller.delegate = self
  }

  /// Lays the pages out at the next larger (or smaller) text size, on the same page and in the same direction.
  private func stepTextSize(larger: Bool, time: Double) {
    let sizes = TextSizeCategory.allCases
    let index = readerTextSize.index + (larger ? 1 : -1)
    guard sizes.indices.contains(index) else { return }
    readerTextSize = sizes[index]
    let page = presenter.page
    let direction = presenter.layoutDirection
    presenter = makePresenter(measurer, readerTextSize)
    if presenter.layoutDirection != direction { presenter.setLayoutDirection(direction) }
    if let page { try? presenter.show(page: page, time: time, animated: false) }
    presenter.controller.delegate = self
    lastEvent = "text size \(readerTextSize.rawValue)"
  }

  func walkthroughNextButtonPressed(from page: Int) { lastEvent = "next from page \(page + 1)" }
  func walkthroughPreviousButtonPressed(from page: Int) { lastEvent = "previous from page \(page + 1)" }
  func walkthroughPageDidChange(_ page: Int) { lastEvent = "settled on page \(page + 1)" }
  func walkthroughCloseButtonPressed() { isClosed = true }

  /// Runs until q, Ctrl-C, the close control (Esc or c) or the end of input.
  func run() -> Int32 {
    let session: TerminalSession
    do {
      session = try TerminalSession()
    } catch {
      printError("lodestar-demo: \(error.description)")
      return ExitStatus.ioError
    }
    defer { session.restore() }
    let start = ContinuousClock.now
    func now() -> Double {
      let elapsed = ContinuousClock.now - start
      return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
    let encoder = TerminalEncoder(colorMode: colorMode)
    var previous: TerminalCanvas?
    // One array for every frame's bytes, emptied before each frame: frames reuse its memory.
    var bytes: [UInt8] = []
    var shownStatus: String?
    var window = TerminalSession.windowSize()
    while !isClosed {
      let time = now()
      let cells = window.map { (columns: $0.columns, rows: max($0.rows - 1, 1)) }
      fitText(to: cells, time: time)
      let scene = presenter.scene(at: time)
      // What happened comes before the key hints, so a status line clipped to the window keeps it.
      let status =
        WalkthroughFrames.header(scene, pages: presenter.pages) + (lastEvent.isEmpty ? "" : "   (\(lastEvent))")
        + "   ←/→ scroll, d direction, +/- text size, Esc close, q quit"
      if let window, let notice = TerminalWindowFit.tooSmallNotice(columns: window.columns, rows: window.rows) {
        // No page fits: say so on the first row, and draw the whole page again once the window grows.
        if notice != shownStatus {
          session.emit("\u{1B}[0m\u{1B}[2J\(notice)")
          shownStatus = notice
        }
        previous = nil
      } else {
        let canvas = WalkthroughFrames.canvas(scene, window: cells)
        bytes.removeAll(keepingCapacity: true)
        if let previous, previous.columns == canvas.columns, previous.rows == canvas.rows {
          encoder.encodeChanges(from: previous, to: canvas, into: &bytes)
        } else {
          bytes.append(contentsOf: "\u{1B}[2J".utf8)
          encoder.encodeFrame(canvas, into: &bytes)
          shownStatus = nil
        }
        session.emit(bytes)
        // Clipped to the window, so the status line never wraps (see TerminalWindowFit).
        let fitted = window.map { TerminalWindowFit.clipped(status, toColumns: $0.columns) } ?? status
        if fitted != shownStatus {
          session.emit("\u{1B}[\(canvas.rows + 1);1H\u{1B}[0m\u{1B}[2K\(fitted)")
          shownStatus = fitted
        }
        previous = canvas
      }
      guard let event = session.nextEvent(timeoutMilliseconds: presenter.isAnimating(at: time) ? 16 : -1) else {
        continue
      }
      let eventTime = now()
      switch event {
      case .key(.right): presenter.handle(.rightArrow, time: eventTime)
      case .key(.left): presenter.handle(.leftArrow, time: eventTime)
      case .key(.enter), .key(.character("n")): presenter.next(time: eventTime)
      case .key(.character("p")): presenter.previous(time: eventTime)
      case .key(.escape), .key(.character("c")): presenter.close()
      case .key(.character("d")):
        presenter.setLayoutDirection(presenter.layoutDirection == .rightToLeft ? .leftToRight : .rightToLeft)
      case .key(.character("+")), .key(.character("=")): stepTextSize(larger: true, time: eventTime)
      case .key(.character("-")): stepTextSize(larger: false, time: eventTime)
      case .key(.character("q")), .key(.control("c")), .endOfInput: return ExitStatus.success
      case .key: break
      case .resize(let columns, let rows):
        window = (columns, rows)
        previous = nil
      case .terminate(let signal): return 128 + signal
      }
    }
    return ExitStatus.success
  }
}
