import LodestarTestSupport

/// The demo's golden files under Tests/LodestarDemoTests/Golden: what the built `lodestar-demo` renders.
let goldenFiles = GoldenFiles(testTarget: "LodestarDemoTests")
