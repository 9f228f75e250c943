import LodestarGeometry

extension TourDocument {
  /// The shape of the opening cut into the overlay around each of a step's targets (`"focusStyle"`).
  ///
  /// Written as a string for the styles without parameters (`"circle"` uses the defaults) or as an object
  /// with a `"type"` and the style's parameters.
  public enum FocusStyle: Sendable, Hashable {
    /// Instructions' default: the target's frame grown by 4 on every side, corner radius 4 (`"default"`).
    case `default`
    /// Exactly the target's frame (`"rect"`).
    case rect
    /// A rounded rectangle around the target (`"roundedRect"`).
    case roundedRect(RoundedRect)
    /// A circle around the target's centre (`"circle"`).
    case circle(Circle)
    /// The ellipse inscribed in the target's frame (`"oval"`).
    case oval
    /// The capsule inscribed in the target's frame (`"capsule"`).
    case capsule
    /// No opening: the target is dimmed with everything else (`"none"`).
    case none

    /// The JSON names of the styles, in the format's order.
    static let names = ["default", "rect", "roundedRect", "circle", "oval", "capsule", "none"]

    /// The style's JSON name (its `"type"`).
    var name: String {
      switch self {
      case .default: "default"
      case .rect: "rect"
      case .roundedRect: "roundedRect"
      case .circle: "circle"
      case .oval: "oval"
      case .capsule: "capsule"
      case .none: "none"
      }
    }

    /// The parameters of a rounded-rectangle opening.
    public struct RoundedRect: Sendable, Hashable {
      /// How far the opening extends beyond the target on each edge; negative values shrink it
      /// (`"insets"`: a number for every edge or `{"top", "leading", "bottom", "trailing"}`, default 0).
      public var insets: DirectionalEdgeInsets
      /// The corner radius (`"radius"`, default `.fixed(4)`).
      public var radius: CornerRadius
      /// The corners that are rounded; the others stay square (`"corners"`, default all four).
      public var corners: Set<Corner>

      /// Creates rounded-rectangle parameters; every parameter has the format's default.
      public init(
        insets: DirectionalEdgeInsets = .zero, radius: CornerRadius = .fixed(4), corners: Set<Corner> = Corner.all
      ) {
        self.insets = insets
        self.radius = radius
        self.corners = corners
      }
    }

    /// How a rounded rectangle's corner radius is found (`"radius"`: a number means `.fixed`).
    public enum CornerRadius: Sendable, Hashable {
      /// A fixed radius, >= 0 (`{"fixed": 8}` or `8`).
      case fixed(Double)
      /// The target's own corner radius plus a delta, which may be negative (`{"followTarget": 2}`).
      case followTarget(Double)
      /// The target's own corner radius times a multiplier >= 0 (`{"scaleWithTarget": 1.5}`).
      case scaleWithTarget(Double)
    }

    /// A corner of a rounded rectangle (`"corners"` lists them).
    public enum Corner: String, Sendable, Hashable, CaseIterable {
      /// `"topLeft"`.
      case topLeft
      /// `"topRight"`.
      case topRight
      /// `"bottomLeft"`.
      case bottomLeft
      /// `"bottomRight"`.
      case bottomRight

      /// All four corners.
      public static let all: Set<Corner> = Set(allCases)
    }

    /// The parameters of a circular opening.
    public struct Circle: Sendable, Hashable {
      /// The circle's radius (`"radius"`, default `.fixed(50)`).
      public var radius: CircleRadius
      /// How far the circle's centre is moved from the target's centre (`"centerOffset"`: `{"x", "y"}`,
      /// default zero).
      public var centerOffset: Point

      /// Creates circle parameters; every parameter has the format's default.
      public init(radius: CircleRadius = .fixed(50), centerOffset: Point = .zero) {
        self.radius = radius
        self.centerOffset = centerOffset
      }
    }

    /// How a circle's radius is found (`"radius"`: a number means `.fixed`).
    public enum CircleRadius: Sendable, Hashable {
      /// A fixed radius, >= 0 (`{"fixed": 50}` or `50`).
      case fixed(Double)
      /// The target's smaller side times a factor >= 0, halved: min(width, height) · factor / 2
      /// (`{"scaledToTarget": 1.2}`).
      case scaledToTarget(Double)
    }
  }
}
