import Foundation
import Lodestar

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
    var pausedAt: Double?
    player.start(time: now())
    while true {
      let time = pausedAt ?? now()
      let scene = player.scene(at: time)
      let status =
        player.isFinished
        ? "Tour ended. q: quit"
        : FrameFormatter.header(player) + (player.isPaused ? " (paused)" : "")
          + "   n/p/s/r/d/m/space, q quit"
      let canvas = canvas(scene, status: status)
      if let previous, previous.columns == canvas.columns, previous.rows == canvas.rows {
        session.emit(encoder.encodeChanges(from: previous, to: canvas))
      } else {
        session.emit("\u{1B}[2J")
        session.emit(encoder.encodeFrame(canvas))
      }
      previous = canvas
      let isAnimating = pausedAt == nil && player.isAnimating(at: time)
      guard let event = session.nextEvent(timeoutMilliseconds: isAnimating ? 16 : -1) else { continue }
      let eventTime = now()
      switch event {
      case .key(let key):
        switch key {
        case .right, .enter, .character("n"): player.next(time: eventTime)
        case .left, .character("p"): player.previous(time: eventTime)
        case .escape, .character("s"): player.skip(time: eventTime)
        case .space:
          player.togglePause()
          pausedAt = player.isPaused ? eventTime : nil
        case .character("r"): player.rotate()
        case .character("d"): player.toggleRightToLeft()
        case .character("m"): player.toggleReducedMotion()
        case .character("q"), .control("c"): return ExitStatus.success
        default: break
        }
      case .resize: previous = nil
      case .terminate(let signal): return 128 + signal
      case .endOfInput: return ExitStatus.success
      }
    }
  }

  /// The frame with one more row at the bottom holding `status`.
  private func canvas(_ scene: TourScene, status: String) -> TerminalCanvas {
    let base = TerminalRenderer(sceneSize: scene.size)
    let renderer = TerminalRenderer(columns: base.columns, rows: base.rows + 1, mapping: base.mapping)
    var canvas = renderer.canvas(for: scene, over: ScreenElementBox.boxes(of: player.screen))
    canvas.fill(CellRect(column: 0, row: base.rows, width: canvas.columns, height: 1), with: .black)
    canvas.drawText(status, column: 0, row: base.rows, style: TerminalStyle(foreground: .white, attributes: .bold))
    return canvas
  }
}
