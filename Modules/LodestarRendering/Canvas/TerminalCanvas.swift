import LodestarGeometry

/// A grid of terminal cells to draw a frame into, in cell coordinates (column 0, row 0 is the top-left).
///
/// Drawing is clipped to the grid, so any coordinates are safe. Translucent colours are composited over what
/// a cell shows; a cell without a colour shows the terminal's default, which compositing and dimming take
/// to be ``defaultForeground`` and ``defaultBackground``.
public struct TerminalCanvas: Sendable, Equatable {
  /// The number of columns.
  public let columns: Int
  /// The number of rows.
  public let rows: Int
  /// The colour assumed for cells whose text colour is the terminal's default.
  public var defaultForeground: RGBAColor
  /// The colour assumed for cells whose background is the terminal's default.
  public var defaultBackground: RGBAColor

  /// The cells, row by row (index `row * columns + column`).
  var storage: [PackedCell]
  /// The graphemes of more than one scalar, referred to by cells' glyph values.
  var clusters: [String] = []
  private var clusterIndices: [String: UInt32] = [:]

  /// The largest number of columns or rows a canvas has; larger sizes are reduced to it.
  public static let maximumDimension = 2048

  /// A blank canvas; negative sizes are treated as 0 and sizes above ``maximumDimension`` are reduced to it.
  public init(
    columns: Int, rows: Int, defaultForeground: RGBAColor = RGBAColor(white: 0.9),
    defaultBackground: RGBAColor = .black
  ) {
    self.columns = min(max(columns, 0), Self.maximumDimension)
    self.rows = min(max(rows, 0), Self.maximumDimension)
    self.defaultForeground = defaultForeground
    self.defaultBackground = defaultBackground
    storage = Array(repeating: .blank, count: self.columns * self.rows)
  }

  /// The whole grid as a rectangle.
  public var bounds: CellRect { CellRect(column: 0, row: 0, width: columns, height: rows) }

  /// Every cell, row by row (index `row * columns + column`); builds the array, so prefer
  /// ``cell(atColumn:row:)`` for single cells.
  public var cells: [TerminalCell] { storage.map(cell(from:)) }

  /// The cell at a position, or `nil` outside the grid.
  public func cell(atColumn column: Int, row: Int) -> TerminalCell? {
    guard column >= 0, column < columns, row >= 0, row < rows else { return nil }
    return cell(from: storage[row * columns + column])
  }

  /// Whether two canvases have the same size, default colours and cells.
  public static func == (first: TerminalCanvas, second: TerminalCanvas) -> Bool {
    guard first.columns == second.columns, first.rows == second.rows,
      first.defaultForeground == second.defaultForeground, first.defaultBackground == second.defaultBackground
    else { return false }
    for index in first.storage.indices where !first.cellEquals(second, at: index) { return false }
    return true
  }

  /// Every cell back to a blank in the default colours.
  public mutating func clear() {
    storage.withUnsafeMutableBufferPointer { cells in
      for index in cells.indices { cells[index] = .blank }
    }
    clusters.removeAll(keepingCapacity: true)
    clusterIndices.removeAll(keepingCapacity: true)
  }

  /// Makes this canvas show what `other` shows (size, default colours and cells), reusing its own memory when
  /// the sizes match: a frame loop that copies its screen into a canvas it keeps allocates nothing for the
  /// cells.
  mutating func copyContents(of other: TerminalCanvas) {
    guard columns == other.columns, rows == other.rows else {
      self = other
      return
    }
    defaultForeground = other.defaultForeground
    defaultBackground = other.defaultBackground
    storage.withUnsafeMutableBufferPointer { cells in
      other.storage.withUnsafeBufferPointer { otherCells in _ = cells.update(fromContentsOf: otherCells) }
    }
    if other.clusters.isEmpty {
      clusters.removeAll(keepingCapacity: true)
      clusterIndices.removeAll(keepingCapacity: true)
    } else {
      clusters = other.clusters
      clusterIndices = other.clusterIndices
    }
  }

