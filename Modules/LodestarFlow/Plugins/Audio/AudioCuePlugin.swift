/// Plays each step's first ``AudioCue`` while the step shows (PolarisGuideKit's audio plugin), through the
/// app's ``AudioCueReceiver``.
///
/// | Event | What the plugin does |
/// | --- | --- |
/// | `stepDidShow(i)` | Stops a playback still running, then plays step *i*'s first `AudioCue` attachment, if it has one: `playCue`, `audioCueDidStart`. |
/// | `stepWillHide`, `tourWillHide` | Stops the playback, if one runs: `stopCue`, `audioCueDidStop(finished: false)`. |
/// | `tourDidPause` | Ducks the playback, if one runs: `duckCue(isDucked: true)`. |
/// | `tourDidResume` | Restores a ducked playback: `duckCue(isDucked: false)`. |
///
/// The receiver reports the end of a playback with ``cueDidFinish(_:)`` (the plugin then calls
/// `audioCueDidStop(finished: true)`) and a failure with ``cueDidFail(_:reason:)`` (the plugin then calls
/// only `audioCueDidFail`); either way the playback is over, so no `stopCue` follows. Reports about a
/// playback that is not the running one (late, or repeated) are ignored. The receiver is held weakly.
///
/// ```swift
/// let plugin = AudioCuePlugin(receiver: player)
/// controller.register(plugin)
/// // In the player, when the sound ends:
/// plugin.cueDidFinish(playback)
/// ```
@MainActor
public final class AudioCuePlugin: TourPlugin {
  /// Plays the cues; held weakly.
  public weak var receiver: (any AudioCueReceiver)?
  /// The playback running, or `nil`.
  public private(set) var currentPlayback: AudioCuePlayback?
  /// Whether the running playback is ducked.
  public private(set) var isDucked = false
  private var nextPlaybackID = 0
  private var isTornDown = false

  /// Creates a plugin that plays cues through `receiver`.
  ///
  /// - Parameter receiver: The app's audio player; held weakly.
  public init(receiver: any AudioCueReceiver) {
    self.receiver = receiver
  }

  /// Plays, stops, ducks or restores the cue for the event (see the table above).
  ///
  /// - Parameters:
  ///   - event: The tour event.
  ///   - context: The step it concerns, with its attachments.
  public func handle(_ event: TourEvent, context: TourPluginContext) {
    guard !isTornDown else { return }
    switch event {
    case .stepDidShow(let index):
      stopPlayback()
      guard let cue = context.attachment(of: AudioCue.self) else { return }
      let playback = AudioCuePlayback(id: nextPlaybackID, cue: cue, stepIndex: index)
      nextPlaybackID += 1
      currentPlayback = playback
      receiver?.playCue(playback)
      receiver?.audioCueDidStart(playback)
    case .stepWillHide, .tourWillHide:
      stopPlayback()
    case .tourDidPause:
      guard let playback = currentPlayback, !isDucked else { return }
      isDucked = true
      receiver?.duckCue(playback, isDucked: true)
    case .tourDidResume:
      guard let playback = currentPlayback, isDucked else { return }
      isDucked = false
      receiver?.duckCue(playback, isDucked: false)
    default:
      break
    }
  }

  /// Reports that a playback reached its end on its own; the receiver hears
  /// `audioCueDidStop(finished: true)`. Ignored unless `playback` is ``currentPlayback``.
  ///
  /// - Parameter playback: The playback that ended.
  public func cueDidFinish(_ playback: AudioCuePlayback) {
    guard playback == currentPlayback else { return }
    currentPlayback = nil
    isDucked = false
    receiver?.audioCueDidStop(playback, finished: true)
  }

  /// Reports that a playback could not play; the receiver hears only `audioCueDidFail`. Ignored unless
  /// `playback` is ``currentPlayback``.
  ///
  /// - Parameters:
  ///   - playback: The playback that failed.
  ///   - reason: What went wrong, for the receiver.
  public func cueDidFail(_ playback: AudioCuePlayback, reason: String) {
    guard playback == currentPlayback else { return }
    currentPlayback = nil
    isDucked = false
    receiver?.audioCueDidFail(playback, reason: reason)
  }

  /// Stops a running playback (without notifications: the controller is going away) and stops handling
  /// events; idempotent.
  public func tearDown() {
    guard !isTornDown else { return }
    isTornDown = true
    if let playback = currentPlayback { receiver?.stopCue(playback) }
    currentPlayback = nil
    isDucked = false
  }

  /// Stops the running playback, if any: `stopCue`, then `audioCueDidStop(finished: false)`.
  private func stopPlayback() {
    guard let playback = currentPlayback else { return }
    currentPlayback = nil
    isDucked = false
    receiver?.stopCue(playback)
    receiver?.audioCueDidStop(playback, finished: false)
  }
}
