import Foundation
import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarTesting
import LodestarTourFormat
import Testing

@Suite("Tour documents: the shipped examples")
struct TourDocumentExampleTests {
  @Test func profileTourDecodesWithEveryValue() throws {
    let document = try TourDocument(jsonData: try TourExamples.data("profile-tour.json"))
    #expect(document.id == "profile-tour")
    #expect(document.schema == "./tour.schema.json")
    #expect(
      document.options
        == TourDocument.Options(
          overlayColor: .rgba(red: 0, green: 0, blue: 0, alpha: 0xB3), skipLabel: "Skip tour", overlayTaps: true,
          previousFromFirst: .stay)
    )
    #expect(document.steps.map(\.id) == ["avatar", "stats", "edit", "settings", "tabs"])

    let avatar = document.steps[0]
    #expect(avatar.targets == ["profile.avatar"])
    #expect(avatar.anchorTarget == "profile.avatar")
    #expect(avatar.title == "Your profile")
    #expect(avatar.nextText == "Next")
    #expect(avatar.placement == .coachMark)
    #expect(avatar.focusStyle == .circle(.init(radius: .scaledToTarget(1.2))))
    #expect(avatar.attachments == ["analytics.screen": "profile"])

    let stats = document.steps[1]
    #expect(stats.targets == ["stats.posts", "stats.followers", "stats.following"])
    #expect(stats.anchorTarget == "stats.followers")
    #expect(stats.placement == .below)
    #expect(stats.focusStyle == .roundedRect(.init(insets: DirectionalEdgeInsets(all: 4), radius: .followTarget(2))))

    let edit = document.steps[2]
    #expect(edit.placement == .anchored(Placement(side: .bottom, alignment: .end)))
    #expect(
      edit.interaction
        == TourDocument.Interaction(
          overlayTapAdvances: false, allowsInteractionInsideCutout: true, forwardingRegion: .targetBounds))
    #expect(edit.completers == [TourDocument.Completer(.event("profile.edit.opened"))])
    #expect(edit.nextText == nil)

    let settings = document.steps[3]
    #expect(settings.placement == .above)
    #expect(settings.focusStyle == .rect)
    #expect(settings.onMissingTarget == .showCentered)
    #expect(settings.targetWaitTimeout == 1.5)

    let tabs = document.steps[4]
    #expect(tabs.placement == .anchored(Placement(side: .top)))
    #expect(tabs.focusStyle == .roundedRect(.init(radius: .fixed(12), corners: [.topLeft, .topRight])))
    #expect(tabs.completers == [TourDocument.Completer(.tapOnTarget, action: .dismiss)])
  }

  @Test func inboxHintDecodesWithEveryValue() throws {
    let document = try TourDocument(jsonData: try TourExamples.data("inbox-hint.json"))
    #expect(
      document.options
        == TourDocument.Options(
          overlayColor: .white(0.196, alpha: 0.75), blurStyle: .dark, overlayTaps: true,
          keyboard: TourDocument.Options.Keyboard(navigation: false, escapeCloses: false), transitionPolicy: .queue,
          reducedMotion: .always))
    let step = try #require(document.steps.first)
    #expect(step.targets == ["tab.inbox"])
    #expect(step.placement == .anchored(Placement(side: .top, alignment: .start)))
    #expect(step.focusStyle == .capsule)
    #expect(step.interaction == TourDocument.Interaction(dismissesOnOutsideTap: true))
    #expect(
      step.completers == [
        TourDocument.Completer(.tapInsideCutout), TourDocument.Completer(.afterDuration(6), action: .dismiss),
        TourDocument.Completer(.gesture(TourDocument.Gesture(.longPress(seconds: 1), in: .opening))),
      ])
    #expect(step.onMissingTarget == .end)
    #expect(step.host == "inbox")
    #expect(step.presentation == .host)
    #expect(step.attachments == ["campaign": "inbox-launch", "variant": "b"])
    #expect(step.audioCue == TourDocument.AudioCue(name: "inbox-chime", volume: 0.6))
  }

  @Test(arguments: [
    ("profile-tour.json", "profile-screen.json"), ("inbox-hint.json", "inbox-screen.json"),
    ("settings-tour.json", "profile-screen.json"),
  ])
  func examplesReferenceOnlyElementsOfTheirScreen(name: String, screen: String) throws {
    let document = try TourDocument(jsonData: try TourExamples.data(name))
    #expect(document.validate(against: try SceneGraph(jsonData: try TourExamples.data(screen))) == [])
  }

  @Test func theProfileTourReferencesOnlyElementsOfTheTestsProfileScreen() throws {
    let document = try TourDocument(jsonData: try TourExamples.data("profile-tour.json"))
    #expect(document.validate(against: SceneGraph.sampleProfileScreen()) == [])
  }

  @Test(arguments: ["profile-tour.json", "inbox-hint.json"])
  func examplesRoundTripThroughTheEncoder(name: String) throws {
    let document = try TourDocument(jsonData: try TourExamples.data(name))
    let text = try document.jsonString()
    #expect(try TourDocument(jsonString: text) == document)
    #expect(try TourDocument(jsonString: text).jsonString() == text)
  }

  @Test func profileTourEncodesToItsOwnSourceText() throws {
    // The example is written in the encoder's canonical form, so encoding gives back the file's bytes.
    let data = try TourExamples.data("profile-tour.json")
    let document = try TourDocument(jsonData: data)
    #expect(try document.jsonString() == String(decoding: data, as: UTF8.self))
  }
}
