import LodestarGeometry
import LodestarRendering
import Testing

@Suite struct PointToCellMappingTests {
  @Test func stretchesAPhoneScreenOntoAGrid() {
    let mapping = PointToCellMapping(stretching: Size(width: 390, height: 844), columns: 120, rows: 40)
    #expect(mapping.pointsPerColumn == 3.25)
    #expect(mapping.pointsPerRow == 21.1)
    #expect(mapping.column(forX: 389.9) == 119)
    #expect(mapping.row(forY: 843.9) == 39)
    #expect(
      mapping.cellRect(for: Rect(x: 0, y: 0, width: 390, height: 844))
        == CellRect(column: 0, row: 0, width: 120, height: 40))
    #expect(mapping.centerPoint(column: 0, row: 0) == Point(x: 1.625, y: 10.55))
  }

  @Test func fitsWithoutDistortionForTallCells() {
    let mapping = PointToCellMapping(fitting: Size(width: 390, height: 844), columns: 120, rows: 40)
    // 844 / (40 × 2) = 10.55 points per column wins over 390 / 120 = 3.25.
    #expect(mapping.pointsPerColumn == 10.55)
    #expect(mapping.pointsPerRow == 21.1)
    // 390 / 10.55 ≈ 37 columns used: the 83 spare columns are split, 41 to the left.
    #expect(mapping.column(forX: 0) == 41)
    #expect(mapping.row(forY: 0) == 0)
    let wide = PointToCellMapping(fitting: Size(width: 844, height: 390), columns: 120, rows: 40)
    #expect(wide.pointsPerColumn == 844.0 / 120)
    #expect(wide.pointsPerRow == 844.0 / 60)
  }

  @Test(arguments: [
    (Rect(x: 10, y: 10, width: 20, height: 20), CellRect(column: 1, row: 1, width: 2, height: 2)),
    (Rect(x: 14, y: 14, width: 2, height: 2), CellRect(column: 1, row: 1, width: 1, height: 1)),
    (Rect(x: -10, y: 0, width: 10, height: 10), CellRect(column: -1, row: 0, width: 1, height: 1)),
    (Rect(x: 0, y: 0, width: 0, height: 0), CellRect(column: 0, row: 0, width: 0, height: 0)),
    (Rect.null, CellRect(column: 0, row: 0, width: 0, height: 0)),
    (Rect(x: .nan, y: 0, width: 10, height: 10), CellRect(column: 0, row: 0, width: 0, height: 0)),
    (Rect(x: 0, y: 0, width: 1e300, height: 10), CellRect(column: 0, row: 0, width: 4_503_599_627_370_496, height: 1)),
  ])
  func mapsRectanglesToCells(rect: Rect, expected: CellRect) {
    let mapping = PointToCellMapping(pointsPerColumn: 10, pointsPerRow: 10)
    #expect(mapping.cellRect(for: rect) == expected)
  }

  @Test func invalidScalesBecomeOne() {
    let mapping = PointToCellMapping(pointsPerColumn: 0, pointsPerRow: .nan, origin: Point(x: .infinity, y: 0))
    #expect(mapping.pointsPerColumn == 1)
    #expect(mapping.pointsPerRow == 1)
    #expect(mapping.origin == .zero)
    #expect(mapping.column(forX: .nan) == 0)
    #expect(
      mapping.rect(for: CellRect(column: 2, row: 3, width: 4, height: 5)) == Rect(x: 2, y: 3, width: 4, height: 5))
  }
}

@Suite struct TerminalCanvasPointTests {
  @Test func dimsCellsWhoseCentresAreOutsideAnOpeningInPoints() {
    let mapping = PointToCellMapping(pointsPerColumn: 10, pointsPerRow: 20)
    var canvas = TerminalCanvas(columns: 4, rows: 2, defaultBackground: .white)
    let opening = Rect(x: 10, y: 0, width: 16, height: 20)
    canvas.dim(color: .black, opacity: 0.5, mapping: mapping) { point in opening.contains(point) }
    let dimmed = TerminalColor(red: 128, green: 128, blue: 128)
    let backgrounds = canvas.cells.map(\.background)
    #expect(backgrounds == [dimmed, nil, nil, dimmed, dimmed, dimmed, dimmed, dimmed])
  }

  @Test func drawsBoxesAroundRectanglesInPoints() {
    let mapping = PointToCellMapping(pointsPerColumn: 10, pointsPerRow: 20)
    var canvas = TerminalCanvas(columns: 5, rows: 3)
    canvas.drawBox(around: Rect(x: 10, y: 0, width: 30, height: 60), mapping: mapping, border: TerminalStyle())
    #expect(TerminalEncoder.plainText(of: canvas) == " ╭─╮\n │ │\n ╰─╯\n")
  }
}
