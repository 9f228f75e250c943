import LodestarJSON
import LodestarText
import LodestarViewModel

extension TourDocument {
  /// A document's keys.
  enum Key: String, TourNodeKey {
    case schema = "$schema"
    case version, id, options, steps
    static let names = allCases.map(\.rawValue)
    static let literals: [StaticString] = ["$schema", "version", "id", "options", "steps"]
  }

  /// Decodes the document object: the version first, then unknown keys, then the members in order.
  static func decode(_ root: JSONNode, session: TourDecodingSession) throws(TourDocumentError) -> TourDocument {
    let object = try TourNodeObjectReader<Key>.documentRoot(root, formatVersion: formatVersion, session: session)
    let schema = try object.string(.schema)
    let id = try object.requiredString(.id, nonEmpty: true)
    let options = try object.value(.options).map { (value) throws(TourDocumentError) in
      try Options.decode(value, path: "options", session: session)
    }
    let stepsNode = try object.requiredNode(.steps)
    guard let elements = stepsNode.elements else {
      throw session.mismatch("steps", expected: "an array of steps", stepsNode)
    }
    // The steps' values, in one buffer that the steps share.
    var steps: [Step.Storage] = []
    steps.reserveCapacity(stepsNode.count)
    var layout = TourNodeKeyLayout<Step.Key>()
    // Most steps are read in one pass; any other is read with the checks, which report its problems.
    let usualSteps = Step.OnePassReader(stepsNode.document)
    // The iterator itself rather than `enumerated()`, whose generic iterator calls it through a witness table.
    var remaining = elements
    var index = 0
    while let element = remaining.next() {
      if !usualSteps.read(element.index, appendingTo: &steps) {
        steps.append(try Step.decode(element, index: index, of: "steps", session: session, layout: &layout).values)
      }
      index += 1
    }
    return TourDocument(id: id, options: options ?? Options(), steps: Step.steps(sharing: steps), schema: schema)
  }
}

extension TourDocument.Options {
  /// The options' keys.
  enum Key: String, TourObjectKey {
    case overlayColor, blurStyle, skipLabel, overlayTaps, keyboardNavigation, escapeCloses, previousFromFirst
    case transitionPolicy, reducedMotion, reveal, textSizes
    static let names = allCases.map(\.rawValue)
  }

  static func decode(
    _ value: JSONValue, path: String, session: TourDecodingSession
  ) throws(TourDocumentError) -> Self {
    let object = try KeyedTourObjectReader(value, path: path, keys: Key.self, session: session)
    var options = Self()
    if let color = object.value(.overlayColor) {
      options.overlayColor = try TourDocument.OverlayColor.decode(color, path: object.path(.overlayColor), session)
    }
    options.blurStyle = try object.choice(.blurStyle, TourDocument.BlurStyle.self)
    options.skipLabel = try object.string(.skipLabel)
    options.overlayTaps = try object.bool(.overlayTaps) ?? false
    options.keyboardNavigation = try object.bool(.keyboardNavigation) ?? true
    options.escapeCloses = try object.bool(.escapeCloses) ?? true
    options.previousFromFirst = try object.choice(.previousFromFirst, TourDocument.PreviousFromFirstPolicy.self) ?? .end
    options.transitionPolicy = try object.choice(.transitionPolicy, TourDocument.TransitionPolicy.self) ?? .ignore
    options.reducedMotion = try object.choice(.reducedMotion, TourDocument.ReducedMotion.self) ?? .system
    options.reveal = try object.choice(.reveal, TourDocument.Reveal.self) ?? .nearest
    if let sizes = object.value(.textSizes) {
      options.textSizes = try TextSizeRangeKey.decode(sizes, path: object.path(.textSizes), session: session)
    }
    return options
  }
}

/// The keys of a text-size range (`"textSizes"`), and its decoding.
enum TextSizeRangeKey: String, TourObjectKey {
  case minimum, maximum
  static let names = allCases.map(\.rawValue)

  /// The range `{"minimum", "maximum"}`, each end a category's name (an absent end is the smallest or largest
  /// size); a minimum above the maximum is refused.
  static func decode(
    _ value: JSONValue, path: String, session: TourDecodingSession
  ) throws(TourDocumentError) -> ClosedRange<TextSizeCategory> {
    let object = try KeyedTourObjectReader(value, path: path, keys: Self.self, session: session)
    let minimum = try object.choice(.minimum, TextSizeCategory.self) ?? .xSmall
    let maximum = try object.choice(.maximum, TextSizeCategory.self) ?? .accessibility5
    guard minimum <= maximum else {
      throw session.error(
        path, "the minimum \"\(minimum.rawValue)\" is above the maximum \"\(maximum.rawValue)\"", at: value)
    }
    return minimum...maximum
  }
}

extension TourDocument.OverlayColor {
  static let expectation = "a colour \"#RRGGBBAA\" or an object {\"white\", \"alpha\"}"

  static func decode(
    _ value: JSONValue, path: String, _ session: TourDecodingSession
  ) throws(TourDocumentError) -> Self {
    switch value.content {
    case .string(let text):
      guard let color = Self(hex: text) else {
        throw session.mismatch(path, expected: "a colour \"#RRGGBBAA\" or \"#RRGGBB\"", value)
      }
      return color
    case .object:
      let object = try TourObjectReader(value, path: path, keys: ["white", "alpha"], session: session)
      let white = try TourObjectReader.number(
        try object.required("white"), path: object.path("white"), .unitInterval, session: session)
      let alpha = try TourObjectReader.number(
        try object.required("alpha"), path: object.path("alpha"), .unitInterval, session: session)
      return .white(white, alpha: alpha)
    default:
      throw session.mismatch(path, expected: expectation, value)
    }
  }

  /// Parses `#RRGGBBAA` or `#RRGGBB` (opaque), in either case.
  init?(hex text: String) {
    let scalars = Array(text.unicodeScalars)
    guard scalars.first == "#", scalars.count == 7 || scalars.count == 9 else { return nil }
    var components: [UInt8] = []
    var position = 1
    while position < scalars.count {
      guard let high = Self.hexDigit(scalars[position]), let low = Self.hexDigit(scalars[position + 1]) else {
        return nil
      }
      components.append(high * 16 + low)
      position += 2
    }
    if components.count == 3 { components.append(255) }
    self = .rgba(red: components[0], green: components[1], blue: components[2], alpha: components[3])
  }

  private static func hexDigit(_ scalar: Unicode.Scalar) -> UInt8? {
    switch scalar {
    case "0"..."9": UInt8(scalar.value - 48)
    case "a"..."f": UInt8(scalar.value - 87)
    case "A"..."F": UInt8(scalar.value - 55)
    default: nil
    }
  }
}
