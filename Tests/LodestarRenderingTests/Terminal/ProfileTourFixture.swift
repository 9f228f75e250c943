import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarRendering
import LodestarScene
import LodestarTesting
import LodestarText
import LodestarViewModel

/// A copy of the demo's built-in tour (Demo/Player/DemoTour.swift) over the sample profile screen it plays
/// (LodestarTesting), laid out for any size, for the renderers' own tests; the demo's golden files check its
/// own copy byte for byte.
enum ProfileTourFixture {
  static let steps: [CoachMark] = [
    CoachMark(target: "profile.name", title: "Your name", hint: "This is how people see you. Tap to change it."),
    CoachMark(
      target: "profile.avatar", title: "Your photo", hint: "A circle highlights your avatar.",
      highlight: CoachMarkHighlight(focusStyle: CircleFocusStyle(radius: .scaledToTarget(factor: 1.2)))),
    CoachMark(
      target: "stats.posts", title: "Your numbers",
      hint: "Posts, followers and following: three targets, one highlight.",
      highlight: CoachMarkHighlight(
        additionalTargets: ["stats.followers", "stats.following"], anchor: .primary(1),
        focusStyle: RoundedRectFocusStyle(insets: DirectionalEdgeInsets(top: -4, leading: -4, bottom: -4, trailing: -4))
      )),
    CoachMark(
      target: "nav.back", title: "Go back", hint: "Placed to the right by the anchored engine.",
      layout: CoachMarkLayoutOptions(placement: .anchored(Placement(side: .right)), maxWidth: 220)),
    CoachMark(
      target: "nav.edit", title: "Edit your profile",
      hint: "Placed to the left. Opening the editor completes this step.", nextText: "Done",
      layout: CoachMarkLayoutOptions(placement: .anchored(Placement(side: .left, alignment: .start)), maxWidth: 220)),
  ]

  /// The profile screen for `size`, mirrored for right-to-left (LodestarTesting's sample, which the demo
  /// plays too).
  static func screen(size: Size, isRightToLeft: Bool = false) -> SceneGraph {
    .sampleProfileScreen(size: size, isRightToLeft: isRightToLeft)
  }

  /// The settled scene of step `index` on a screen of `size`, laid out with `measurer`.
  @MainActor static func scene(
    step index: Int, size: Size, isRightToLeft: Bool = false, measurer: any TextMeasurer
  ) -> (scene: TourScene, screen: SceneGraph) {
    let screen = screen(size: size, isRightToLeft: isRightToLeft)
    let presenter = TourPresenter(
      tree: screen, steps: steps, measurer: measurer,
      options: TourPresenterOptions(layoutDirection: isRightToLeft ? .rightToLeft : .leftToRight))
    presenter.start(at: index, time: 0)
    return (presenter.scene(at: 5), screen)
  }
}
