import LodestarFlow
import LodestarTesting
import Testing

/// A receiver that records every call as a line.
@MainActor
final class RecordingAudioReceiver: AudioCueReceiver {
  var log: [String] = []
  var playbacks: [AudioCuePlayback] = []

  func playCue(_ playback: AudioCuePlayback) {
    playbacks.append(playback)
    log.append("play(\(playback.cue.name)#\(playback.id)@\(playback.stepIndex))")
  }
  func stopCue(_ playback: AudioCuePlayback) { log.append("stop(\(playback.cue.name)#\(playback.id))") }
  func duckCue(_ playback: AudioCuePlayback, isDucked: Bool) {
    log.append("duck(\(playback.cue.name)#\(playback.id), \(isDucked))")
  }
  func audioCueDidStart(_ playback: AudioCuePlayback) { log.append("didStart(\(playback.cue.name))") }
  func audioCueDidStop(_ playback: AudioCuePlayback, finished: Bool) {
    log.append("didStop(\(playback.cue.name), \(finished))")
  }
  func audioCueDidFail(_ playback: AudioCuePlayback, reason: String) {
    log.append("didFail(\(playback.cue.name), \(reason))")
  }
}

@MainActor
@Suite struct AudioCuePluginTests {
  static func steps() -> [TourStep<String>] {
    [
      TourStep(
        id: "a", content: "a", hasCompanion: true,
        attachments: [AudioCue(name: "intro", volume: 0.8), AudioCue(name: "second")]),
      TourStep(id: "b", content: "b", hasCompanion: true),
      TourStep(id: "c", content: "c", hasCompanion: true, attachments: [AudioCue(name: "outro")]),
    ]
  }

  @Test func playsTheFirstCueOnStepDidShowAndStopsOnStepWillHideAndTourWillHide() throws {
    let receiver = RecordingAudioReceiver()
    let plugin = AudioCuePlugin(receiver: receiver)
    let controller = TourController(steps: Self.steps(), clock: ManualClock())
    controller.register(plugin)
    try controller.start()
    #expect(receiver.playbacks.first?.cue == AudioCue(name: "intro", volume: 0.8))
    try controller.next()
    try controller.next()
    controller.stop()
    #expect(
      receiver.log == [
        "play(intro#0@0)", "didStart(intro)", "stop(intro#0)", "didStop(intro, false)",
        "play(outro#1@2)", "didStart(outro)", "stop(outro#1)", "didStop(outro, false)",
      ])
    #expect(plugin.currentPlayback == nil)
  }

  @Test func aNaturalEndReportsDidStopTrueAndNothingIsStoppedLater() throws {
    let receiver = RecordingAudioReceiver()
    let plugin = AudioCuePlugin(receiver: receiver)
    let controller = TourController(steps: Self.steps(), clock: ManualClock())
    controller.register(plugin)
    try controller.start()
    let playback = try #require(plugin.currentPlayback)
    plugin.cueDidFinish(playback)
    plugin.cueDidFinish(playback)
    try controller.next()
    #expect(receiver.log == ["play(intro#0@0)", "didStart(intro)", "didStop(intro, true)"])
  }

  @Test func aFailureReportsOnlyDidFail() throws {
    let receiver = RecordingAudioReceiver()
    let plugin = AudioCuePlugin(receiver: receiver)
    let controller = TourController(steps: Self.steps(), clock: ManualClock())
    controller.register(plugin)
    try controller.start()
    let playback = try #require(plugin.currentPlayback)
    plugin.cueDidFail(playback, reason: "no such file")
    plugin.cueDidFinish(playback)
    controller.stop()
    #expect(receiver.log == ["play(intro#0@0)", "didStart(intro)", "didFail(intro, no such file)"])
  }

  @Test func aLateReportAboutAnEarlierPlaybackOfTheSameCueIsIgnored() throws {
    let steps = [
      TourStep(id: "a", content: "a", hasCompanion: true, attachments: [AudioCue(name: "same")]),
      TourStep(id: "b", content: "b", hasCompanion: true, attachments: [AudioCue(name: "same")]),
    ]
    let receiver = RecordingAudioReceiver()
    let plugin = AudioCuePlugin(receiver: receiver)
    let controller = TourController(steps: steps, clock: ManualClock())
    controller.register(plugin)
    try controller.start()
    let first = try #require(plugin.currentPlayback)
    try controller.next()
    plugin.cueDidFinish(first)
    #expect(plugin.currentPlayback?.id == 1)
    #expect(receiver.log.last == "didStart(same)")
  }

  @Test func pauseDucksAndResumeRestores() throws {
    let receiver = RecordingAudioReceiver()
    let plugin = AudioCuePlugin(receiver: receiver)
    let controller = TourController(steps: Self.steps(), clock: ManualClock())
    controller.register(plugin)
    try controller.start()
    controller.pause()
    controller.pause()
    #expect(plugin.isDucked)
    controller.resume()
    #expect(
      receiver.log == ["play(intro#0@0)", "didStart(intro)", "duck(intro#0, true)", "duck(intro#0, false)"])
    #expect(!plugin.isDucked)
  }

  @Test func releasingTheControllerStopsThePlaybackOnce() throws {
    let receiver = RecordingAudioReceiver()
    let plugin = AudioCuePlugin(receiver: receiver)
    do {
      let controller = TourController(steps: Self.steps(), clock: ManualClock())
      controller.register(plugin)
      try controller.start()
    }
    plugin.tearDown()
    #expect(receiver.log == ["play(intro#0@0)", "didStart(intro)", "stop(intro#0)", "didStop(intro, false)"])
    #expect(plugin.currentPlayback == nil)
  }

  @Test func volumesOutsideTheRangeAreClamped() {
    #expect(AudioCue(name: "x", volume: 2).volume == 1)
    #expect(AudioCue(name: "x", volume: -1).volume == 0)
    #expect(AudioCue(name: "x", volume: .nan).volume == 1)
    var cue = AudioCue(name: "x")
    cue.volume = .infinity
    #expect(cue.volume == 1)
    cue.volume = 0.25
    #expect(cue.volume == 0.25)
  }
}
