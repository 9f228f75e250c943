// The umbrella module: `import Lodestar` gives every Lodestar module.
@_exported import LodestarEligibility
@_exported import LodestarFlow
@_exported import LodestarGeometry
@_exported import LodestarHostTree
@_exported import LodestarLayout
@_exported import LodestarRendering
@_exported import LodestarScene
@_exported import LodestarText
@_exported import LodestarTimeline
@_exported import LodestarTourFormat
@_exported import LodestarViewModel
@_exported import LodestarWalkthrough
@_exported import LodestarWindowing
