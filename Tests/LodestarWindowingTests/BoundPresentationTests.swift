import Foundation
import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarWindowing
import Testing

#if LODESTAR_WINDOWING
  @Suite struct BoundPresentationTests {
    /// Two windows in the active scene "left" ("left-main" key) and a background scene "right".
    let application = ApplicationModel(
      screens: [Fixtures.mainScreen],
      scenes: [Fixtures.scene("left"), Fixtures.scene("right", .background)],
      windows: [
        Fixtures.window("left-main", in: "left", root: "left-root", isKey: true),
        Fixtures.window("left-other", in: "left", root: "right-root"),
      ]
    )

    func bound(host: ElementID? = nil, focus: FocusSource, in application: ApplicationModel) -> BoundPresentation? {
      let resolution = HostResolution(host: host, focus: focus, tree: HostTrees.standard, application: application)
      return resolution.host.map(BoundPresentation.init(host:))
    }

    @Test func theHostStaysBoundAfterAKeyWindowChange() throws {
      let presentation = try #require(bound(focus: .notConfigured, in: application))
      #expect(presentation.host.window == "left-main")

      var moved = application
      moved.windows[0].isKey = false
      moved.windows[1].isKey = true
      let changes = ApplicationChange.diff(from: application, to: moved)
      #expect(changes == [.keyWindowChanged(scene: "left", from: "left-main", to: "left-other")])
      for change in changes {
        #expect(presentation.dismissReason(after: change) == nil)
        #expect(presentation.dismissReason(after: change, in: moved) == nil)
      }
      // Resolving again would pick the new key window; the bound presentation does not move.
      #expect(
        HostResolution(host: nil, focus: .notConfigured, tree: HostTrees.standard, application: moved)
          .host?.window == "left-other")
      #expect(presentation.host.window == "left-main")
      #expect(presentation.dismissReason(in: moved, tree: HostTrees.standard) == nil)
    }

    @Test func otherChangesKeepThePresentation() throws {
      let presentation = try #require(bound(focus: .element("row"), in: application))
      let changes: [ApplicationChange] = [
        .activationChanged(scene: "left", from: .foregroundActive, to: .background),
        .sceneDisconnected("right"),
        .sceneConnected("new"),
        .keyWindowChanged(scene: "left", from: "left-main", to: nil),
      ]
      for change in changes {
        #expect(presentation.dismissReason(after: change) == nil, "\(change)")
      }
    }

    @Test func disconnectingTheBoundSceneLosesTheHost() throws {
      let presentation = try #require(bound(focus: .element("row"), in: application))
      #expect(presentation.dismissReason(after: .sceneDisconnected("left")) == .hostLost)
      var gone = application
      gone.scenes.removeAll { $0.id == "left" }
      #expect(presentation.dismissReason(in: gone) == .hostLost)
    }

    @Test func closingTheBoundWindowLosesTheHost() throws {
      let presentation = try #require(bound(focus: .element("row"), in: application))
      var closed = application
      closed.windows.removeAll { $0.id == "left-main" }
      #expect(presentation.dismissReason(in: closed) == .hostLost)
      #expect(
        presentation.dismissReason(after: .keyWindowChanged(scene: "left", from: "left-main", to: nil), in: closed)
          == .hostLost)
    }

    @Test func anExplicitHostInAWindowIsLostWithItsScene() throws {
      let presentation = try #require(bound(host: "card", focus: .element("card-button"), in: application))
      #expect(presentation.host.scene == "left")
      #expect(presentation.dismissReason(after: .sceneDisconnected("left")) == .hostLost)
    }

    @Test func anExplicitHostOutsideWindowsIsLostOnlyWhenItLeavesTheTree() throws {
      let presentation = try #require(bound(host: "card-host", focus: .element("preview"), in: application))
      #expect(presentation.dismissReason(after: .sceneDisconnected("left")) == nil)
      #expect(presentation.dismissReason(in: ApplicationModel()) == nil)
      var tree = HostTrees.standard
      #expect(presentation.dismissReason(in: application, tree: tree) == nil)
      try tree.remove("card-host")
      #expect(presentation.dismissReason(in: application, tree: tree) == .hostLost)
    }

    /// The controller wiring the documentation describes, with a recorder standing in for `onDismiss`.
    @MainActor @Test func sceneDisconnectReachesOnDismissAsHostLost() throws {
      let tracker = ApplicationTracker(model: application)
      let presentation = try #require(bound(focus: .notConfigured, in: tracker.model))
      var dismissals: [DismissReason] = []
      tracker.addObserver { change in
        if let reason = presentation.dismissReason(after: change, in: tracker.model) { dismissals.append(reason) }
      }

      var moved = application
      moved.windows[0].isKey = false
      moved.windows[1].isKey = true
      tracker.update(to: moved)
      #expect(dismissals.isEmpty)

      var disconnected = moved
      disconnected.scenes.removeAll { $0.id == "left" }
      disconnected.windows.removeAll { $0.scene == "left" }
      tracker.update(to: disconnected)
      #expect(dismissals == [.hostLost])
    }

    @Test func codableRoundTrip() throws {
      let presentation = try #require(bound(focus: .element("row"), in: application))
      let data = try JSONEncoder().encode(presentation)
      #expect(try JSONDecoder().decode(BoundPresentation.self, from: data) == presentation)
    }
  }
#endif
