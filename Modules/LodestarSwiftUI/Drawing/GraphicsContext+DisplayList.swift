#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarGeometry
  import LodestarHostTree
  import LodestarScene
  import SwiftUI

  extension GraphicsContext {
    /// Draws a display list back to front: one drawing call per primitive, each under its item's opacity,
    /// transform and clip. App-view slots are the canvas's symbols tagged with their identifiers, drawn in their
    /// frames (nothing where the canvas has no such symbol).
    ///
    /// - Parameters:
    ///   - list: The display list.
    ///   - blursOverlay: Whether a material behind the canvas draws the overlay's blur (`overlayBlur(_:)`): then an
    ///     overlay with a blur is not filled with its colour. A canvas has no materials of its own.
    mutating func draw(_ list: DisplayList, blursOverlay: Bool = false) {
      for item in list.items where item.opacity > 0 {
        var layer = self
        layer.opacity = item.opacity
        if !item.transform.isIdentity { layer.concatenate(CGAffineTransform(item.transform)) }
        if let clip = item.clip { layer.clip(to: Path(BezierPath.roundedRect(clip, cornerRadius: 0))) }
        layer.draw(item.primitive, blursOverlay: blursOverlay)
      }
    }

    /// One primitive.
    private func draw(_ primitive: DisplayPrimitive, blursOverlay: Bool) {
      switch primitive {
      case .overlay(let overlay):
        guard overlay.blur == nil || !blursOverlay else { return }
        fill(Path(overlay.path), with: .color(Color(overlay.fill)), style: FillStyle(eoFill: true))
      case .roundedRectangle(let rectangle):
        fill(
          Path(BezierPath.roundedRect(rectangle.frame, cornerRadius: rectangle.cornerRadius)),
          with: .color(Color(rectangle.fill)))
        if let border = rectangle.border {
          // A 1-point border inside the frame: a stroke centred half a point in.
          let inner = rectangle.frame.insetBy(dx: 0.5, dy: 0.5)
          stroke(
            Path(BezierPath.roundedRect(inner, cornerRadius: max(0, rectangle.cornerRadius - 0.5))),
            with: .color(Color(border)), lineWidth: CGFloat(1.0))
        }
      case .arrow(let arrow):
        if let id = arrow.customView {
          drawSymbol(id, in: arrow.frame)
          return
        }
        fill(Path(arrow.path), with: .color(Color(arrow.fill)))
        stroke(Path(arrow.outline), with: .color(Color(arrow.border)), lineWidth: CGFloat(1.0))
      case .text(let line):
        let text = Text(verbatim: line.text).font(.custom("Helvetica", fixedSize: line.fontSize))
          .foregroundColor(Color(line.color))
        draw(text, in: CGRect(line.frame))
      case .slot(let id, let frame):
        drawSymbol(id, in: frame)
      }
    }

    /// The canvas's symbol tagged `id`, in `frame`.
    private func drawSymbol(_ id: ElementID, in frame: Rect) {
      guard let symbol = resolveSymbol(id: id) else { return }
      draw(symbol, in: CGRect(frame))
    }
  }
#endif
