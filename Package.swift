// swift-tools-version:6.2
//
// Lodestar: a coach-marks and guided-tour engine, free of any UI toolkit.
//
// Every module is its own library product, so another package can depend on exactly the part it needs
// (for example only `LodestarGeometry`); the internal `LodestarJSON` (see `internalModules`) is the one
// exception. Two umbrella products re-export the modules:
//
// - `Lodestar`: every module except `LodestarTesting`.
// - `LodestarAppExtensionSafe`: every module except `LodestarWindowing`, the only module that models the
//   shared application, its scenes and windows (and except `LodestarTesting`). An app target can link
//   `Lodestar` while its extension target links `LodestarAppExtensionSafe` in the same package graph.
//
// `LodestarTesting` is for apps' test targets (a manual clock, sample screens and scenes), as swift-nio ships
// `NIOEmbedded`: no umbrella re-exports it, so an app never ships it.
//
// Package traits (SE-0450), strictly additive as SwiftPM asks ("enabling a trait must not remove API"):
//
// - `Windowing` (on by default): adds the window-level API. It sets the compilation condition
//   `LODESTAR_WINDOWING` in every target, and every window-level or global-application feature (the
//   application/scene/window model, automatic key-window host lookup, presentation in a new window at a window
//   level, status-bar style derivation) is compiled only under it.
//
//   The app-extension-safe flavour is the package without it: `swift build --disable-default-traits`, or from a
//   dependent package `.package(url: "...", from: "...", traits: [])`. Traits are unified across a package
//   graph, so one package that keeps the default adds the API for every other; an app that cannot set traits
//   (Xcode's package UI could not, as of early 2026) depends on the `LodestarAppExtensionSafe` product instead.
//
// Compilation conditions defined by this package:
//
// - `LODESTAR_WINDOWING`: set when the `Windowing` trait is enabled; see above.
//
// Requirements: Swift 6.2 (Xcode 26) or later. The code uses `isolated deinit` (SE-0371, back-deployed only by
// the 6.2 compiler) and `UTF8Span` (behind `if #available`); Swift 6.1 cannot compile either. The platforms are
// the lowest that the public API allows: `Duration`, `Clock` and `ContinuousClock`, which the controller's
// timing uses throughout, need macOS 13, iOS 16, tvOS 16 and watchOS 9 (visionOS has them from 1.0). Newer API is
// used only behind `if #available` with a fallback; `Scripts/check-apple-platforms` type-checks every library
// module at these minimums.

import PackageDescription

#if os(Linux)
  import Foundation

  /// Whether the adapters compile against the declaration modules of Apple's frameworks (see
  /// `platformInterfaceModules`).
  let platformInterfaces = ProcessInfo.processInfo.environment["LODESTAR_PLATFORM_INTERFACES"] == "1"
#else
  let platformInterfaces = false
#endif

/// Settings shared by every target of the package.
let sharedSwiftSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  // A file uses members only of modules it imports, so an import (and the target's declared dependency)
  // says what a file and a module use (SE-0444).
  .enableUpcomingFeature("MemberImportVisibility"),
  .define("LODESTAR_WINDOWING", .when(traits: ["Windowing"])),
]

