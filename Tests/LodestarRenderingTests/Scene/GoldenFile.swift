import LodestarTestSupport

/// The renderers' golden files under Tests/LodestarRenderingTests/Golden.
let goldenFiles = GoldenFiles(testTarget: "LodestarRenderingTests")
