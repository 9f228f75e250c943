import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarScene
import LodestarText
import LodestarTimeline

/// Draws a ``/LodestarScene/TourScene`` over a host screen on a ``TerminalCanvas``.
///
/// The screen's elements are drawn first as labelled boxes, then the overlay dims every cell whose centre
/// lies outside the cut-out openings (blending with the overlay colour at the scene's opacity), then the
/// ornaments, the step's companion view, the coach mark (a rounded box with its wrapped text and the separator between the hint and a
/// next label beside it, the arrow glyph on the edge it points from), the progress text and the skip
/// control. Points map to cells through ``mapping``; lay the scene out with a
/// ``/LodestarText/MonospacedTextMeasurer`` of the mapping's cell size so each line takes the cells it
/// was measured in.
///
/// Rounding points to cells must not hide what the step points at, so the renderer keeps these rules:
///
/// - The cells of every highlighted target whose centre is in an opening stay undimmed, even when no cell
///   centre falls inside the opening (a target shorter than a row), and nothing of the tour is drawn on them.
/// - A coach mark beside its target that would land on a target's cells is moved by whole cells away from it,
///   in the direction its arrow points from.
/// - The arrow's head goes in the cell next to the target it points at, across from the target's cells and
///   inside the box's span: on the box's border when the box touches the target, else with a stem (`│` or
///   `─`) over the cells between them; when those cells hold text the box moves up to the target instead.
/// - The coach mark's border, separator and arrow are drawn in its border colour made darker or lighter until it
///   has 3:1 against the body (``LodestarGeometry/RGBAColor/legible(on:minimum:)``): Instructions' default
///   border, white 0.8 on a white body, is 1.6:1.
/// - The overlay dims the screen's cells, and then every glyph it dimmed (an element's border or label) is made
///   darker or lighter until it has 3:1 against its dimmed cell again, in 24-bit colour, in the 256-colour
///   palette and in the 16 basic colours; the progress text gets 4.5:1 against the cells it is drawn on.
/// - The progress text and the skip control's label go where their points map if no cell there (or right
///   next to it) holds text or belongs to a target or the coach mark, else in the nearest free cells (at most
///   12 rows away); a label with no free place is not drawn.
///
/// What a terminal cannot draw is drawn as its documented fallback: an overlay blur as the overlay's colour
/// (the Reduce Transparency fallback), and app views the scene knows only by identifier (ornaments, the
/// companion view, a custom body or skip control) as placeholder boxes labelled with the identifier, in the theme's
/// app-view colours; a custom arrow is a `◆` where the arrow's glyph would be.
public struct TerminalRenderer: Sendable, Hashable {
  /// The grid's width in cells.
  public var columns: Int
  /// The grid's height in cells.
  public var rows: Int
  /// How scene points map to cells.
  public var mapping: PointToCellMapping
  /// The colours of the host screen.
  public var theme: TerminalRendererTheme

  /// A renderer for a `columns` × `rows` grid with an explicit point-to-cell mapping.
  public init(
    columns: Int, rows: Int, mapping: PointToCellMapping, theme: TerminalRendererTheme = TerminalRendererTheme()
  ) {
    self.columns = min(max(columns, 0), TerminalCanvas.maximumDimension)
    self.rows = min(max(rows, 0), TerminalCanvas.maximumDimension)
    self.mapping = mapping
    self.theme = theme
  }

  /// A renderer whose grid covers a scene of `size` at `pointsPerColumn` × `pointsPerRow` (8 × 18 by
  /// default: one cell per character of the demo's monospaced text measurer).
  public init(
    sceneSize size: Size, pointsPerColumn: Double = 8, pointsPerRow: Double = 18,
    theme: TerminalRendererTheme = TerminalRendererTheme()
  ) {
    let columns = Self.cellCount(size.width, per: pointsPerColumn)
    let rows = Self.cellCount(size.height, per: pointsPerRow)
    self.init(
      columns: columns, rows: rows,
      mapping: PointToCellMapping(pointsPerColumn: pointsPerColumn, pointsPerRow: pointsPerRow),
      theme: theme)
  }

