/// Plays the cues of an ``AudioCuePlugin``: the app's audio player (Lodestar plays no sound itself).
///
/// The plugin calls ``playCue(_:)`` when a step with an ``AudioCue`` finished showing, ``stopCue(_:)`` when
/// that step starts to hide or the tour starts to hide, and ``duckCue(_:isDucked:)`` when the tour pauses
/// and resumes. The receiver reports a playback that ends on its own with
/// ``AudioCuePlugin/cueDidFinish(_:)``, and one that cannot play with ``AudioCuePlugin/cueDidFail(_:reason:)``.
///
/// The notifications (``audioCueDidStart(_:)``, ``audioCueDidStop(_:finished:)``,
/// ``audioCueDidFail(_:reason:)``) are what PolarisGuideKit tells a buddy view that adopts its audio
/// protocol; they are optional and do nothing by default.
@MainActor
public protocol AudioCueReceiver: AnyObject {
  /// Starts playing a cue from its beginning, at its volume.
  ///
  /// - Parameter playback: The cue, its step and the playback's number.
  func playCue(_ playback: AudioCuePlayback)
  /// Stops a playback that ``playCue(_:)`` started and that has not ended.
  ///
  /// - Parameter playback: The playback to stop.
  func stopCue(_ playback: AudioCuePlayback)
  /// Lowers a playing cue's volume while the tour is paused, or restores it when the tour resumes.
  ///
  /// - Parameters:
  ///   - playback: The playback to duck or restore.
  ///   - isDucked: `true` to lower the volume, `false` to restore the cue's own volume.
  func duckCue(_ playback: AudioCuePlayback, isDucked: Bool)
  /// A playback started (right after ``playCue(_:)``).
  ///
  /// - Parameter playback: The playback.
  func audioCueDidStart(_ playback: AudioCuePlayback)
  /// A playback stopped: `finished` is `true` when it reached its end (``AudioCuePlugin/cueDidFinish(_:)``)
  /// and `false` when the plugin stopped it (right after ``stopCue(_:)``). A failed playback does not stop.
  ///
  /// - Parameters:
  ///   - playback: The playback.
  ///   - finished: Whether it played to its end.
  func audioCueDidStop(_ playback: AudioCuePlayback, finished: Bool)
  /// A playback failed (``AudioCuePlugin/cueDidFail(_:reason:)``); no ``audioCueDidStop(_:finished:)``
  /// follows.
  ///
  /// - Parameters:
  ///   - playback: The playback.
  ///   - reason: What the player said went wrong.
  func audioCueDidFail(_ playback: AudioCuePlayback, reason: String)
}

extension AudioCueReceiver {
  /// Does nothing.
  public func audioCueDidStart(_ playback: AudioCuePlayback) {}
  /// Does nothing.
  public func audioCueDidStop(_ playback: AudioCuePlayback, finished: Bool) {}
  /// Does nothing.
  public func audioCueDidFail(_ playback: AudioCuePlayback, reason: String) {}
}
