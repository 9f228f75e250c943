import Lodestar
import LodestarDemoSupport
import LodestarTesting

/// Lays a walkthrough out at every screen, direction, text size and pseudo-language of the options and audits
/// every page at rest (``WalkthroughAudit``), with Helvetica's metrics (``ProportionalTextMeasurer``, the font
/// the SVG report draws): what `check --walkthrough` does.
///
/// A walkthrough is laid out again for every size, so it is checked at every common device (with its safe
/// area) unless `--sizes` says otherwise. The text size is the reader's, held to the document's `"textSizes"`
/// range as the app would hold it. Each frame is handed to a visitor and dropped.
struct WalkthroughCheck {
  var document: WalkthroughDocument
  var options: CheckOptions

  static let measurer = ProportionalTextMeasurer()

  /// The screens: `--sizes`, else every common device.
  var screens: [CheckScreen] { options.screens ?? CheckDevices.allScreens }

  /// The runs: the document's own strings in every direction of the options, or each pseudo-language of
  /// `--pseudo` (right-to-left strings only in the right-to-left direction).
  var runs: [(pseudoLanguage: PseudoLanguage?, directions: [ReadingDirection])] {
    guard let languages = options.pseudoLanguages else { return [(nil, options.directions)] }
    return languages.map { ($0, $0.isRightToLeft ? [.rightToLeft] : options.directions) }
  }

  /// What a run will check, before it runs: the outcome without findings.
  var plan: TourCheck.Outcome {
    TourCheck.Outcome(
      sceneCount: runs.reduce(0) { $0 + $1.directions.count } * screens.count * document.pages.count
        * (options.textSizes?.count ?? 1),
      stepCount: document.pages.count, sizeCount: screens.count, directionCount: options.directions.count,
      textSizeCount: options.textSizes?.count, pseudoLanguageCount: options.pseudoLanguages?.count, unit: "page")
  }

  /// Checks every page at rest, pseudo-language by pseudo-language, direction by direction, screen by screen,
  /// text size by text size, handing each to `visit` with its scene.
  ///
  /// - Throws: The document's first problem (status 65), or what `visit` throws; the run stops there.
  func run(
    visiting visit: (TourCheck.Frame, WalkthroughScene) throws(DemoFailure) -> Void = { _, _ in }
  ) throws(DemoFailure) -> TourCheck.Outcome {
    var outcome = plan
    outcome.sceneCount = 0
    let audit = WalkthroughAudit()
    let ownPages: [WalkthroughPage]
    do throws(TourDocumentError) {
      ownPages = try document.walkthroughPages()
    } catch {
      throw DemoFailure(status: ExitStatus.dataError, message: "\(CheckOptions.command): \(error)")
    }
    for (pseudoLanguage, directions) in runs {
      var pages = ownPages
      var controls = document.controls
      if let pseudoLanguage {
        pages = pages.map { $0.changingStrings(pseudoLanguage.apply(to:)) }
        controls = controls.changingStrings(pseudoLanguage.apply(to:))
      }
      for direction in directions {
        for screen in screens {
          for textSize in options.textSizes.map({ $0.map(Optional.some) }) ?? [nil] {
            let layout = WalkthroughLayout(
              pages: pages, size: screen.size, layoutDirection: direction, safeAreaInsets: screen.safeAreaInsets,
              controls: controls, textSize: document.textSize(for: textSize ?? .large), measurer: Self.measurer)
            for page in pages.indices {
              let scene = layout.scene(scrollPosition: Double(page))
              var frame = TourCheck.Frame(
                step: page, id: pages[page].id, screen: screen, direction: direction, textSize: textSize,
                pseudoLanguage: pseudoLanguage, findings: audit.findings(in: scene, measurer: Self.measurer),
                problem: nil)
              frame.unit = "page"
              try visit(frame, scene)
              outcome.sceneCount += 1
              if frame.hasFindings { outcome.framesWithFindings.append(frame) }
            }
          }
        }
      }
    }
    return outcome
  }
}

extension WalkthroughPage {
  /// The page with its title, every element's text and accessibility label changed by `change`.
  func changingStrings(_ change: (String) -> String) -> WalkthroughPage {
    var page = self
    page.title = change(title)
    page.elements = elements.map { $0.changingStrings(change) }
    return page
  }
}

extension WalkthroughElement {
  /// The element with its text and accessibility label, and its children's, changed by `change`.
  func changingStrings(_ change: (String) -> String) -> WalkthroughElement {
    var element = self
    element.text = text.map(change)
    element.accessibilityLabel = accessibilityLabel.map(change)
    element.children = children.map { $0.changingStrings(change) }
    return element
  }
}

extension WalkthroughControls {
  /// The controls with their titles changed by `change`.
  func changingStrings(_ change: (String) -> String) -> WalkthroughControls {
    var controls = self
    controls.nextTitle = nextTitle.map(change)
    controls.previousTitle = previousTitle.map(change)
    controls.closeTitle = closeTitle.map(change)
    return controls
  }
}