  /// A renderer for a scene of `size` in a window of at most `columns` × `rows` cells: 8 × 18 points per
  /// cell (one character of ``/LodestarText/MonospacedTextMeasurer/init(cellWidth:lineHeight:)`` with
  /// 8 and 18), or as many more points per column and per row as it takes to fit the window. Lay the scene
  /// out with a `MonospacedTextMeasurer` of the same cell size (``mapping``'s points per column and row) so
  /// its text takes the cells it was measured in.
  ///
  /// - Parameters:
  ///   - size: The scene's size in points.
  ///   - columns: The window's width in cells.
  ///   - rows: The window's height in cells.
  ///   - theme: The colours of the host screen.
  public init(
    sceneSize size: Size, fittingColumns columns: Int, rows: Int, theme: TerminalRendererTheme = TerminalRendererTheme()
  ) {
    let full = TerminalRenderer(sceneSize: size, theme: theme)
    guard columns > 0, rows > 0, full.columns > columns || full.rows > rows else {
      self = full
      return
    }
    let scaled = TerminalRenderer(
      sceneSize: size, pointsPerColumn: max(8, size.width / Double(columns)),
      pointsPerRow: max(18, size.height / Double(rows)), theme: theme)
    // Rounding a cell count up can still give one cell more than the window: never draw past it.
    self.init(
      columns: min(scaled.columns, columns), rows: min(scaled.rows, rows), mapping: scaled.mapping, theme: theme)
  }

  /// The canvas showing `scene` over the elements of `screen`.
  public func canvas(for scene: TourScene, over screen: [ScreenElementBox]) -> TerminalCanvas {
    canvas(for: scene, onScreen: screenCanvas(for: screen))
  }

  /// The host screen alone: the background and the elements' labelled boxes. It does not change while a
  /// tour animates, so a caller drawing many frames makes it once and passes it to
  /// ``canvas(for:onScreen:)``.
  public func screenCanvas(for screen: [ScreenElementBox]) -> TerminalCanvas {
    var canvas = TerminalCanvas(
      columns: columns, rows: rows, defaultForeground: theme.text, defaultBackground: theme.background)
    canvas.fill(canvas.bounds, with: theme.background)
    drawScreen(screen, on: &canvas)
    return canvas
  }

  /// The canvas showing `scene` over a screen drawn by ``screenCanvas(for:)`` with this renderer.
  public func canvas(for scene: TourScene, onScreen screen: TerminalCanvas) -> TerminalCanvas {
    var cache = TerminalFrameCache()
    return canvas(for: scene, onScreen: screen, cache: &cache)
  }

  /// The canvas showing `scene` over a screen drawn by ``screenCanvas(for:)``, reusing the cells inside
  /// the openings from `cache` when the overlay's openings did not change since the previous frame (most
  /// frames of an animation: only a cut-out morph changes them).
  public func canvas(for scene: TourScene, onScreen screen: TerminalCanvas, cache: inout TerminalFrameCache)
    -> TerminalCanvas
  {
    var canvas = screen
    drawTour(
      scene.displayList(palette: DisplayPalette(), includingHitRegions: false, includingLabels: false),
      onScreen: screen, on: &canvas,
      cache: &cache)
    return canvas
  }

  /// Draws `scene` over a screen drawn by ``screenCanvas(for:)`` into a canvas the caller keeps: the same
  /// cells as ``canvas(for:onScreen:cache:)`` gives, written over whatever `canvas` showed.
  ///
  /// A frame loop keeps two canvases, draws each frame into the one the terminal does not show, encodes the
  /// changes with ``TerminalEncoder/encodeChanges(from:to:into:)`` and swaps them: once both canvases have
  /// the screen's size, a frame reuses their cells' memory instead of copying the screen into a new canvas.
  ///
  /// - Parameters:
  ///   - scene: The scene to draw.
  ///   - screen: The host screen, from ``screenCanvas(for:)`` of this renderer.
  ///   - canvas: The canvas to draw into; it takes the screen's size when its own differs.
  ///   - cache: What the previous frame of the same animation left to reuse.
  /// - Complexity: O(cells), plus the scene's elements.
  public func draw(
    _ scene: TourScene, onScreen screen: TerminalCanvas, into canvas: inout TerminalCanvas,
    cache: inout TerminalFrameCache
  ) {
    canvas.copyContents(of: screen)
    drawTour(
      scene.displayList(palette: DisplayPalette(), includingHitRegions: false, includingLabels: false),
      onScreen: screen, on: &canvas,
      cache: &cache)
  }