/// The library modules, in dependency order, each with one concern. Dependencies only point up this list (no
/// cycles):
///
/// - `LodestarGeometry`: points, rects, transforms, paths, cut-out regions, coordinate spaces.
/// - `LodestarLayout` (Geometry): anchored placement, coach-mark layout, focus styles.
/// - `LodestarTimeline` (Geometry): timing curves, springs, keyframes, transitions, scroll-driven motion.
/// - `LodestarFlow`: the tour state machine and controller. Nothing that touches files.
/// - `LodestarEligibility` (Flow, JSON): show-once rules, events, frequency, groups, the stores, the launcher.
/// - `LodestarText` (Geometry): text measurement and word wrapping.
/// - `LodestarHostTree` (Geometry): the app's user interface as elements with ids, frames, scroll containers,
///   clipping and visibility; target tracking and scrolling a target into view.
/// - `LodestarScene` (Geometry, Layout, Timeline, Flow, Text, HostTree): `TourScene`, what a renderer draws for
///   one frame, its touch layout and hit-testing, and `SceneAudit`'s invariants.
/// - `LodestarViewModel` (the above): coach marks, the presenter, keyboard and gesture input, accessibility.
/// - `LodestarWalkthrough` (Geometry, Timeline, Flow, Text, HostTree, Scene): paged walkthroughs, their
///   presenter and scenes.
/// - `LodestarTourFormat` (ViewModel, Walkthrough and below, JSON): tour, screen and walkthrough documents,
///   their schema and the mapping onto the engine.
/// - `LodestarWindowing` (HostTree, Scene, ViewModel, TourFormat, Geometry, Flow): the application/scene/window
///   model; full flavour only.
/// - `LodestarRendering` (Text, HostTree, Scene, Walkthrough, Layout, Timeline, Geometry, JSON): terminal, SVG
///   and JSON renderers.
///
/// `LodestarTesting` (below) is a module and product too, but not in this list: the umbrellas do not
/// re-export it. "JSON" is `LodestarJSON` (see `internalModules`), which is not a product.
let modules: [(name: String, dependencies: [String])] = [
  ("LodestarGeometry", []),
  ("LodestarLayout", ["LodestarGeometry"]),
  ("LodestarTimeline", ["LodestarGeometry"]),
  ("LodestarFlow", []),
  ("LodestarEligibility", ["LodestarFlow", "LodestarJSON"]),
  ("LodestarText", ["LodestarGeometry"]),
  ("LodestarHostTree", ["LodestarGeometry"]),
  (
    "LodestarScene",
    ["LodestarGeometry", "LodestarLayout", "LodestarTimeline", "LodestarFlow", "LodestarText", "LodestarHostTree"]
  ),
  (
    "LodestarViewModel",
    [
      "LodestarGeometry", "LodestarLayout", "LodestarTimeline", "LodestarFlow", "LodestarText", "LodestarHostTree",
      "LodestarScene",
    ]
  ),
  (
    "LodestarWalkthrough",
    ["LodestarGeometry", "LodestarTimeline", "LodestarFlow", "LodestarText", "LodestarHostTree", "LodestarScene"]
  ),
  (
    "LodestarTourFormat",
    [
      "LodestarGeometry", "LodestarLayout", "LodestarTimeline", "LodestarFlow", "LodestarText", "LodestarHostTree",
      "LodestarScene", "LodestarViewModel", "LodestarWalkthrough", "LodestarJSON",
    ]
  ),
  (
    "LodestarWindowing",
    [
      "LodestarHostTree", "LodestarScene", "LodestarViewModel", "LodestarTourFormat", "LodestarGeometry",
      "LodestarFlow",
    ]
  ),
  (
    "LodestarRendering",
    [
      "LodestarText", "LodestarHostTree", "LodestarScene", "LodestarWalkthrough", "LodestarLayout",
      "LodestarTimeline", "LodestarGeometry", "LodestarJSON", "LodestarFlow",
    ]
  ),
]

/// Modules the library modules and the demo share that are not part of the API: no product, not re-exported by
/// the umbrellas, their declarations have `package` access (as swift-collections' `InternalCollectionsUtilities`).
///
/// - `LodestarJSON`: the package's one JSON reader (strict RFC 8259, with source positions, duplicate keys and a
///   nesting limit; errors with path, line and column) and one writer (members in order or sorted, stable
///   numbers), with the number format, string escaping, JSON paths and bounded echoes of input in messages,
///   and `NumberRule`: the one range check and checked conversion (into durations, integers and sizes) of
///   every number from outside, file or command line.
///   Tour and screen documents, the eligibility state file, the scene JSON, `place` and the benchmarks all
///   read and write JSON through it.
let internalModules: [(name: String, dependencies: [String])] = [
  ("LodestarJSON", [])
]

