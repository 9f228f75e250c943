import LodestarHostTree

extension TourDocument.Step {
  /// A step's target ids, as ``targets`` lists them, kept without an array for a step of one target (most steps): a
  /// decoded tour then makes and frees one allocation fewer for each such step (Scripts/bench startup).
  ///
  /// A list is always in its shortest form (``init(_:)``), so two lists of the same ids are equal and hash alike.
  enum TargetList: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable, Hashable {
    /// No target.
    case none
    /// One target.
    case one(ElementID)
    /// Two targets or more.
    case several([ElementID])

    /// The list of `ids`, in their order.
    ///
    /// - Parameter ids: The target ids.
    init(_ ids: [ElementID]) {
      switch ids.count {
      case 0: self = .none
      case 1: self = .one(ids[0])
      default: self = .several(ids)
      }
    }

    /// The list of `ids`, in their order.
    ///
    /// - Parameter ids: The target ids.
    init(arrayLiteral ids: ElementID...) {
      self.init(ids)
    }

    /// The ids as an array (made for a step of one target).
    var ids: [ElementID] {
      switch self {
      case .none: []
      case .one(let id): [id]
      case .several(let ids): ids
      }
    }

    /// The position of the first id.
    var startIndex: Int { 0 }

    /// One past the position of the last id: the number of ids.
    var endIndex: Int {
      switch self {
      case .none: 0
      case .one: 1
      case .several(let ids): ids.count
      }
    }

    /// The id at `position`.
    ///
    /// - Parameter position: A position from ``startIndex`` up to, not including, ``endIndex``.
    subscript(position: Int) -> ElementID {
      switch self {
      case .one(let id) where position == 0: id
      // Any other position is out of range: the array's subscript traps as an array's does.
      case .one, .none: ids[position]
      case .several(let ids): ids[position]
      }
    }
  }
}