  /// Draws a tour scene's display list over a screen drawn by ``screenCanvas(for:)`` into a canvas the caller
  /// keeps, as ``draw(_:onScreen:into:cache:)-(TourScene,_,_,_)`` draws its scene: what any renderer drawing the same list
  /// draws, snapped to cells.
  ///
  /// - Parameters:
  ///   - list: The display list of a tour scene (``/LodestarScene/TourScene/displayList(palette:)``).
  ///   - screen: The host screen, from ``screenCanvas(for:)`` of this renderer.
  ///   - canvas: The canvas to draw into; it takes the screen's size when its own differs.
  ///   - cache: What the previous frame of the same animation left to reuse.
  /// - Complexity: O(cells), plus the list's items.
  public func draw(
    _ list: DisplayList, onScreen screen: TerminalCanvas, into canvas: inout TerminalCanvas,
    cache: inout TerminalFrameCache
  ) {
    canvas.copyContents(of: screen)
    drawTour(list, onScreen: screen, on: &canvas, cache: &cache)
  }

  /// Draws a display list's items on `canvas`, which shows `screen`: the overlay, the ornaments and the
  /// companion, the coach mark at its placement on the grid, then the progress text and the skip control in
  /// free cells.
  private func drawTour(
    _ list: DisplayList, onScreen screen: TerminalCanvas, on canvas: inout TerminalCanvas,
    cache: inout TerminalFrameCache
  ) {
    let items = list.items
    let targets = protectedTargets(of: list)
    let coachMark = TerminalCoachMark(in: items)
    let placement = coachMark.flatMap {
      coachMarkPlacement($0, position: list.coachMarkPosition, targets: targets, on: screen)
    }
    var labels: TerminalLabelPlacements?
    for item in items {
      switch (item.part, item.primitive) {
      case (.overlay, .overlay(let overlay)):
        drawOverlay(overlay, opacity: item.opacity, keepingOpen: targets, on: &canvas, cache: &cache)
      case (.ornament, .slot(let id, let frame)), (.companion, .slot(let id, let frame)):
        if item.opacity > 0 { drawAppView(id, frame: frame, on: &canvas) }
      case (.coachMarkBody, _):
        if let coachMark, let placement { drawCoachMark(coachMark, placement: placement, on: &canvas) }
      case (.progress, .text(let line)):
        // Both labels are placed once, on the canvas as it is when the first of them is drawn.
        if labels == nil {
          labels = placeLabels(of: items, on: canvas, avoiding: targets + (placement.map { [$0.box] } ?? []))
        }
        if let cells = labels?.progress { drawProgress(line.text, at: cells, on: &canvas) }
      case (.skipControl, _):
        if labels == nil {
          labels = placeLabels(of: items, on: canvas, avoiding: targets + (placement.map { [$0.box] } ?? []))
        }
        if let cells = labels?.skip { drawSkipControl(item, at: cells, on: &canvas) }
      default: break
      }
    }
  }

  /// An app view the scene knows only by identifier: a box over its cells, labelled with the identifier.
  func drawAppView(_ id: ElementID, frame: Rect, on canvas: inout TerminalCanvas) {
    let cells = mapping.cellRect(for: frame)
    guard !cells.isEmpty else { return }
    canvas.drawBox(
      cells, border: TerminalStyle(foreground: theme.appViewBorder, background: theme.appViewFill),
      fill: theme.appViewFill)
    drawLabel(
      id.rawValue, in: cells, style: TerminalStyle(foreground: theme.appViewBorder, background: theme.appViewFill),
      on: &canvas)
  }

  /// A box's label: inside the box on its first row, or on its top edge when the box has no inside row;
  /// across the whole width, borders included, when it is wider than the inside (a 44-point button in a
  /// coarse grid keeps its "Back").
  func drawLabel(_ label: String, in cells: CellRect, style: TerminalStyle, on canvas: inout TerminalCanvas) {
    let labelRow = cells.height >= 3 ? cells.row + 1 : cells.row
    let inside = max(cells.width - 2, 0)
    let column = MonospacedTextMeasurer.cells(in: label) > inside ? cells.column : cells.column + 1
    let clip = CellRect(column: column, row: labelRow, width: column == cells.column ? cells.width : inside, height: 1)
    canvas.drawText(label, column: column, row: labelRow, style: style, clip: clip)
  }