/// `LodestarTesting` (Geometry, Layout, Flow, Eligibility, Text, HostTree, Scene): what apps use in their own
/// tests, as swift-nio ships `NIOEmbedded`: a manual clock that runs the controller's timers when a test
/// advances it (and is an eligibility clock), and sample screens and scenes. A product of its own, not
/// re-exported by the umbrellas, so an app never ships it by accident.
let testingModule: (name: String, dependencies: [String]) = (
  "LodestarTesting",
  [
    "LodestarGeometry", "LodestarLayout", "LodestarFlow", "LodestarEligibility", "LodestarText", "LodestarHostTree",
    "LodestarScene",
  ]
)

/// What a module's test target uses besides its module, the module's dependencies and `LodestarTestSupport`.
/// Layout's tests read the Floating UI conformance cases (JSON) with the package's JSON reader.
let extraTestDependencies: [String: [String]] = [
  "LodestarLayout": ["LodestarJSON"],
  "LodestarFlow": ["LodestarTesting", "LodestarFlowTestSupport"],
  "LodestarEligibility": ["LodestarTesting", "LodestarFlowTestSupport"],
  "LodestarHostTree": ["LodestarTesting", "LodestarFlow", "LodestarScene", "LodestarViewModel"],
  "LodestarScene": ["LodestarTesting", "LodestarViewModel"],
  "LodestarViewModel": ["LodestarTesting"],
  "LodestarTourFormat": ["LodestarTesting"],
  "LodestarRendering": ["LodestarTesting", "LodestarViewModel"],
  "LodestarTesting": ["LodestarFlowTestSupport"],
]

/// The drop-in adapters: a view over the app's screen that draws a `TourScene`, routes touches and speaks for
/// assistive technology, so an app shows a tour without writing a renderer. Each is compiled where its framework
/// exists (`LodestarUIKit` where UIKit does: iOS, tvOS, visionOS, Mac Catalyst; `LodestarSwiftUI` on every Apple
/// platform). Elsewhere it is an empty module, unless the declaration modules are on (below).
///
/// Not re-exported by the umbrellas: an app links the adapter it draws with.
/// `frameworks` are the Apple frameworks each imports (the declaration modules it depends on when they are on):
/// `LodestarSwiftUI` imports UIKit too, for the announcements of iOS and tvOS 16.
let adapterModules: [(name: String, frameworks: [String], dependencies: [String])] = [
  (
    "LodestarUIKit", ["UIKit"],
    [
      "LodestarGeometry", "LodestarTimeline", "LodestarFlow", "LodestarText", "LodestarHostTree", "LodestarScene",
      "LodestarViewModel", "LodestarWalkthrough",
    ]
  ),
  (
    "LodestarSwiftUI", ["SwiftUI", "UIKit"],
    [
      "LodestarGeometry", "LodestarTimeline", "LodestarFlow", "LodestarText", "LodestarHostTree", "LodestarScene",
      "LodestarViewModel", "LodestarWalkthrough",
    ]
  ),
]

/// The test-only declaration modules under Tests/PlatformInterfaces/ (Linux only, where Apple's frameworks do not
/// exist): exactly the UIKit, QuartzCore and SwiftUI API the adapters use, each signature as in Apple's published
/// SDK interface (the SDK version is named in each file's header), implemented to record what an adapter calls.
/// They are targets only when the environment variable `LODESTAR_PLATFORM_INTERFACES` is `1` on Linux, which only
/// Scripts/test sets (for every stage, so no stage builds the package with other settings than another): then the
/// adapters and their tests compile against them with the condition `LODESTAR_PLATFORM_INTERFACES`. It is not a
/// package trait because SwiftPM defines every enabled trait in every target, so enabling one rebuilds the
/// whole package. No Linux module is named `CoreGraphics`: the Geometry
/// module's `#if canImport(CoreGraphics)` must stay false here, so the Core Graphics types the adapters use (beyond
/// the ones swift-corelibs-foundation has) are declared in `QuartzCore`, which re-exports Core Graphics on Apple
/// platforms.
let platformInterfaceModules: [(name: String, dependencies: [String])] = [
  ("QuartzCore", []),
  ("UIKit", ["QuartzCore"]),
  ("SwiftUI", []),
]

/// Every module except `LodestarWindowing`: what the extension-safe umbrella re-exports.
let extensionSafeModules = modules.map(\.name).filter { $0 != "LodestarWindowing" }

var targets: [Target] = []
var products: [Product] = []

