import Lodestar
import LodestarTesting

// LodestarTesting's sample profile screen, 390×844 points: a navigation bar, the avatar, three stats,
// a settings list and a tab bar. Your app describes its own screen as a HostTree.
let screen = SceneGraph.sampleProfileScreen()
let presenter = TourPresenter(tree: screen)
print(screen.rootIDs, presenter.stepCount)  // [profile] 0
