import LodestarText
import LodestarViewModel

extension TourDocument {
  /// Options that apply to the whole tour (`"options"`). The defaults behave as Instructions does.
  public struct Options: Sendable, Hashable {
    /// The overlay's colour (`"overlayColor"`, default `nil`: the dynamic colour, white 0.9098
    /// at alpha 0.65 in light mode and white 0.196 at alpha 0.75 in dark mode).
    public var overlayColor: OverlayColor?
    /// A blur behind the overlay instead of the colour (`"blurStyle"`, default `nil`: no blur). Falls back
    /// to the overlay colour when Reduce Transparency is on.
    public var blurStyle: BlurStyle?
    /// The skip control's label (`"skipLabel"`, default `nil`: no skip control).
    public var skipLabel: String?
    /// Whether the overlay reacts to taps at all (`"overlayTaps"`, default `false`, as Instructions'
    /// `overlay.isUserInteractionEnabled`). When it is on, each step's `"interaction"` decides what a tap
    /// does (``TourDocument/Interaction/overlayTapAdvances``, ``TourDocument/Interaction/dismissesOnOutsideTap``).
    public var overlayTaps: Bool
    /// Whether the arrow keys and Enter move through the tour (`"keyboardNavigation"`, default `true`).
    public var keyboardNavigation: Bool
    /// Whether Escape skips (closes) the tour (`"escapeCloses"`, default `true`).
    public var escapeCloses: Bool
    /// What `previous` does on the first step (`"previousFromFirst"`, default `.end`).
    public var previousFromFirst: PreviousFromFirstPolicy
    /// What happens to commands that arrive while a transition runs (`"transitionPolicy"`, default
    /// `.ignore`).
    public var transitionPolicy: TransitionPolicy
    /// Whether animations are reduced (`"reducedMotion"`, default `.system`).
    public var reducedMotion: ReducedMotion
    /// Whether each step's target in a scroll container is scrolled into view first (`"reveal"`, default
    /// `.nearest`); a step's own `"reveal"` wins.
    public var reveal: Reveal
    /// The reader's text sizes the tour follows (`"textSizes"`: `{"minimum": "medium", "maximum":
    /// "accessibility3"}`, either end optional; default `nil`, every size). A reader's size outside the range is
    /// laid out at its nearer end (``/LodestarViewModel/TourPresenterOptions/textSizeRange``).
    public var textSizes: ClosedRange<TextSizeCategory>? = nil

    /// Creates options; every parameter has the format's default.
    ///
    /// - Parameters:
    ///   - overlayColor: The overlay's colour.
    ///   - blurStyle: A blur instead of the colour.
    ///   - skipLabel: The skip control's label.
    ///   - overlayTaps: Whether the overlay reacts to taps.
    ///   - keyboard: What the arrow keys, Enter and Escape do.
    ///   - previousFromFirst: What `previous` does on the first step.
    ///   - transitionPolicy: What happens to commands during a transition.
    ///   - reducedMotion: Whether animations are reduced.
    ///   - reveal: Whether targets in scroll containers are scrolled into view.
    public init(
      overlayColor: OverlayColor? = nil,
      blurStyle: BlurStyle? = nil,
      skipLabel: String? = nil,
      overlayTaps: Bool = false,
      keyboard: Keyboard = Keyboard(),
      previousFromFirst: PreviousFromFirstPolicy = .end,
      transitionPolicy: TransitionPolicy = .ignore,
      reducedMotion: ReducedMotion = .system,
      reveal: Reveal = .nearest
    ) {
      self.overlayColor = overlayColor
      self.blurStyle = blurStyle
      self.skipLabel = skipLabel
      self.overlayTaps = overlayTaps
      keyboardNavigation = keyboard.navigation
      escapeCloses = keyboard.escapeCloses
      self.previousFromFirst = previousFromFirst
      self.transitionPolicy = transitionPolicy
      self.reducedMotion = reducedMotion
      self.reveal = reveal
    }

    /// What the arrow keys, Enter and Escape do, as one value (``keyboardNavigation`` and ``escapeCloses``).
    public var keyboard: Keyboard {
      get { Keyboard(navigation: keyboardNavigation, escapeCloses: escapeCloses) }
      set {
        keyboardNavigation = newValue.navigation
        escapeCloses = newValue.escapeCloses
      }
    }

    /// What the keyboard does in a tour (`"keyboardNavigation"` and `"escapeCloses"`).
    public struct Keyboard: Sendable, Hashable {
      /// Whether the arrow keys and Enter move through the tour (`"keyboardNavigation"`, default `true`).
      public var navigation: Bool
      /// Whether Escape skips (closes) the tour (`"escapeCloses"`, default `true`).
      public var escapeCloses: Bool

      /// Creates keyboard options; each parameter sets the property of the same name.
      ///
      /// - Parameters:
      ///   - navigation: Whether the arrow keys and Enter move through the tour.
      ///   - escapeCloses: Whether Escape skips (closes) the tour.
      public init(navigation: Bool = true, escapeCloses: Bool = true) {
        self.navigation = navigation
        self.escapeCloses = escapeCloses
      }
    }
  }

  /// The overlay's colour: a hexadecimal sRGB colour or a grey (`"overlayColor"`).
  public enum OverlayColor: Sendable, Hashable {
    /// An sRGB colour with alpha, written `"#RRGGBBAA"` (`"#RRGGBB"` reads as opaque).
    case rgba(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
    /// A grey with alpha, both between 0 and 1, written `{"white": 0.9098, "alpha": 0.65}` (UIKit's
    /// `UIColor(white:alpha:)`).
    case white(Double, alpha: Double)
  }

  /// A blur style for the overlay (`"blurStyle"`), UIKit's classic blur effect styles.
  public enum BlurStyle: String, Sendable, Hashable, CaseIterable {
    /// `"extraLight"`.
    case extraLight
    /// `"light"`.
    case light
    /// `"dark"`.
    case dark
    /// `"regular"`.
    case regular
    /// `"prominent"`.
    case prominent
  }

  /// What `previous` does on the first step (`"previousFromFirst"`).
  public enum PreviousFromFirstPolicy: String, Sendable, Hashable, CaseIterable {
    /// End the tour (Instructions).
    case end
    /// Stay on the first step.
    case stay
  }

  /// What happens to a command that arrives while a transition runs (`"transitionPolicy"`).
  public enum TransitionPolicy: String, Sendable, Hashable, CaseIterable {
    /// Ignore it (Instructions: stops fast double taps).
    case ignore
    /// Run it when the transition completes.
    case queue
  }

  /// Whether the tour reduces motion (`"reducedMotion"`).
  public enum ReducedMotion: String, Sendable, Hashable, CaseIterable {
    /// Follow the platform's Reduce Motion setting.
    case system
    /// Always reduce motion (cross-fades instead of morphs).
    case always
    /// Never reduce motion.
    case never
  }
}
