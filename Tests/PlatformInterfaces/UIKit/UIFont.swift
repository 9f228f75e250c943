// Declarations of UIKit for the UIKit adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's UIKit headers (UIFont.h, NSStringDrawing.h, NSAttributedString.h), as Swift imports
// them.

/// An object that provides access to the font's characteristics (a recording stand-in with fixed metrics: every
/// character advances 0.5 × the point size, and a line is 1.2 × the point size high).
open class UIFont: NSObject, @unchecked Sendable {
  /// The font's name as given (not part of UIKit's API here: the recording).
  package let recordedName: String
  /// The receiver's point size, or the effective vertical point size for a font with a nonstandard matrix.
  package let pointSize: CGFloat

  init(familyName: String, pointSize: CGFloat) {
    recordedName = familyName
    self.pointSize = pointSize
    super.init()
  }

  /// Creates and returns a font object for the specified font name and size.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(familyName: fontName, pointSize: fontSize)
  }

  /// Returns the font object for standard interface items in the specified size.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(familyName: "System", pointSize: fontSize)
  }

  /// The height, in points, of text lines.
  open var lineHeight: CGFloat { pointSize * 1.2 }
}

extension NSAttributedString.Key {
  /// The font of the text.
  public static let font = NSAttributedString.Key("NSFont")
}

extension NSString {
  /// Returns the bounding box size the receiver occupies when drawn with the specified attributes.
  @available(iOS 7.0, *)
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    let font = attrs?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
    return CGSize(width: CGFloat(length) * font.pointSize * 0.5, height: font.lineHeight)
  }
}
