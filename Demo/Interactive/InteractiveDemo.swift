import Foundation
import Lodestar
import LodestarDemoSupport

/// The interactive demo in a terminal: keys move the tour, animations run from the Timeline at up to 60
/// frames a second, and nothing runs while the scene is still (the loop blocks on input).
@MainActor
struct InteractiveDemo {
  let player: DemoPlayer
  let colorMode: ColorMode
  var banner: String?

  init(player: DemoPlayer, colorMode: ColorMode, banner: String? = nil) {
    self.player = player
    self.colorMode = colorMode
    self.banner = banner
  }

  /// Runs the demo in the terminal; the tour starts through the eligibility layer (``DemoEligibility``).
  func run(statePath: String?) async -> Int32 {
    let session: TerminalSession
    do {
      session = try TerminalSession()
    } catch {
      printError("lodestar-demo: \(error.description)")
      return ExitStatus.ioError
    }
    var eligibility = DemoEligibility(tourID: player.tour.id, statePath: statePath)
    var forcing = false
    while true {
      switch await eligibility.start(player.controller, forcingDisplay: forcing) {
      case .started:
        let status = await play(session)
        if player.controller.isStarted || player.controller.isEnding { player.controller.stop(immediately: true) }
        await eligibility.finish()
        session.restore()
        return status
      case .notEligible(let message):
        session.emit("\u{1B}[H\u{1B}[2J\(message)\r\n")
        guard waitForReplay(session) else {
          session.restore()
          return ExitStatus.success
        }
        forcing = true
      case .failed(let message, let status):
        session.restore()
        printError("lodestar-demo: \(message)")
        return status
      }
    }
  }

  /// The host size in points for a terminal window of `columns` × `rows` cells: the cells above the status
  /// line at the renderer's default 8 × 18 points per cell, so the resized screen fills the window at full
  /// scale; `nil` for a window too small to hold a screen (fewer than 20 × 6 cells).
  static func hostSize(columns: Int, rows: Int) -> Size? {
    guard columns >= 20, rows >= 6 else { return nil }
    return Size(width: Double(columns) * 8, height: Double(rows - 1) * 18)
  }

  /// Enter: true (replay); q, Esc or the end of input: false.
  private func waitForReplay(_ session: TerminalSession) -> Bool {
    while true {
      guard let event = session.nextEvent() else { continue }
      switch event {
      case .key(.enter): return true
      case .key(.character("q")), .key(.escape), .endOfInput, .terminate: return false
      default: continue
      }
    }
  }

