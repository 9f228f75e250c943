import LodestarGeometry
import LodestarHostTree
import LodestarTesting
import LodestarText
import LodestarViewModel

/// The presenters the ViewModel tests draw their scenes with: the screens, measurers, safe areas and start
/// times the suites share live here once, so each suite's own `presenter` says only what is particular to it.
@MainActor
enum PresenterFixture {
  /// The 8 × 18-point monospaced measurer of the phone-screen scenes: one character, one terminal cell.
  static let monospaced = MonospacedTextMeasurer(cellWidth: 8, lineHeight: 18)
  /// The phone's safe area: 47 points at the top (the status bar), 34 at the bottom (the home indicator).
  static let phoneSafeArea = DirectionalEdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

  /// A presenter showing `steps` over `tree`.
  ///
  /// - Parameters:
  ///   - tree: The screen; the 390 × 844 list screen (navigation bar, rows, tab bar) by default.
  ///   - steps: The coach marks.
  ///   - measurer: The text measurer; the presenter's own default (proportional) unless given.
  ///   - options: The presenter's options.
  ///   - time: When the tour starts, or `nil` to leave it for the test to start.
  /// - Returns: The presenter, started at `time` unless it is `nil`.
  static func presenter(
    over tree: SceneGraph = .sampleListScreen(), steps: [CoachMark], measurer: (any TextMeasurer)? = nil,
    options: TourPresenterOptions = TourPresenterOptions(), startedAt time: Double? = 0
  ) -> TourPresenter<SceneGraph> {
    let presenter =
      if let measurer {
        TourPresenter(tree: tree, steps: steps, measurer: measurer, options: options)
      } else {
        TourPresenter(tree: tree, steps: steps, options: options)
      }
    if let time { presenter.start(time: time) }
    return presenter
  }
}
