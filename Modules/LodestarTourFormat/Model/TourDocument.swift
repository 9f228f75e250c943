/// A whole tour described as data: the tour's id, its options and its steps, read from and written to the
/// versioned JSON tour format (see <doc:TOUR-FORMAT> and `Demo/Examples/tour.schema.json`).
///
/// A document is plain data: it names targets by ``/LodestarHostTree/ElementID`` and says how each step should look
/// and behave; the engine's steps and controller are built from it elsewhere. Read one with ``TourDocumentDecoder`` (or
/// ``init(jsonData:)``), write one with ``jsonData()``, and check its references against the app's user interface with
/// ``validate(against:)``.
public struct TourDocument: Sendable, Hashable {
  /// The version of the tour format this build reads and writes (the document's `"version"`).
  public static let formatVersion = 1

  /// The tour's id (`"id"`, required, non-empty): names the tour in analytics, in the coordinator's queue
  /// and in saved progress.
  public var id: String
  /// The tour-wide options (`"options"`, default: every option at its default).
  public var options: Options
  /// The steps, in order (`"steps"`, required, at least one; step ids are unique).
  public var steps: [Step] {
    didSet { validatedStepIDs = StepIDs() }
  }
  /// The JSON Schema the document names for editors (`"$schema"`, default `nil`); ignored by the engine.
  public var schema: String?

  /// The source text of a decoded document, to locate validation problems; empty for a document built in
  /// code. Never part of equality.
  var sourceMap = TourDocumentSourceMap()

  /// Whether the decoder's validation found every step id different; forgotten when the steps change. Never part of
  /// equality.
  var validatedStepIDs = StepIDs()

  /// Whether the decoder's validation found every step id different: `false` for a document built in code or whose
  /// steps changed since. A controller of such steps need not check their ids again (LodestarFlow's
  /// `TourController.init(steps:identitiesAreUnique:configuration:clock:)`).
  package var hasUniqueStepIDs: Bool { validatedStepIDs.areUnique }

  /// Creates a document.
  public init(id: String, options: Options = Options(), steps: [Step], schema: String? = nil) {
    self.id = id
    self.options = options
    self.steps = steps
    self.schema = schema
  }
}

extension TourDocument {
  /// What the decoder's validation found of a document's step ids, equal to every other: it says nothing the steps
  /// do not.
  struct StepIDs: Sendable, Hashable {
    /// Whether every step id is different.
    var areUnique = false

    static func == (lhs: Self, rhs: Self) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
  }
}
