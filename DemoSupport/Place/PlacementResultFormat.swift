import Lodestar
import LodestarJSON

extension ComputedPosition {
  /// The result in `place`'s format: `x`, `y` and `placement`, then the data of the middleware that ran
  /// (`arrow`, `shift`, `size`, `hide`), with Floating UI's names.
  package var placeOutput: JSONOutput {
    var members: [(key: String, value: JSONOutput)] = [
      ("x", .number(x)), ("y", .number(y)), ("placement", .string(placement.name)),
    ]
    let data = middlewareData
    if let arrow = data.arrow {
      var fields: [(key: String, value: JSONOutput)] = []
      if let x = arrow.x { fields.append(("x", .number(x))) }
      if let y = arrow.y { fields.append(("y", .number(y))) }
      fields.append(("centerOffset", .number(arrow.centerOffset)))
      members.append(("arrow", .object(fields)))
    }
    if let shift = data.shift {
      members.append(("shift", ["x": .number(shift.x), "y": .number(shift.y)]))
    }
    if let size = data.size {
      members.append(
        ("size", ["availableWidth": .number(size.availableWidth), "availableHeight": .number(size.availableHeight)]))
    }
    if let hide = data.hide {
      var fields: [(key: String, value: JSONOutput)] = []
      if let hidden = hide.referenceHidden { fields.append(("referenceHidden", .bool(hidden))) }
      if let escaped = hide.escaped { fields.append(("escaped", .bool(escaped))) }
      members.append(("hide", .object(fields)))
    }
    return .object(members)
  }

  /// The result as one line of JSON, as `place` prints it:
  /// `{"x":8,"y":572,"placement":"top","arrow":{"x":55,"centerOffset":0},"shift":{"x":38,"y":0},
  /// "size":{"availableWidth":374,"availableHeight":684},"hide":{"referenceHidden":false}}`.
  package var jsonLine: String { JSONWriter().text(of: placeOutput) }
}
