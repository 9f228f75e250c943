extension ComputedPosition {
  /// The result as one line of JSON, in the format of `lodestar-demo place`:
  /// `{"x":8,"y":572,"placement":"top","arrow":{"x":55,"centerOffset":0},"shift":{"x":38,"y":0},
  /// "size":{"availableWidth":374,"availableHeight":684},"hide":{"referenceHidden":false}}`.
  ///
  /// `arrow`, `shift`, `size` and `hide` appear only when that middleware ran; numbers are printed as
  /// JavaScript prints them (``JavaScriptNumberFormat``).
  public var jsonLine: String {
    var text = "{\"x\":"
    text.reserveCapacity(160)
    JavaScriptNumberFormat.append(x, to: &text)
    text += ",\"y\":"
    JavaScriptNumberFormat.append(y, to: &text)
    text += ",\"placement\":\""
    text += placement.name
    text += "\""
    let data = middlewareData
    if let arrow = data.arrow {
      text += ",\"arrow\":{"
      var separator = ""
      if let x = arrow.x {
        text += "\"x\":"
        JavaScriptNumberFormat.append(x, to: &text)
        separator = ","
      }
      if let y = arrow.y {
        text += separator + "\"y\":"
        JavaScriptNumberFormat.append(y, to: &text)
        separator = ","
      }
      text += separator + "\"centerOffset\":"
      JavaScriptNumberFormat.append(arrow.centerOffset, to: &text)
      text += "}"
    }
    if let shift = data.shift {
      text += ",\"shift\":{\"x\":"
      JavaScriptNumberFormat.append(shift.x, to: &text)
      text += ",\"y\":"
      JavaScriptNumberFormat.append(shift.y, to: &text)
      text += "}"
    }
    if let size = data.size {
      text += ",\"size\":{\"availableWidth\":"
      JavaScriptNumberFormat.append(size.availableWidth, to: &text)
      text += ",\"availableHeight\":"
      JavaScriptNumberFormat.append(size.availableHeight, to: &text)
      text += "}"
    }
    if let hide = data.hide {
      text += ",\"hide\":{"
      var separator = ""
      if let hidden = hide.referenceHidden {
        text += "\"referenceHidden\":\(hidden)"
        separator = ","
      }
      if let escaped = hide.escaped {
        text += separator + "\"escaped\":\(escaped)"
      }
      text += "}"
    }
    text += "}"
    return text
  }
}

extension PlacementProblemError {
  /// The error line of `lodestar-demo place`: `{"error":"line N: path: message"}` (JSON-escaped).
  public func jsonLine(lineNumber: Int) -> String {
    "{\"error\":\"" + Self.escaped("line \(lineNumber): \(description)") + "\"}"
  }

  /// `text` escaped for a JSON string.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
