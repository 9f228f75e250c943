import Lodestar

/// A screen `check` lays a tour out for: a size in points and the safe-area insets a device has at that
/// size.
struct CheckScreen: Hashable {
  var size: Size
  var safeAreaInsets: DirectionalEdgeInsets

  /// `390x844`: the size in points, without a fraction when it has none.
  var name: String { "\(Self.format(size.width))x\(Self.format(size.height))" }

  static func format(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

/// The common iPhone and iPad screens, portrait and landscape, with their safe areas: what `check --sizes
/// all` (the default) lays each step out for.
enum CheckDevices {
  /// A device in portrait, with its safe-area insets in portrait and in landscape.
  struct Device {
    var name: String
    var portrait: Size
    var portraitInsets: DirectionalEdgeInsets
    var landscapeInsets: DirectionalEdgeInsets
  }

  static let homeButton = (
    portrait: DirectionalEdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
    landscape: DirectionalEdgeInsets.zero
  )

  static func notch(_ top: Double) -> (portrait: DirectionalEdgeInsets, landscape: DirectionalEdgeInsets) {
    (
      DirectionalEdgeInsets(top: top, leading: 0, bottom: 34, trailing: 0),
      DirectionalEdgeInsets(top: 0, leading: top, bottom: 21, trailing: top)
    )
  }

  static let tablet = (
    portrait: DirectionalEdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
    landscape: DirectionalEdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)
  )

  static let devices: [Device] = [
    Device(name: "iPhone SE (1st generation)", portrait: Size(width: 320, height: 568), insets: homeButton),
    Device(name: "iPhone SE", portrait: Size(width: 375, height: 667), insets: homeButton),
    Device(name: "iPhone 8 Plus", portrait: Size(width: 414, height: 736), insets: homeButton),
    Device(name: "iPhone 13 mini", portrait: Size(width: 375, height: 812), insets: notch(50)),
    Device(name: "iPhone 14", portrait: Size(width: 390, height: 844), insets: notch(47)),
    Device(name: "iPhone 15", portrait: Size(width: 393, height: 852), insets: notch(59)),
    Device(name: "iPhone 14 Plus", portrait: Size(width: 428, height: 926), insets: notch(47)),
    Device(name: "iPhone 15 Pro Max", portrait: Size(width: 430, height: 932), insets: notch(59)),
    Device(name: "iPad (9th generation)", portrait: Size(width: 810, height: 1080), insets: homeButton),
    Device(name: "iPad mini", portrait: Size(width: 744, height: 1133), insets: tablet),
    Device(name: "iPad Air", portrait: Size(width: 820, height: 1180), insets: tablet),
    Device(name: "iPad Pro 11-inch", portrait: Size(width: 834, height: 1194), insets: tablet),
    Device(name: "iPad Pro 12.9-inch", portrait: Size(width: 1024, height: 1366), insets: tablet),
  ]

  /// Every device in portrait, then every device in landscape.
  static var allScreens: [CheckScreen] {
    devices.map { CheckScreen(size: $0.portrait, safeAreaInsets: $0.portraitInsets) }
      + devices.map {
        CheckScreen(
          size: Size(width: $0.portrait.height, height: $0.portrait.width), safeAreaInsets: $0.landscapeInsets)
      }
  }
}

extension CheckDevices.Device {
  init(
    name: String, portrait: Size, insets: (portrait: DirectionalEdgeInsets, landscape: DirectionalEdgeInsets)
  ) {
    self.init(name: name, portrait: portrait, portraitInsets: insets.portrait, landscapeInsets: insets.landscape)
  }
}
