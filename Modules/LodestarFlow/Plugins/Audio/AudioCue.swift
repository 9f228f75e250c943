/// A sound a step plays while it shows, carried as a step attachment for ``AudioCuePlugin``
/// (PolarisGuideKit's audio attachment).
///
/// Lodestar plays no sound itself: the cue names the sound, and the app's ``AudioCueReceiver`` finds and
/// plays it.
///
/// ```swift
/// TourStep(id: "welcome", content: mark, hasCompanion: true, attachments: [AudioCue(name: "welcome", volume: 0.8)])
/// ```
public struct AudioCue: StepAttachment, Hashable {
  /// The sound's name, for the receiver to look up (a resource name, a file name, a key).
  public var name: String
  /// The playback volume, from 0 (silent) to 1 (full); a value set outside the range is clamped (NaN
  /// becomes 1).
  public var volume: Double {
    didSet { volume = Self.clamped(volume) }
  }

  /// Creates a cue.
  ///
  /// - Parameters:
  ///   - name: The sound's name, for the receiver to look up.
  ///   - volume: The playback volume; values below 0 count as 0, above 1 as 1, and NaN as 1.
  public init(name: String, volume: Double = 1) {
    self.name = name
    self.volume = Self.clamped(volume)
  }

  /// `volume` in 0...1 (NaN becomes 1).
  static func clamped(_ volume: Double) -> Double {
    volume.isNaN ? 1 : min(max(volume, 0), 1)
  }
}

/// One playback of an ``AudioCue``, as ``AudioCuePlugin`` asks its receiver for it: the receiver reports the
/// end or failure of this playback with ``AudioCuePlugin/cueDidFinish(_:)`` or
/// ``AudioCuePlugin/cueDidFail(_:reason:)``.
public struct AudioCuePlayback: Sendable, Hashable {
  /// Numbers the plugin's playbacks: 0, 1, 2, ... in the order they start, so a report about an earlier
  /// playback of the same cue is told apart.
  public var id: Int
  /// The cue played.
  public var cue: AudioCue
  /// The index of the step that plays it.
  public var stepIndex: Int

  /// Creates a playback.
  ///
  /// - Parameters:
  ///   - id: The playback's number.
  ///   - cue: The cue played.
  ///   - stepIndex: The index of the step that plays it.
  public init(id: Int, cue: AudioCue, stepIndex: Int) {
    self.id = id
    self.cue = cue
    self.stepIndex = stepIndex
  }
}