  private func drawScreen(_ boxes: [ScreenElementBox], on canvas: inout TerminalCanvas) {
    for box in boxes {
      let cells = mapping.cellRect(for: box.frame)
      guard !cells.isEmpty else { continue }
      // The root is the screen itself: its inside already has the background colour.
      let fill = box.depth == 0 ? theme.background : theme.elementFill
      canvas.drawBox(
        cells, border: TerminalStyle(foreground: theme.elementBorder, background: fill),
        fill: box.depth == 0 ? nil : fill)
      guard box.depth > 0 else { continue }
      drawLabel(box.label, in: cells, style: TerminalStyle(foreground: theme.text, background: fill), on: &canvas)
    }
  }

  /// Dims the cells outside the openings with the overlay's colour. A terminal cannot blur what lies
  /// below, so an overlay that asks for a blur is drawn with its colour, the fallback the scene carries for
  /// Reduce Transparency (``/LodestarScene/OverlayBlur/isReplacedByColor``).
  ///
  /// The cells of the highlighted targets (`targets`, see ``protectedTargets(of:)``) stay undimmed even where
  /// no cell centre falls inside their opening (a target shorter than a row).
  private func drawOverlay(
    _ overlay: DisplayOverlay, opacity layerOpacity: Double, keepingOpen targets: [CellRect],
    on canvas: inout TerminalCanvas, cache: inout TerminalFrameCache
  ) {
    let opacity = overlay.fill.alpha * layerOpacity
    guard opacity > 0 else { return }
    let mask = cache.openingMask(for: overlay.region, renderer: self)
    let columns = canvas.columns
    // Dimming brings a label or a border closer to its box's colour: keep 3:1 between them.
    canvas.dim(
      color: overlay.fill.clamped.withAlpha(1), opacity: opacity, minimumTextContrast: RGBAColor.minimumGlyphContrast,
      memo: &cache.legibleText
    ) { column, row in
      mask[row * columns + column] || targets.contains { $0.contains(column: column, row: row) }
    }
  }

  /// For every cell, row by row, whether its centre is inside an opening of `region` (the non-zero rule,
  /// as ``/LodestarGeometry/OverlayRegion/containsOpening(at:)``).
  ///
  /// Each opening is flattened to a polygon once; each row then intersects its centre line with the
  /// polygon's edges and marks the columns between crossings where the winding number is not zero, so a
  /// frame costs a few operations per edge and row instead of a path test per cell.
  func openingMask(for region: OverlayRegion) -> [Bool] {
    var mask = [Bool](repeating: false, count: columns * rows)
    let bounds = region.bounds
    // The polygon is within `tolerance` of the true outline; cells whose centre could be on the other side
    // of it are decided by the region's exact test instead.
    let tolerance = 0.01
    let margin = 2 * tolerance
    for opening in region.openings {
      let edges = Self.edges(of: opening.flattened(tolerance: tolerance))
      let vertexYs = edges.map(\.0.y)
      let cells = mapping.cellRect(for: opening.bounds)
      let firstRow = max(cells.row - 1, 0)
      let endRow = min(cells.endRow + 1, rows)
      let firstColumn = max(cells.column - 1, 0)
      let endColumn = min(cells.endColumn + 1, columns)
      guard firstRow < endRow, firstColumn < endColumn else { continue }
      var crossings: [(x: Double, direction: Int, slack: Double)] = []
      for row in firstRow..<endRow {
        let y = mapping.centerPoint(column: 0, row: row).y
        guard y >= bounds.minY, y < bounds.maxY else { continue }
        if vertexYs.contains(where: { abs($0 - y) <= margin }) {
          // Near a vertex (where a curve may turn): test every cell of the row exactly.
          for column in firstColumn..<endColumn where !mask[row * columns + column] {
            mask[row * columns + column] = region.containsOpening(at: mapping.centerPoint(column: column, row: row))
          }
          continue
        }
        crossings.removeAll(keepingCapacity: true)
        for (start, end) in edges where (start.y <= y && end.y > y) || (end.y <= y && start.y > y) {
          let slope = (end.x - start.x) / (end.y - start.y)
          crossings.append((start.x + (y - start.y) * slope, start.y <= y ? 1 : -1, margin * (abs(slope) + 1)))
        }
        guard crossings.count >= 2 else { continue }
        crossings.sort { $0.x < $1.x }
        var winding = 0
        for index in 0..<(crossings.count - 1) {
          winding += crossings[index].direction
          guard winding != 0 else { continue }
          markColumns(
            from: max(crossings[index].x, bounds.minX), to: min(crossings[index + 1].x, bounds.maxX), row: row,
            in: &mask)
        }
        for crossing in crossings {
          let first = max(mapping.column(forX: crossing.x - crossing.slack), firstColumn)
          let last = min(mapping.column(forX: crossing.x + crossing.slack), endColumn - 1)
          guard first <= last else { continue }
          for column in first...last {
            mask[row * columns + column] = region.containsOpening(at: mapping.centerPoint(column: column, row: row))
          }
        }
      }
    }
    return mask
  }

