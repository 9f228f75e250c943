import LodestarGeometry
import LodestarJSON
import LodestarText
import LodestarTimeline
import LodestarWalkthrough

extension WalkthroughDocument {
  /// The engine's pages: each page's elements as ``/LodestarWalkthrough/WalkthroughElement``s, its animation as a
  /// ``/LodestarTimeline/ParallaxPage`` and its static tags.
  /// - Throws: The first problem ``validate()`` finds (never for a decoded document).
  public func walkthroughPages() throws(TourDocumentError) -> [WalkthroughPage] {
    if let problem = validate().first { throw problem }
    var pages: [WalkthroughPage] = []
    for (index, page) in self.pages.enumerated() {
      let animation = page.animation
      let parallax: ParallaxPage
      do {
        parallax = try ParallaxPage(
          style: animation.type, speed: animation.speed, speedVariance: animation.speedVariance,
          animatesAlpha: animation.alpha)
      } catch {
        throw TourDocumentError(path: "pages[\(index)].animation", message: "\(error)")
      }
      pages.append(
        WalkthroughPage(
          id: page.id, title: page.title, parallax: parallax, staticTags: Set(page.staticTags),
          background: page.background, elements: page.elements.map(Self.element)))
    }
    return pages
  }

  private static func element(_ element: Element) -> WalkthroughElement {
    WalkthroughElement(
      element.id, tag: element.tag, frame: element.frame, cornerRadius: element.cornerRadius, fill: element.fill,
      text: element.text,
      textStyle: WalkthroughTextStyle(
        fontSize: element.fontSize, color: element.textColor, alignment: element.alignment,
        isHeading: element.isHeading),
      accessibilityLabel: element.accessibilityLabel,
      children: element.children.map(Self.element))
  }

  /// The controls the document shows, with its labels.
  public var controls: WalkthroughControls {
    let shown = Set(options.controls)
    return WalkthroughControls(
      nextTitle: shown.contains(.next) ? options.nextLabel : nil,
      previousTitle: shown.contains(.previous) ? options.previousLabel : nil,
      closeTitle: shown.contains(.close) ? options.closeLabel : nil, showsPageControl: shown.contains(.pageControl))
  }

  /// What moves the scroll: a ``/LodestarTimeline/SpringCurve`` from SwiftUI's response and damping fraction,
  /// or a decay at the document's rate.
  /// - Throws: The problem with the paging parameters (never for a decoded document).
  public func pagingMotion() throws(TourDocumentError) -> PagingMotion {
    do {
      return try options.paging.motion()
    } catch {
      throw TourDocumentError(
        path: "options.paging", message: Paging.problem(error), location: sourceMap.location(of: "options.paging"))
    }
  }

  /// The text size a walkthrough is laid out at for the reader's text size: the reader's size held to the
  /// document's `"textSizes"` range, or the reader's size itself without one.
  ///
  /// - Parameter readerTextSize: The reader's text size.
  /// - Returns: The text size to lay the walkthrough out at.
  public func textSize(for readerTextSize: TextSizeCategory) -> TextSizeCategory {
    options.textSizes.map { readerTextSize.clamped(to: $0) } ?? readerTextSize
  }
}

extension WalkthroughDocument.Paging {
  /// The motion the parameters make.
  ///
  /// Each parameter is within its range, and still the motion may not run: a response of 5e-324 seconds
  /// makes a spring of infinite stiffness. Decoding and ``WalkthroughDocument/validate()`` refuse such
  /// parameters, so every command sees the problem at once, not only the one that plays the motion.
  ///
  /// - Throws: The engine's error, `AnimationError`.
  func motion() throws -> PagingMotion {
    switch self {
    case .spring(let response, let dampingFraction):
      return .spring(try SpringCurve(response: response, dampingFraction: dampingFraction))
    case .decay(let rate):
      return .decay(try ScrollDeceleration(rate: rate))
    }
  }

  /// Why the parameters make no motion, or `nil` when they make one.
  var motionProblem: String? {
    do {
      _ = try motion()
      return nil
    } catch {
      return Self.problem(error)
    }
  }

  /// The message for an error of ``motion()``.
  static func problem(_ error: any Error) -> String {
    "the motion cannot run: \(error)"
  }
}
