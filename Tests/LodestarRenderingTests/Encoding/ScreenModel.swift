/// A minimal screen that understands the cursor moves the encoder writes, for round-trip tests.
struct ScreenModel {
  var cells: [[Character]]
  var row = 0
  var column = 0

  init(columns: Int, rows: Int) {
    cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
  }

  var text: String {
    cells.map { line in
      var text = String(line)
      while text.last == " " { text.removeLast() }
      return text + "\n"
    }.joined()
  }

  mutating func apply(_ bytes: [UInt8]) {
    let characters = Array(String(decoding: bytes, as: UTF8.self))
    var index = 0
    while index < characters.count {
      if characters[index] == "\u{1B}" {
        var end = index + 2
        while end < characters.count, !(characters[end].isLetter) { end += 1 }
        let parameters = String(characters[(index + 2)..<end]).split(separator: ";").compactMap { Int($0) }
        switch characters[end] {
        case "H":
          row = (parameters.first ?? 1) - 1
          column = (parameters.count > 1 ? parameters[1] : 1) - 1
        case "C": column += parameters.first ?? 1
        default: break
        }
        index = end + 1
      } else {
        cells[row][column] = characters[index]
        column += 1
        index += 1
      }
    }
  }
}
