import LodestarGeometry
import LodestarScene
import LodestarText
import LodestarTimeline

/// The reader's settings that change how a tour looks and moves, as the platform reports them: Reduce Motion,
/// Reduce Transparency, the layout direction and the text size. A renderer reads them from the system and
/// passes them with every frame (``TourPresenter/scene(at:readerSettings:)``); the presenter applies them over
/// its ``TourPresenter/options`` (``TourPresenterOptions/applying(_:)``).
///
/// | Setting | UIKit | SwiftUI | AppKit |
/// |---|---|---|---|
/// | ``reducesMotion`` | `UIAccessibility.isReduceMotionEnabled` | `accessibilityReduceMotion` | `NSWorkspace.shared.accessibilityDisplayShouldReduceMotion` |
/// | ``reducesTransparency`` | `UIAccessibility.isReduceTransparencyEnabled` | `accessibilityReduceTransparency` | `accessibilityDisplayShouldReduceTransparency` |
/// | ``layoutDirection`` | `effectiveUserInterfaceLayoutDirection` | `layoutDirection` | `userInterfaceLayoutDirection` |
/// | ``textSize`` | `traitCollection.preferredContentSizeCategory` | `dynamicTypeSize` | ``/LodestarText/TextSizeCategory/large`` |
public struct ReaderSettings: Sendable, Hashable {
  /// Whether the reader asked for less motion: transitions cross-fade instead of moving
  /// (``/LodestarTimeline/ReducedMotion/crossFade``, unless the options reduce more), idle animations stop, a
  /// text-size change does not animate and reveals scroll at once. Default `false`, the system's default.
  public var reducesMotion: Bool
  /// Whether the reader asked for less transparency: an overlay blur is drawn as its colour
  /// (``/LodestarScene/OverlayBlur/isReplacedByColor``). Default `false`.
  public var reducesTransparency: Bool
  /// The layout direction of the reader's language. Default left to right.
  public var layoutDirection: ReadingDirection
  /// The reader's text size. Default ``/LodestarText/TextSizeCategory/large``, the system's default.
  public var textSize: TextSizeCategory

  /// Creates the reader's settings; the defaults are the system's defaults.
  ///
  /// - Parameters:
  ///   - reducesMotion: Whether Reduce Motion is on.
  ///   - reducesTransparency: Whether Reduce Transparency is on.
  ///   - layoutDirection: The layout direction of the reader's language.
  ///   - textSize: The reader's text size.
  public init(
    reducesMotion: Bool = false, reducesTransparency: Bool = false, layoutDirection: ReadingDirection = .leftToRight,
    textSize: TextSizeCategory = .large
  ) {
    self.reducesMotion = reducesMotion
    self.reducesTransparency = reducesTransparency
    self.layoutDirection = layoutDirection
    self.textSize = textSize
  }
}

extension TourPresenterOptions {
  /// These options as `reader` changes them: its layout direction and text size replace the options', an
  /// overlay blur follows its Reduce Transparency, and its Reduce Motion turns full motion
  /// (``/LodestarTimeline/ReducedMotion/off``) into ``/LodestarTimeline/ReducedMotion/crossFade`` (options that
  /// already reduce motion keep their reduction; options that do not ``followsReaderReduceMotion`` keep theirs).
  ///
  /// - Parameter reader: The reader's settings.
  /// - Returns: The options the presenter lays out and animates with.
  public func applying(_ reader: ReaderSettings) -> TourPresenterOptions {
    var options = self
    options.layoutDirection = reader.layoutDirection
    options.textSize = reader.textSize
    options.overlayBlur?.isReduceTransparencyEnabled = reader.reducesTransparency
    if reader.reducesMotion, followsReaderReduceMotion, options.transitionStyle.reducedMotion == .off {
      options.transitionStyle.reducedMotion = .crossFade
    }
    return options
  }
}

extension TourPresenter {
  /// The scene at `time` with the reader's settings of this frame: the way a renderer asks for every frame.
  /// A setting that changed since the last frame (Reduce Motion turned on, a new text size, the language's
  /// direction) is applied from this frame, as a change of ``options`` would be.
  ///
  /// - Parameters:
  ///   - time: Seconds on the clock the transitions were started with.
  ///   - readerSettings: The reader's settings as the platform reports them now.
  /// - Returns: The scene to draw.
  public func scene(at time: Double, readerSettings: ReaderSettings) -> TourScene {
    if self.readerSettings != readerSettings { self.readerSettings = readerSettings }
    return scene(at: time)
  }
}