  /// Marks the cells of `row` whose centres lie in `left...right` (the right end open).
  private func markColumns(from left: Double, to right: Double, row: Int, in mask: inout [Bool]) {
    guard left < right else { return }
    let origin = mapping.origin.x
    let width = mapping.pointsPerColumn
    let first = ((left - origin) / width - 0.5).rounded(.up)
    let end = ((right - origin) / width - 0.5).rounded(.up)
    guard first.isFinite, end.isFinite else { return }
    let firstColumn = Int(max(first, 0))
    let endColumn = Int(min(end, Double(columns)))
    guard firstColumn < endColumn else { return }
    for column in firstColumn..<endColumn { mask[row * columns + column] = true }
  }

  /// The straight edges of a flattened path, each subpath closed.
  private static func edges(of path: BezierPath) -> [(Point, Point)] {
    var edges: [(Point, Point)] = []
    var start: Point?
    var current: Point?
    func close() {
      if let from = current, let to = start, from != to { edges.append((from, to)) }
    }
    for element in path.elements {
      switch element {
      case .move(let point):
        close()
        start = point
        current = point
      case .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
        if let from = current { edges.append((from, point)) } else { start = point }
        current = point
      case .closeSubpath:
        close()
        current = start
      }
    }
    close()
    return edges.filter { $0.0.isFinite && $0.1.isFinite && $0.0.y != $0.1.y }
  }

  /// The 1-point line between the hint and a next label beside it: `│` over the rows it spans, in the column
  /// its left edge rounds to (as text columns are rounded), so it sits in the gap between the two texts; a
  /// line wider than tall is a `─` along the row of its centre.
  func drawSeparator(
    _ frame: Rect, offset: CellOffset = CellOffset(), clip: CellRect, style: TerminalStyle,
    on canvas: inout TerminalCanvas
  ) {
    guard frame.isFinite, !frame.isNull else { return }
    if frame.height >= frame.width {
      let column = mapping.column(forX: frame.minX + mapping.pointsPerColumn / 2) + offset.columns
      let first = mapping.row(forY: frame.minY + mapping.pointsPerRow / 2)
      let last = max(mapping.row(forY: frame.maxY - mapping.pointsPerRow / 2), first)
      for row in first...last {
        canvas.drawText("│", column: column, row: row + offset.rows, style: style, clip: clip)
      }
    } else {
      let row = mapping.row(forY: frame.midY) + offset.rows
      let first = mapping.column(forX: frame.minX + mapping.pointsPerColumn / 2)
      let last = max(mapping.column(forX: frame.maxX - mapping.pointsPerColumn / 2), first)
      canvas.drawText(
        String(repeating: "─", count: last - first + 1), column: first + offset.columns, row: row, style: style,
        clip: clip)
    }
  }

  /// One line of text, starting where its box's left edge maps (under `transform`), moved by `offset` and
  /// clipped to `clip`; a right-to-left paragraph's line is drawn in visual order.
  func drawLine(
    _ line: DisplayTextLine, transform: AffineMatrix = .identity, offset: CellOffset = CellOffset(), clip: CellRect,
    style: TerminalStyle, on canvas: inout TerminalCanvas
  ) {
    let start = Point(x: line.frame.minX, y: line.frame.midY)
    let placed = transform.isIdentity ? start : transform.apply(start)
    let row = mapping.row(forY: placed.y) + offset.rows
    let column = mapping.column(forX: placed.x + mapping.pointsPerColumn / 2) + offset.columns
    let visual = line.direction == .rightToLeft ? String(line.text.reversed()) : line.text
    canvas.drawText(visual, column: column, row: row, style: style, clip: clip)
  }

  private static func cellCount(_ length: Double, per step: Double) -> Int {
    guard length.isFinite, step.isFinite, step > 0, length > 0 else { return 0 }
    let count = (length / step).rounded(.up)
    return count >= Double(TerminalCanvas.maximumDimension) ? TerminalCanvas.maximumDimension : Int(count)
  }
}
