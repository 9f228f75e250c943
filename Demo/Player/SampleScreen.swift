import Lodestar
import LodestarTesting

/// The built-in screens `run`, `render` and `check` play over when no screen file is given
/// (`--sample-screen profile|settings`). Unlike a screen file, each is laid out again for any size and
/// direction.
enum SampleScreen: String, OptionChoice {
  /// The profile screen the built-in tour and `profile-tour.json` target.
  case profile
  /// The settings screen with a scrolling list that `settings-tour.json` targets.
  case settings

  /// `--sample-screen profile|settings`.
  static let option = CommandOption.choice(
    "--sample-screen", SampleScreen.self,
    help: "the built-in screen when no --screen is given: profile, or settings (a scrolling list, laid out for "
      + "any size and direction, as the profile screen is)",
    default: .profile)

  /// The screen laid out for `size` and a direction.
  @Sendable func make(size: Size, isRightToLeft: Bool) -> SceneGraph {
    switch self {
    case .profile: .sampleProfileScreen(size: size, isRightToLeft: isRightToLeft)
    case .settings: .sampleSettingsScreen(size: size, isRightToLeft: isRightToLeft)
    }
  }
}