  /// Paints the background of every cell in `rect` (clipped to the grid) with `color`, composited over the
  /// current background, and replaces the cells' text with spaces.
  public mutating func fill(_ rect: CellRect, with color: RGBAColor) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    let opaque = color.alpha >= 1 ? PackedCell.pack(color.terminalColor()) : nil
    for row in area.row..<area.endRow { clearWideHalves(row: row, from: area.column, to: area.endColumn) }
    let columns = self.columns
    let defaultBackground = self.defaultBackground
    storage.withUnsafeMutableBufferPointer { cells in
      var lastBackground: UInt32 = .max
      var lastResult: UInt32 = 0
      for row in area.row..<area.endRow {
        for index in (row * columns + area.column)..<(row * columns + area.endColumn) {
          var background: UInt32
          if let opaque {
            background = opaque
          } else {
            if cells[index].background != lastBackground {
              lastBackground = cells[index].background
              let below = PackedCell.unpack(lastBackground).map(RGBAColor.init) ?? defaultBackground
              lastResult = PackedCell.pack(color.terminalColor(over: below))
            }
            background = lastResult
          }
          cells[index] = PackedCell(glyph: 0x20, foreground: 0, background: background, flags: 0)
        }
      }
    }
  }

  /// Draws a box with rounded corners (`╭╮╰╯`, `─`, `│`) along the edge of `rect`, the border in `border`
  /// and the inside filled with `fill` when given. A rectangle one cell high or wide becomes a line.
  public mutating func drawBox(_ rect: CellRect, border: TerminalStyle, fill: RGBAColor? = nil) {
    guard !rect.isEmpty else { return }
    if let fill { self.fill(rect, with: fill) }
    let border = ResolvedStyle(border)
    let left = rect.column
    let top = rect.row
    let right = rect.endColumn - 1
    let bottom = rect.endRow - 1
    // Only the part of each edge inside the grid is visited, so huge rectangles cost nothing extra.
    let visibleColumns = max(left, 0)..<max(min(rect.endColumn, columns), max(left, 0))
    let visibleRows = max(top, 0)..<max(min(rect.endRow, rows), max(top, 0))
    if rect.height == 1 {
      for column in visibleColumns { put(0x2500, column: column, row: top, style: border) }
      return
    }
    if rect.width == 1 {
      for row in visibleRows { put(0x2502, column: left, row: row, style: border) }
      return
    }
    for column in visibleColumns where column != left && column != right {
      put(0x2500, column: column, row: top, style: border)
      put(0x2500, column: column, row: bottom, style: border)
    }
    for row in visibleRows where row != top && row != bottom {
      put(0x2502, column: left, row: row, style: border)
      put(0x2502, column: right, row: row, style: border)
    }
    put(0x256D, column: left, row: top, style: border)
    put(0x256E, column: right, row: top, style: border)
    put(0x2570, column: left, row: bottom, style: border)
    put(0x256F, column: right, row: bottom, style: border)
  }

  /// Writes text on one row, from a column to the right.
  ///
  /// Wide graphemes take two columns; one that would be cut by the clip's right edge is not drawn. Control
  /// characters (including line breaks) are drawn as U+FFFD so no text can send escape sequences.
  ///
  /// - Parameters:
  ///   - text: The text to write.
  ///   - column: The column of its first grapheme.
  ///   - row: The row.
  ///   - style: How the cells are coloured.
  ///   - clip: The cells that may be written, or `nil` for the whole grid; drawing is clipped to the grid
  ///     either way.
  /// - Returns: The number of columns the whole text takes, clipped or not.
  @discardableResult
  public mutating func drawText(
    _ text: String, column: Int, row: Int, style: TerminalStyle = TerminalStyle(), clip: CellRect? = nil
  ) -> Int {
    let area = (clip ?? bounds).intersection(bounds)
    let rowIsVisible = row >= area.row && row < area.endRow
    let style = ResolvedStyle(style)
    var position = column
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      // Printable ASCII: one byte, one grapheme, one column.
      for byte in text.utf8 {
        if rowIsVisible, position >= area.column, position < area.endColumn {
          put(UInt32(byte), column: position, row: row, style: style)
        }
        position = position.addingClamped(1)
      }
      return position.subtractingClamped(column)
    }
    for character in text {
      let glyph: UInt32
      let width: Int
      if let ascii = character.asciiValue, ascii >= 0x20, ascii != 0x7F {
        glyph = UInt32(ascii)
        width = 1
      } else if CharacterWidth.isControl(character) {
        glyph = 0xFFFD
        width = 1
      } else {
        width = CharacterWidth.columns(of: character)
        guard rowIsVisible, position >= area.column, position <= area.endColumn - width else {
          position = position.addingClamped(width)
          continue
        }
        glyph = glyphValue(of: character)
      }
      if rowIsVisible, position >= area.column, position <= area.endColumn - width {
        put(glyph, column: position, row: row, style: style, width: width)
      }
      position = position.addingClamped(width)
    }
    return position.subtractingClamped(column)
  }

  /// Dims every cell for which `isOpening` returns `false`: its text and background colours are blended
  /// towards `color` by `opacity` times the colour's alpha (cells with default colours use
  /// ``defaultForeground`` and ``defaultBackground``), per 8-bit component:
  /// `round(component + (overlay − component) × amount)`. Cells inside openings are left as they are.
  ///
  /// Plug an overlay's hit test into `isOpening`, for example through
  /// ``dim(color:opacity:mapping:outsideOpeningsAt:)``.
  ///
  /// - Parameters:
  ///   - color: The overlay's colour.
  ///   - opacity: The overlay's opacity, clamped to `0...1`.
  ///   - isOpening: Whether the cell at a column and row is inside an opening.
  public mutating func dim(color: RGBAColor, opacity: Double, outside isOpening: (_ column: Int, _ row: Int) -> Bool) {
    var memo: [(key: UInt64, result: UInt32)] = []
    dim(color: color, opacity: opacity, minimumTextContrast: nil, memo: &memo, outside: isOpening)
  }

  /// ``dim(color:opacity:outside:)``, then, with a `minimumTextContrast`, gives the text of every dimmed cell
  /// that is not a space at least that contrast against the cell's dimmed background, in 24-bit colour and
  /// between the nearest colours of the 256-colour palette and of the 16 basic colours: a text colour that has
  /// less is mixed toward black or white in tenths (``LodestarGeometry/RGBAColor/legible(onAll:minimum:)``).
  /// What the overlay dimmed stays readable.
  ///
  /// - Parameters:
  ///   - color: The overlay's colour.
  ///   - opacity: The overlay's opacity, clamped to `0...1`.
  ///   - minimumTextContrast: The least contrast ratio of dimmed text, or `nil` to leave it as it is dimmed.
  ///   - memo: The legible colours of pairs measured before, kept between calls (``TerminalFrameCache``): 64
  ///     pairs by hash.
  ///   - isOpening: Whether the cell at a column and row is inside an opening.
  mutating func dim(
    color: RGBAColor, opacity: Double, minimumTextContrast: Double?, memo: inout [(key: UInt64, result: UInt32)],
    outside isOpening: (_ column: Int, _ row: Int) -> Bool
  ) {
    let amount = RGBAColor.clamped(opacity) * color.alpha
    guard amount > 0 else { return }
    var blender = DimBlender(
      overlay: color, amount: amount, defaultForeground: PackedCell.pack(defaultForeground.terminalColor()),
      defaultBackground: PackedCell.pack(defaultBackground.terminalColor()))
    let columns = self.columns
    let rows = self.rows
    if minimumTextContrast != nil, memo.count != 64 { memo = Array(repeating: (.max, 0), count: 64) }
    var last: (key: UInt64, result: UInt32) = (.max, 0)
    memo.withUnsafeMutableBufferPointer { recent in
      storage.withUnsafeMutableBufferPointer { cells in
        for row in 0..<rows {
          for column in 0..<columns where !isOpening(column, row) {
            let index = row * columns + column
            let foreground = blender.foreground(cells[index].foreground)
            let background = blender.background(cells[index].background)
            cells[index].background = background
            guard let minimum = minimumTextContrast, cells[index].glyph != 0x20, !cells[index].isContinuation else {
              cells[index].foreground = foreground
              continue
            }
            let key = UInt64(foreground) << 32 | UInt64(background)
            if key != last.key {
              let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 58)
              if recent[slot].key != key {
                recent[slot] = (key, Self.legiblePacked(foreground, on: background, minimum: minimum))
              }
              last = recent[slot]
            }
            cells[index].foreground = last.result
          }
        }
      }
    }
  }

  /// A packed text colour made legible on a packed background in 24-bit colour, in the 256-colour palette and in
  /// the 16 basic colours.
  private static func legiblePacked(_ foreground: UInt32, on background: UInt32, minimum: Double) -> UInt32 {
    guard let text = PackedCell.unpack(foreground), let behind = PackedCell.unpack(background) else {
      return foreground
    }
    let color = RGBAColor(text)
    let legible = color.legibleInTerminal(on: RGBAColor(behind), minimum: minimum)
    return legible == color ? foreground : PackedCell.pack(legible.terminalColor())
  }

  /// Writes one glyph of known width at a position inside the grid, keeping the cell's colours where the
  /// style has none, and repairing wide graphemes it overwrites half of.
  mutating func put(_ glyph: UInt32, column: Int, row: Int, style: ResolvedStyle, width: Int = 1) {
    guard row >= 0, row < rows, column >= 0, column <= columns - width else { return }
    clearWideHalves(row: row, from: column, to: column + width)
    let index = row * columns + column
    let previous = storage[index]
    var cell = PackedCell(glyph: glyph, foreground: previous.foreground, background: previous.background, flags: 0)
    cell.flags = style.flags
    cell.background = background(for: style, over: previous.background)
    if let foreground = style.opaqueForeground {
      cell.foreground = foreground
    } else if let foreground = style.style.foreground {
      cell.foreground = PackedCell.pack(foreground.terminalColor(over: backgroundColor(of: cell.background)))
    }
    storage[index] = cell
    if width == 2 {
      var continuation = cell
      continuation.glyph = 0x20
      continuation.flags |= PackedCell.continuationFlag
      continuation.background = background(for: style, over: storage[index + 1].background)
      storage[index + 1] = continuation
    }
  }

  /// The background a style gives a cell whose background is `current`.
  private func background(for style: ResolvedStyle, over current: UInt32) -> UInt32 {
    if let opaque = style.opaqueBackground { return opaque }
    guard let background = style.style.background else { return current }
    return PackedCell.pack(background.terminalColor(over: backgroundColor(of: current)))
  }

  /// The glyph value of a grapheme: its scalar, or a reference to the grapheme table.
  private mutating func glyphValue(of character: Character) -> UInt32 {
    let scalars = character.unicodeScalars
    if scalars.count == 1, let scalar = scalars.first { return scalar.value }
    let text = String(character)
    if let known = clusterIndices[text] { return PackedCell.clusterBase + known }
    let index = UInt32(clusters.count)
    clusters.append(text)
    clusterIndices[text] = index
    return PackedCell.clusterBase + index
  }

  /// The grapheme a glyph value stands for.
  func character(forGlyph glyph: UInt32) -> Character {
    if glyph < PackedCell.clusterBase {
      return Unicode.Scalar(glyph).map(Character.init) ?? "\u{FFFD}"
    }
    let index = Int(glyph - PackedCell.clusterBase)
    return index < clusters.count ? Character(clusters[index]) : "\u{FFFD}"
  }

  /// Whether the cell at `index` shows the same as the cell at `index` of another canvas of the same size.
  func cellEquals(_ other: TerminalCanvas, at index: Int) -> Bool {
    let mine = storage[index]
    let theirs = other.storage[index]
    if mine == theirs && mine.glyph < PackedCell.clusterBase { return true }
    guard mine.foreground == theirs.foreground, mine.background == theirs.background, mine.flags == theirs.flags,
      mine.glyph >= PackedCell.clusterBase || theirs.glyph >= PackedCell.clusterBase
    else { return false }
    return character(forGlyph: mine.glyph) == other.character(forGlyph: theirs.glyph)
  }

  /// Before cells `start..<end` of a row are overwritten: turns the other half of any wide grapheme that
  /// straddles the range's edges into a space, so no half grapheme remains.
  private mutating func clearWideHalves(row: Int, from start: Int, to end: Int) {
    let base = row * columns
    if start < columns, start > 0, storage[base + start].isContinuation {
      storage[base + start - 1].glyph = 0x20
    }
    if end < columns, end > 0, storage[base + end].isContinuation {
      storage[base + end].glyph = 0x20
      storage[base + end].flags &= ~PackedCell.continuationFlag
    }
  }

  private func backgroundColor(of packed: UInt32) -> RGBAColor {
    PackedCell.unpack(packed).map(RGBAColor.init) ?? defaultBackground
  }

  private func cell(from packed: PackedCell) -> TerminalCell {
    TerminalCell(
      character: character(forGlyph: packed.glyph), foreground: PackedCell.unpack(packed.foreground),
      background: PackedCell.unpack(packed.background), attributes: packed.attributes,
      isContinuation: packed.isContinuation)
  }
}