  /// The frame loop of a started tour.
  private func play(_ session: TerminalSession) async -> Int32 {
    let start = ContinuousClock.now
    func now() -> Double {
      let elapsed = ContinuousClock.now - start
      return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
    let encoder = TerminalEncoder(colorMode: colorMode)
    // The frame the terminal shows and the canvas the next one is drawn into, swapped after each frame, and
    // one array for the bytes: a frame reuses their memory instead of allocating its own.
    var shown = TerminalCanvas(columns: 0, rows: 0)
    var next = shown
    var isShowingFrame = false
    var bytes: [UInt8] = []
    var shownStatus: String?
    var window = TerminalSession.windowSize()
    var screenLayer: (renderer: TerminalRenderer, version: Int, canvas: TerminalCanvas)?
    var cache = TerminalFrameCache()
    player.markStarted(time: now())
    while true {
      // Let the launcher's recordings (main-actor tasks) run between frames.
      await Task.yield()
      let time = now()
      // The text is measured in the window's cells, so it takes the cells it was laid out for.
      player.measureText(
        in: FrameFormatter.renderer(for: player.size, window: window.map { ($0.columns, max($0.rows - 1, 1)) }).mapping)
      let scene = player.scene(at: time)
      let status =
        player.isFinished
        ? "Tour ended. q: quit"
        : FrameFormatter.header(player) + (player.isPaused ? " (paused)" : "")
          + "   n/p/s/r/d/m/+/-/space, q quit"
      if let window, let notice = TerminalWindowFit.tooSmallNotice(columns: window.columns, rows: window.rows) {
        // No frame fits: say so on the first row, and draw the whole frame again once the window grows.
        if notice != shownStatus {
          session.emit("\u{1B}[0m\u{1B}[2J\(notice)")
          shownStatus = notice
        }
        isShowingFrame = false
      } else {
        let renderer = FrameFormatter.renderer(
          for: scene.size, window: window.map { ($0.columns, max($0.rows - 1, 1)) })
        // The host screen is drawn once per screen and size; frames only add the tour on top.
        if screenLayer?.renderer != renderer || screenLayer?.version != player.screenVersion {
          screenLayer = (
            renderer, player.screenVersion, renderer.screenCanvas(for: ScreenElementBox.boxes(of: player.screen))
          )
        }
        renderer.draw(
          scene, onScreen: screenLayer?.canvas ?? TerminalCanvas(columns: 0, rows: 0), into: &next, cache: &cache)
        bytes.removeAll(keepingCapacity: true)
        if isShowingFrame, shown.columns == next.columns, shown.rows == next.rows {
          encoder.encodeChanges(from: shown, to: next, into: &bytes)
        } else {
          bytes.append(contentsOf: "\u{1B}[2J".utf8)
          encoder.encodeFrame(next, into: &bytes)
          shownStatus = nil
        }
        session.emit(bytes)
        let fitted = window.map { TerminalWindowFit.clipped(status, toColumns: $0.columns) } ?? status
        if fitted != shownStatus {
          // The status line is written whole, below the frame, so it reads as one line in the output; it is
          // clipped to the window, so it never wraps (a wrap on the last row would scroll the frame).
          session.emit("\u{1B}[\(next.rows + 1);1H\u{1B}[0m\u{1B}[2K\(fitted)")
          shownStatus = fitted
        }
        swap(&shown, &next)
        isShowingFrame = true
      }
      let isAnimating = player.isAnimating(at: time)
      guard let event = session.nextEvent(timeoutMilliseconds: isAnimating ? 16 : -1) else { continue }
      let eventTime = now()
      switch event {
      case .key(let key):
        switch key {
        // Arrows, Enter and Escape go through the engine's keyboard router (a document's keyboard options,
        // arrows mirrored in right-to-left); the letters are the demo's own.
        case .right: player.handleNavigationKey(.rightArrow, time: eventTime)
        case .left: player.handleNavigationKey(.leftArrow, time: eventTime)
        // ↑ ↓ and Page Up/Down scroll a hint too long for the screen (large text sizes).
        case .up: player.handleNavigationKey(.upArrow, time: eventTime)
        case .down: player.handleNavigationKey(.downArrow, time: eventTime)
        case .pageUp: player.handleNavigationKey(.pageUp, time: eventTime)
        case .pageDown: player.handleNavigationKey(.pageDown, time: eventTime)
        case .enter: player.handleNavigationKey(.enter, time: eventTime)
        case .escape: player.handleNavigationKey(.escape, time: eventTime)
        case .character("n"): player.next(time: eventTime)
        case .character("p"): player.previous(time: eventTime)
        case .character("s"): player.skip(time: eventTime)
        // Space pauses the tour hiding everything (the screen shows undimmed) and resumes it.
        case .space: player.togglePause()
        case .character("r"): player.rotate()
        case .character("d"): player.toggleRightToLeft()
        case .character("m"): player.toggleReducedMotion()
        case .character("+"), .character("="): player.stepTextSize(larger: true)
        case .character("-"): player.stepTextSize(larger: false)
        case .character("q"), .control("c"): return ExitStatus.success
        default: break
        }
      case .resize(let columns, let rows):
        // The host follows the window, as an app's window does: the presenter lays the step out for the new
        // size with its size transition (the same path as `r`), and the frame is redrawn whole.
        window = (columns, rows)
        if let size = Self.hostSize(columns: columns, rows: rows), size != player.size {
          player.resize(to: size)
        }
        isShowingFrame = false
      case .terminate(let signal): return 128 + signal
      case .endOfInput: return ExitStatus.success
      }
    }
  }
}
