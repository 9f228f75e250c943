// Declarations of UIKit for the UIKit adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's UIKit headers (UILabel.h, NSText.h, NSParagraphStyle.h), as Swift imports them.

/// A view that displays one or more lines of informational text (a recording stand-in: the text, font, colour,
/// alignment, line count and line break mode as set; where it is drawn is its frame).
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
  /// The maximum number of lines for rendering text.
  open var numberOfLines = 1
  /// The technique for wrapping and truncating the label's text.
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
}

/// Constants that specify what happens when a line is too long for its container.
@available(iOS 6.0, tvOS 9.0, *)
public enum NSLineBreakMode: Int, Sendable {
  /// The value that indicates wrapping occurs at word boundaries, unless the word doesn't fit on a single line.
  case byWordWrapping = 0
  /// The value that indicates wrapping occurs before the first character that doesn't fit.
  case byCharWrapping = 1
  /// The value that indicates lines don't extend past the edge of the text container.
  case byClipping = 2
  /// The value that indicates that a line displays so the end fits in the container and an ellipsis glyph
  /// indicates the missing text at the beginning of the line.
  case byTruncatingHead = 3
  /// The value that indicates that a line displays so the beginning fits in the container and an ellipsis glyph
  /// indicates the missing text at the end of the line.
  case byTruncatingTail = 4
  /// The value that indicates that a line displays so the beginning and end fit in the container and an ellipsis
  /// glyph indicates the missing text in the middle.
  case byTruncatingMiddle = 5
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