for module in internalModules {
  targets.append(
    .target(
      name: module.name,
      dependencies: module.dependencies.map { .target(name: $0) },
      path: "Modules/\(module.name)",
      swiftSettings: sharedSwiftSettings
    )
  )
  targets.append(
    .testTarget(
      name: "\(module.name)Tests",
      dependencies: [.target(name: module.name), "LodestarTestSupport"],
      path: "Tests/\(module.name)Tests",
      swiftSettings: sharedSwiftSettings
    )
  )
}

for module in modules + [testingModule] {
  targets.append(
    .target(
      name: module.name,
      dependencies: module.dependencies.map { .target(name: $0) },
      path: "Modules/\(module.name)",
      swiftSettings: sharedSwiftSettings
    )
  )
  targets.append(
    .testTarget(
      name: "\(module.name)Tests",
      dependencies: [.target(name: module.name), "LodestarTestSupport"]
        + (module.dependencies + (extraTestDependencies[module.name] ?? [])).map { .target(name: $0) },
      path: "Tests/\(module.name)Tests",
      // Golden files are read by path at test time, not bundled.
      exclude: module.name == "LodestarRendering" ? ["Golden"] : [],
      swiftSettings: sharedSwiftSettings
    )
  )
  products.append(.library(name: module.name, targets: [module.name]))
}

/// Settings of the adapters and their tests: the shared ones, and `LODESTAR_PLATFORM_INTERFACES` with the
/// declaration modules.
let adapterSwiftSettings: [SwiftSetting] =
  sharedSwiftSettings + (platformInterfaces ? [.define("LODESTAR_PLATFORM_INTERFACES")] : [])

for module in adapterModules {
  // On Apple platforms the real frameworks are imported.
  let declarations: [Target.Dependency] =
    platformInterfaces
    ? module.frameworks.map { .target(name: $0) } : []
  targets.append(
    .target(
      name: module.name,
      dependencies: module.dependencies.map { .target(name: $0) } + declarations,
      path: "Modules/\(module.name)",
      swiftSettings: adapterSwiftSettings
    )
  )
  targets.append(
    .testTarget(
      name: "\(module.name)Tests",
      dependencies: [.target(name: module.name), "LodestarTestSupport", "LodestarTesting", "LodestarRendering"]
        + module.dependencies.map { .target(name: $0) } + declarations,
      path: "Tests/\(module.name)Tests",
      // Swift Testing declares cross-import overlays with UIKit and Core Graphics (attachments of images), built
      // only in Apple's toolchains; with the declaration modules the compiler would look for them and fail.
      swiftSettings: adapterSwiftSettings + [
        .unsafeFlags(platformInterfaces ? ["-Xfrontend", "-disable-cross-import-overlays"] : [])
      ]
    )
  )
  products.append(.library(name: module.name, targets: [module.name]))
}

if platformInterfaces {
  for module in platformInterfaceModules {
    targets.append(
      .target(
        name: module.name,
        dependencies: module.dependencies.map { .target(name: $0) },
        path: "Tests/PlatformInterfaces/\(module.name)",
        swiftSettings: sharedSwiftSettings
      )
    )
  }
}

