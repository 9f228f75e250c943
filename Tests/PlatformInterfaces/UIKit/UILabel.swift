// Declarations of UIKit for the UIKit adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's UIKit headers (UILabel.h, NSText.h), as Swift imports them.

/// A view that displays one or more lines of informational text (a recording stand-in: the text, font, colour and
/// alignment as set; where it is drawn is its frame).
@MainActor
open class UILabel: UIView {
  /// The text that the label displays.
  open var text: String?
  /// The font of the text.
  open var font: UIFont!
  /// The color of the text.
  open var textColor: UIColor!
  /// The technique for aligning the text.
  open var textAlignment: NSTextAlignment = .natural
}

/// Constants that specify text alignment.
public enum NSTextAlignment: Int, Sendable {
  /// Text is visually left aligned.
  case left = 0
  /// Text is visually center aligned.
  case center = 1
  /// Text is visually right aligned.
  case right = 2
  /// Text is justified.
  case justified = 3
  /// Text uses the default alignment for the current localization of the app.
  case natural = 4
}
