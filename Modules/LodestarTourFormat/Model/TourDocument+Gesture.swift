import LodestarHostTree
import LodestarScene

extension TourDocument {
  /// The gesture a `"gesture"` completer waits for, written
  /// `{"type": "gesture", "gesture": "swipe", "direction": "left", "area": {"element": "feed.list"}}`.
  public struct Gesture: Sendable, Hashable {
    /// What the user does (`"gesture"` and its parameters).
    public var kind: Kind
    /// Where the gesture starts (`"area"`, default `.target`).
    public var area: Area

    /// Creates a gesture.
    ///
    /// - Parameters:
    ///   - kind: What the user does.
    ///   - area: Where the gesture starts.
    public init(_ kind: Kind, in area: Area = .target) {
      self.kind = kind
      self.area = area
    }

    /// What the user does.
    public enum Kind: Sendable, Hashable {
      /// A tap (`"tap"`).
      case tap
      /// A double tap (`"doubleTap"`).
      case doubleTap
      /// A touch held still for at least `seconds` (`"longPress"`, `"seconds"` > 0 and <= 86400, default 0.5).
      case longPress(seconds: Double)
      /// A quick stroke in a direction (`"swipe"`, `"direction"` required).
      case swipe(Direction)
      /// A drag of at least `distance` points (`"pan"`, `"distance"` > 0 and <= 1000000, required).
      case pan(distance: Double)

      /// The JSON `"gesture"`.
      var name: String {
        switch self {
        case .tap: "tap"
        case .doubleTap: "doubleTap"
        case .longPress: "longPress"
        case .swipe: "swipe"
        case .pan: "pan"
        }
      }

      /// The JSON gestures, in the format's order.
      static let names = ["tap", "doubleTap", "longPress", "swipe", "pan"]

      /// A long press's default duration in seconds: UIKit's.
      public static let defaultLongPressSeconds = 0.5
    }

    /// The direction of a swipe, on screen (`"up"`, `"down"`, `"left"`, `"right"`).
    public enum Direction: String, Sendable, Hashable, CaseIterable {
      /// Towards the top.
      case up
      /// Towards the bottom.
      case down
      /// Towards the left edge.
      case left
      /// Towards the right edge.
      case right
    }

    /// Where a gesture starts.
    public enum Area: Sendable, Hashable {
      /// On one of the step's targets (`"target"`).
      case target
      /// Inside the opening (`"opening"`).
      case opening
      /// Anywhere (`"anywhere"`).
      case anywhere
      /// On an element of the host tree (`{"element": id}`, a non-empty id).
      case element(ElementID)
    }
  }

  /// The sound a step plays while it shows (`"audioCue"`: a name, or `{"name": …, "volume": 0…1}`), for
  /// LodestarFlow's `AudioCuePlugin`.
  public struct AudioCue: Sendable, Hashable {
    /// The sound's name, for the app's player to look up (`"name"`, non-empty).
    public var name: String
    /// The playback volume (`"volume"`, 0…1, default 1).
    public var volume: Double

    /// Creates a cue.
    ///
    /// - Parameters:
    ///   - name: The sound's name.
    ///   - volume: The playback volume.
    public init(name: String, volume: Double = 1) {
      self.name = name
      self.volume = volume
    }
  }
}