/// A ``TerminalStyle`` with its opaque colours packed once, for drawing many cells.
struct ResolvedStyle {
  let style: TerminalStyle
  let opaqueForeground: UInt32?
  let opaqueBackground: UInt32?
  let flags: UInt8

  init(_ style: TerminalStyle) {
    self.style = style
    opaqueForeground = style.foreground.flatMap { $0.alpha >= 1 ? PackedCell.pack($0.terminalColor()) : nil }
    opaqueBackground = style.background.flatMap { $0.alpha >= 1 ? PackedCell.pack($0.terminalColor()) : nil }
    flags = style.attributes.rawValue & ~PackedCell.continuationFlag
  }
}

/// Blends packed colours towards an overlay colour, remembering the last result of each kind (runs of equal
/// colours are the rule in a frame).
private struct DimBlender {
  let red: Double
  let green: Double
  let blue: Double
  let amount: Double
  let defaultForeground: UInt32
  let defaultBackground: UInt32
  var lastForeground: (UInt32, UInt32) = (.max, 0)
  var lastBackground: (UInt32, UInt32) = (.max, 0)

  init(overlay: RGBAColor, amount: Double, defaultForeground: UInt32, defaultBackground: UInt32) {
    red = overlay.red * 255
    green = overlay.green * 255
    blue = overlay.blue * 255
    self.amount = amount
    self.defaultForeground = defaultForeground
    self.defaultBackground = defaultBackground
  }

  mutating func foreground(_ packed: UInt32) -> UInt32 {
    if packed == lastForeground.0 { return lastForeground.1 }
    let result = blend(packed == 0 ? defaultForeground : packed)
    lastForeground = (packed, result)
    return result
  }

  mutating func background(_ packed: UInt32) -> UInt32 {
    if packed == lastBackground.0 { return lastBackground.1 }
    let result = blend(packed == 0 ? defaultBackground : packed)
    lastBackground = (packed, result)
    return result
  }

  private func blend(_ packed: UInt32) -> UInt32 {
    func channel(_ value: UInt32, _ target: Double) -> UInt32 {
      let source = Double(value & 0xFF)
      return UInt32(min(max((source + (target - source) * amount).rounded(), 0), 255))
    }
    return 0x0100_0000 | channel(packed >> 16, red) << 16 | channel(packed >> 8, green) << 8 | channel(packed, blue)
  }
}
