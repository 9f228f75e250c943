import Foundation
import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarRendering
import LodestarScene
import LodestarTesting
import LodestarText
import Testing

/// The built-in tour in a terminal window, as the interactive demo draws it (the screen scaled down to fit,
/// text measured in the window's cells): every step's targets keep their cells undimmed and untouched with
/// their labels, and the arrow touches the target it points at.
@MainActor
@Suite struct TerminalTargetVisibilityTests {
  static let windows = [(80, 24), (100, 30), (120, 40)]
  static let sizes = [Size(width: 390, height: 844), Size(width: 844, height: 390)]

  struct Frame {
    var renderer: TerminalRenderer
    var scene: TourScene
    var screen: SceneGraph
    var canvas: TerminalCanvas
    var screenCanvas: TerminalCanvas
  }

  /// Step `step` in a `columns` × `rows` window (one row is the demo's status line).
  static func frame(step: Int, size: Size, isRightToLeft: Bool, columns: Int, rows: Int) -> Frame {
    let renderer = TerminalRenderer(sceneSize: size, fittingColumns: columns, rows: rows - 1)
    let measurer = MonospacedTextMeasurer(
      cellWidth: renderer.mapping.pointsPerColumn, lineHeight: renderer.mapping.pointsPerRow)
    let (scene, screen) = ProfileTourFixture.scene(
      step: step, size: size, isRightToLeft: isRightToLeft, measurer: measurer)
    let boxes = ScreenElementBox.boxes(of: screen)
    return Frame(
      renderer: renderer, scene: scene, screen: screen, canvas: renderer.canvas(for: scene, over: boxes),
      screenCanvas: renderer.screenCanvas(for: boxes))
  }

  static func text(of canvas: TerminalCanvas, row: Int, columns: Range<Int>) -> String {
    String(columns.map { canvas.cell(atColumn: $0, row: row)?.character ?? " " })
  }

  @Test(arguments: [false, true])
  func everyTargetStaysVisibleWithItsLabelAndTheArrowTouchesIt(isRightToLeft: Bool) {
    for (columns, rows) in Self.windows {
      for size in Self.sizes {
        for step in 0..<ProfileTourFixture.steps.count {
          let place = "\(columns)x\(rows) \(Int(size.width))x\(Int(size.height)) rtl \(isRightToLeft) step \(step + 1)"
          let frame = Self.frame(step: step, size: size, isRightToLeft: isRightToLeft, columns: columns, rows: rows)
          #expect(frame.canvas.columns <= columns && frame.canvas.rows < rows, "\(place): the frame fits the window")
          let mapping = frame.renderer.mapping
          var targetCells: [CellRect] = []
          for (id, targetFrame) in zip(frame.scene.interaction.targetIDs, frame.scene.interaction.targetFrames) {
            let cells = mapping.cellRect(for: targetFrame)
            targetCells.append(cells)
            // Every cell of the target is as the screen shows it: undimmed, nothing drawn over it.
            for row in cells.row..<cells.endRow {
              for column in cells.column..<cells.endColumn {
                #expect(
                  frame.canvas.cell(atColumn: column, row: row) == frame.screenCanvas.cell(atColumn: column, row: row),
                  "\(place): \(id) cell \(column),\(row)")
              }
            }
            // Its label reads in its cells (as much of it as the box is wide).
            let label = frame.screen.element(id)?.accessibilityLabel ?? id.rawValue
            let labelRow = cells.height >= 3 ? cells.row + 1 : cells.row
            let inside = max(cells.width - 2, 0)
            let start = label.count > inside ? cells.column : cells.column + 1
            let visible = String(label.prefix(label.count > inside ? cells.width : inside))
            let shown = Self.text(of: frame.canvas, row: labelRow, columns: start..<(start + visible.count))
            #expect(shown == visible, "\(place): \(id) shows \"\(shown)\", not \"\(visible)\"")
          }
          // The arrow's head touches a target on the side it points to.
          guard let arrow = frame.scene.coachMark?.arrow else { continue }
          let glyph: Character =
            switch arrow.orientation {
            case .up: "▲"
            case .down: "▼"
            case .left: "◀"
            case .right: "▶"
            }
          var heads: [(Int, Int)] = []
          for row in 0..<frame.canvas.rows {
            for column in 0..<frame.canvas.columns
            where frame.canvas.cell(atColumn: column, row: row)?.character == glyph {
              heads.append((column, row))
            }
          }
          #expect(heads.count == 1, "\(place): \(heads.count) arrow heads")
          guard let (column, row) = heads.first else { continue }
          let (nextColumn, nextRow): (Int, Int) =
            switch arrow.orientation {
            case .up: (column, row - 1)
            case .down: (column, row + 1)
            case .left: (column - 1, row)
            case .right: (column + 1, row)
            }
          #expect(
            targetCells.contains { $0.contains(column: nextColumn, row: nextRow) },
            "\(place): the arrow at \(column),\(row) does not touch a target")
        }
      }
    }
  }

  @Test func theProgressAndTheSkipControlAvoidText() {
    // 844×390 in 80×24: the progress text falls on the tab bar's labels; it moves to free cells.
    let frame = Self.frame(
      step: 0, size: Size(width: 844, height: 390), isRightToLeft: false, columns: 80, rows: 24)
    var found: (Int, Int)?
    for row in 0..<frame.canvas.rows {
      let line = Self.text(of: frame.canvas, row: row, columns: 0..<frame.canvas.columns)
      if let range = line.range(of: "1 of 5") {
        found = (line.distance(from: line.startIndex, to: range.lowerBound), row)
      }
    }
    guard let (column, row) = found else {
      Issue.record("the progress text is not drawn")
      return
    }
    for offset in -1...6 {
      #expect(
        frame.screenCanvas.holdsTextForTesting(column: column + offset, row: row) == false,
        "the progress covers or touches text at \(column + offset),\(row)")
    }
  }
}

extension TerminalCanvas {
  /// Whether the cell shows text (anything but a space or a box-drawing character).
  func holdsTextForTesting(column: Int, row: Int) -> Bool {
    guard let cell = cell(atColumn: column, row: row), let scalar = cell.character.unicodeScalars.first else {
      return false
    }
    return cell.character != " " && !(0x2500...0x257F).contains(scalar.value)
  }
}

/// Hostile scenes: far-away, huge and non-finite frames never trap, and the work stays within the grid (a
/// frame 10^15 points away would otherwise make an arrow stem or a label search of 10^14 cells).
@Suite struct TerminalRendererHostileSceneTests {
  @Test(arguments: [1e15, -1e15, Double.nan, Double.infinity, 4e9])
  func farAwayFramesAreDrawnQuickly(value: Double) {
    var scene = TourScene.sample()
    scene.interaction.targetFrames = [
      Rect(x: 0, y: 0, width: 100, height: 20), Rect(x: value, y: 0, width: 50, height: 20),
    ]
    scene.coachMark?.bodyFrame = Rect(x: 20, y: value, width: 219, height: 44)
    scene.coachMark?.arrow?.frame = Rect(x: 62.5, y: value, width: 15, height: 9)
    scene.progress?.frame = Rect(x: value, y: value, width: 48, height: 18)
    let renderer = TerminalRenderer(sceneSize: scene.size)
    let canvas = renderer.canvas(for: scene, over: [])
    #expect(canvas.columns == 49 && canvas.rows == 47, "\(value)")
  }
}
