import LodestarWindowing
import Testing

#if LODESTAR_WINDOWING
  /// Instructions' status bar visibility, rotation style and supported orientations as values (issue 31,
  /// item 6).
  @Suite struct OverlayWindowBehaviorTests {
    static let presenting = OverlayWindowBehavior.PresentingScreen(
      prefersStatusBarHidden: true, shouldAutorotate: false, supportedOrientations: .portrait)

    @Test func theDefaultTakesThePresentingScreensAnswers() {
      #expect(OverlayWindowBehavior().resolved(presenting: Self.presenting) == Self.presenting)
    }

    @Test(arguments: [
      (OverlayWindowBehavior.StatusBarVisibility.systemDefined, true), (.visible, false), (.hidden, true),
    ])
    func statusBarVisibility(visibility: OverlayWindowBehavior.StatusBarVisibility, hidden: Bool) {
      let answers = OverlayWindowBehavior(statusBarVisibility: visibility).resolved(presenting: Self.presenting)
      #expect(answers.prefersStatusBarHidden == hidden)
      let shown = OverlayWindowBehavior.PresentingScreen(
        prefersStatusBarHidden: false, shouldAutorotate: false, supportedOrientations: .portrait)
      #expect(
        OverlayWindowBehavior(statusBarVisibility: visibility).resolved(presenting: shown).prefersStatusBarHidden
          == (visibility == .hidden))
    }

    @Test(arguments: [(OverlayWindowBehavior.Rotation.systemDefined, false), (.automatic, true), (.manual, false)])
    func rotation(rotation: OverlayWindowBehavior.Rotation, rotates: Bool) {
      #expect(
        OverlayWindowBehavior(rotation: rotation).resolved(presenting: Self.presenting).shouldAutorotate == rotates)
      let rotating = OverlayWindowBehavior.PresentingScreen(
        prefersStatusBarHidden: false, shouldAutorotate: true, supportedOrientations: .all)
      #expect(
        OverlayWindowBehavior(rotation: rotation).resolved(presenting: rotating).shouldAutorotate
          == (rotation != .manual))
    }

    @Test func orientations() {
      let landscape = OverlayWindowBehavior(orientations: .only(.landscape)).resolved(presenting: Self.presenting)
      #expect(landscape.supportedOrientations == [.landscapeLeft, .landscapeRight])
      #expect(
        landscape.supportedOrientations.contains(.landscapeLeft) && !landscape.supportedOrientations.contains(.portrait)
      )
      // An empty set is no orientation at all, which UIKit refuses: the presenting screen's stay.
      #expect(
        OverlayWindowBehavior(orientations: .only([])).resolved(presenting: Self.presenting).supportedOrientations
          == .portrait)
      #expect(OverlayOrientations.all == [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight])
      #expect(OverlayOrientations.allButUpsideDown == [.portrait, .landscape])
      // UIKit's bit values, so an adapter converts with UIInterfaceOrientationMask(rawValue:).
      #expect(
        [OverlayOrientations.portrait, .portraitUpsideDown, .landscapeRight, .landscapeLeft].map(\.rawValue) == [
          2, 4, 8, 16,
        ])
    }
  }
#endif