targets += [
  // Shared by the test targets only (a seeded random generator for property tests); not a product.
  .target(
    name: "LodestarTestSupport",
    path: "Tests/LodestarTestSupport",
    swiftSettings: sharedSwiftSettings
  ),
  // Shared by the Flow, Eligibility and Testing test targets only (recording delegate, plugin and data source,
  // a controller fixture on the manual clock); not a product.
  .target(
    name: "LodestarFlowTestSupport",
    dependencies: ["LodestarFlow", "LodestarTesting"],
    path: "Tests/LodestarFlowTestSupport",
    swiftSettings: sharedSwiftSettings
  ),
  .target(
    name: "Lodestar",
    dependencies: modules.map { .target(name: $0.name) },
    path: "Modules/Lodestar",
    swiftSettings: sharedSwiftSettings
  ),
  .target(
    name: "LodestarAppExtensionSafe",
    dependencies: extensionSafeModules.map { .target(name: $0) },
    path: "Modules/LodestarAppExtensionSafe",
    swiftSettings: sharedSwiftSettings
  ),
  .testTarget(
    name: "LodestarTests",
    // LodestarTesting for the tutorial "Your first tour", which runs over its sample screen.
    dependencies: ["Lodestar", "LodestarTesting", "LodestarTestSupport"],
    path: "Tests/LodestarTests",
    // The migration guides' rows and their tests: read by path at test time, not bundled.
    exclude: ["Migration/guide-rows.tsv", "Migration/readme-rows.tsv"],
    swiftSettings: sharedSwiftSettings
  ),
  // The command-line tools' tests: end-to-end runs of the built `lodestar-demo` (through pipes and
  // pseudo-terminals), `lodestar-bench` and `lodestar-test-aid`, the demo's golden files, and the tests of their
  // own code. Depending on the executables builds them before the tests run.
  .testTarget(
    name: "LodestarDemoTests",
    dependencies: [
      "lodestar-demo", "lodestar-bench", "lodestar-test-aid", "LodestarDemoSupport", "Lodestar",
      "LodestarEligibility", "LodestarRendering", "LodestarJSON", "LodestarTesting", "LodestarTestSupport",
    ],
    path: "Tests/LodestarDemoTests",
    // Golden files are read by path at test time, not bundled.
    exclude: ["Golden"],
    swiftSettings: sharedSwiftSettings
  ),
  // What the command-line tools share: the demo's tour player, the `place` problem reader and its fixed problem
  // set, the terminal session, the entry point, writing to standard output and error, exit statuses. Not a
  // product; its declarations have `package` access.
  .target(
    name: "LodestarDemoSupport",
    dependencies: ["Lodestar", "LodestarRendering", "LodestarTesting", "LodestarJSON"],
    path: "DemoSupport",
    swiftSettings: sharedSwiftSettings
  ),
  .executableTarget(
    name: "lodestar-demo",
    // The demo plays its tours on LodestarTesting's manual clock over its sample profile screen; `place` and the
    // file formats write JSON through LodestarJSON.
    dependencies: [
      "LodestarDemoSupport", "Lodestar", "LodestarViewModel", "LodestarTimeline", "LodestarRendering",
      "LodestarTesting", "LodestarJSON",
    ],
    path: "Demo",
    // Example tours, screens and the tour JSON Schema: read by path at run time, not bundled.
    exclude: ["Examples"],
    swiftSettings: sharedSwiftSettings
  ),
  // What the demo's end-to-end tests drive in a child process (the terminal session's self-test, the store's
  // crash-safety writers), kept out of the demo a user runs; no product.
  .executableTarget(
    name: "lodestar-test-aid",
    dependencies: ["LodestarDemoSupport", "Lodestar", "LodestarTesting"],
    path: "Tests/LodestarTestAid",
    swiftSettings: sharedSwiftSettings
  ),
  // The benchmarks (`lodestar-bench [SUITE...]`, and Scripts/bench): one JSON line per benchmark.
  .executableTarget(
    name: "lodestar-bench",
    dependencies: ["LodestarDemoSupport", "Lodestar", "LodestarTesting", "LodestarJSON"],
    path: "Bench",
    // The instruction baselines are read by Scripts/bench.
    exclude: ["Benchmarks/instruction-baselines.json"],
    swiftSettings: sharedSwiftSettings
  ),
]

products += [
  .library(name: "Lodestar", targets: ["Lodestar"]),
  .library(name: "LodestarAppExtensionSafe", targets: ["LodestarAppExtensionSafe"]),
  .executable(name: "lodestar-demo", targets: ["lodestar-demo"]),
  .executable(name: "lodestar-bench", targets: ["lodestar-bench"]),
]

let package = Package(
  name: "Lodestar",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: products,
  traits: [
    .trait(
      name: "Windowing",
      description: """
        Adds the window-level API (on by default): sets LODESTAR_WINDOWING in every target, which compiles the \
        application, scene and window model and every global-application feature. Without it (traits: [], or \
        --disable-default-traits) the package is the app-extension-safe flavour.
        """
    ),
    .default(enabledTraits: ["Windowing"]),
  ],
  targets: targets
)
