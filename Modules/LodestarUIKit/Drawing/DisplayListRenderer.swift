#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarGeometry
  import LodestarHostTree
  import LodestarScene
  import UIKit

  /// Draws a display list into a view with Core Animation layers and UIKit views, one per primitive, back to front:
  ///
  /// - the overlay: a `CAShapeLayer` filled with the even-odd rule (the bounds and one sub-path per opening); with a
  ///   blur, a `UIVisualEffectView` masked by a shape layer with the same path instead;
  /// - rounded rectangles (the body, the separator, the skip control): shape layers with a 1-point border;
  /// - arrows: a filled shape layer and a stroked one for the two outer sides;
  /// - text: one `UILabel` per line, in the line's frame, with the measurer's font, on one line that UIKit neither
  ///   wraps nor truncates (the engine measured and broke the lines: UIKit draws them as they are);
  /// - slots: the app's own view for the identifier, at the slot's frame.
  ///
  /// Items with a clip (a walkthrough page and its elements) are drawn in a view that clips to it
  /// (`clipsToBounds`), one per run of items with the same clip, as the SVG renderer clips each page's group: what
  /// moves beyond its page (a parallax element while the pages scroll) does not show over the next one. The clip is
  /// in the canvas's space, not moved by the items' transforms.
  ///
  /// Layers, labels and clip views are reused from frame to frame; what a frame does not use is hidden. Item
  /// transforms (morphs) apply to paths directly and to views about their centres.
  @MainActor
  final class DisplayListRenderer {
    unowned let canvas: UIView
    let overlay = CAShapeLayer()
    let blur = UIVisualEffectView(effect: nil)
    let blurMask = CAShapeLayer()
    private(set) var shapes: [CAShapeLayer] = []
    private(set) var labels: [UILabel] = []
    /// The views that clip runs of items to their clip, back to front.
    private(set) var clipViews: [UIView] = []
    private var usedShapes = 0
    private var usedLabels = 0
    private var usedClipViews = 0
    /// The clip of the items being drawn, and the view they go in: the canvas, or the clip view of `clip`.
    private var clip: Rect?
    private var parent: UIView

    init(canvas: UIView) {
      self.canvas = canvas
      parent = canvas
      overlay.fillRule = .evenOdd
      canvas.layer.addSublayer(overlay)
      blurMask.fillRule = .evenOdd
      blurMask.fillColor = CGColor.make(.black)
      let mask = UIView(frame: .zero)
      mask.layer.addSublayer(blurMask)
      blur.mask = mask
      blur.isHidden = true
      canvas.addSubview(blur)
    }

    /// Draws `list`; `appViews` are the app's views for slots, `measurer` gives the font of each line.
    func draw(_ list: DisplayList, appViews: [ElementID: UIView], measurer: FontTextMeasurer) {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      usedShapes = 0
      usedLabels = 0
      usedClipViews = 0
      clip = nil
      parent = canvas
      overlay.isHidden = true
      blur.isHidden = true
      var shownViews = Set<ElementID>()
      for (index, item) in list.items.enumerated() {
        let depth = CGFloat(index)
        enterClip(item.clip, depth: depth)
        switch item.primitive {
        case .overlay(let shape): drawOverlay(shape, item: item, size: list.size, depth: depth)
        case .roundedRectangle(let rectangle):
          let path = BezierPath.roundedRect(rectangle.frame, cornerRadius: rectangle.cornerRadius)
          addShape(path, fill: rectangle.fill, stroke: rectangle.border, item: item, depth: depth)
        case .arrow(let arrow):
          if let id = arrow.customView {
            if place(appViews[id], in: arrow.frame, item: item, depth: depth) { shownViews.insert(id) }
          } else {
            addShape(arrow.path, fill: arrow.fill, stroke: nil, item: item, depth: depth)
            if item.part == .coachMarkArrow {
              addShape(arrow.outline, fill: nil, stroke: arrow.border, item: item, depth: depth)
            }
          }
        case .text(let line): addLabel(line, item: item, measurer: measurer, depth: depth)
        case .slot(let id, let frame):
          if place(appViews[id], in: frame, item: item, depth: depth) { shownViews.insert(id) }
        }
      }
      for shape in shapes[usedShapes...] { shape.isHidden = true }
      for label in labels[usedLabels...] { label.isHidden = true }
      for view in clipViews[usedClipViews...] { view.isHidden = true }
      for (id, view) in appViews where !shownViews.contains(id) && isDrawnHere(view) { view.isHidden = true }
      CATransaction.commit()
    }

    /// Makes `next` the clip of the items that follow: they go on the canvas when it is `nil`, else in a view
    /// that clips to it (the next clip view when the clip changes), placed at `depth` among the canvas's layers.
    private func enterClip(_ next: Rect?, depth: CGFloat) {
      guard next != clip else { return }
      clip = next
      guard let next else {
        parent = canvas
        return
      }
      if usedClipViews == clipViews.count {
        let view = UIView(frame: .zero)
        view.clipsToBounds = true
        // Touches on a page go to the canvas, not to the view that clips it.
        view.isUserInteractionEnabled = false
        canvas.addSubview(view)
        clipViews.append(view)
      }
      let view = clipViews[usedClipViews]
      usedClipViews += 1
      view.frame = CGRect(next)
      view.layer.zPosition = depth
      view.isHidden = false
      parent = view
    }

    /// Whether `view` is on the canvas or in one of its clip views.
    private func isDrawnHere(_ view: UIView) -> Bool {
      view.superview === canvas || clipViews.contains { $0 === view.superview }
    }

    /// The canvas's origin in the coordinates of the view the items go in.
    private var canvasOrigin: CGPoint {
      CGPoint(x: -CGFloat(clip?.minX ?? 0), y: -CGFloat(clip?.minY ?? 0))
    }

    private func drawOverlay(_ shape: DisplayOverlay, item: DisplayItem, size: Size, depth: CGFloat) {
      let path = CGPath.make(item.transform.isIdentity ? shape.path : shape.path.applying(item.transform))
      if let style = shape.blur {
        blur.effect = UIBlurEffect(style: UIBlurEffect.Style(style))
        blur.frame = CGRect(Rect(origin: .zero, size: size))
        blur.mask?.frame = blur.bounds
        blurMask.path = path
        blur.alpha = CGFloat(item.opacity)
        blur.layer.zPosition = depth
        blur.isHidden = false
      } else {
        overlay.frame = CGRect(Rect(origin: .zero, size: size))
        overlay.path = path
        overlay.fillColor = CGColor.make(shape.fill)
        overlay.opacity = Float(item.opacity)
        overlay.zPosition = depth
        overlay.isHidden = false
      }
    }

    private func addShape(_ path: BezierPath, fill: RGBAColor?, stroke: RGBAColor?, item: DisplayItem, depth: CGFloat) {
      if usedShapes == shapes.count {
        let shape = CAShapeLayer()
        canvas.layer.addSublayer(shape)
        shapes.append(shape)
      }
      let shape = shapes[usedShapes]
      usedShapes += 1
      if shape.superlayer !== parent.layer { parent.layer.addSublayer(shape) }
      // The path is in the canvas's coordinates: the layer covers the canvas wherever it is.
      let origin = canvasOrigin
      shape.frame = CGRect(
        x: origin.x + canvas.bounds.minX, y: origin.y + canvas.bounds.minY, width: canvas.bounds.width,
        height: canvas.bounds.height)
      shape.path = CGPath.make(item.transform.isIdentity ? path : path.applying(item.transform))
      shape.fillColor = fill.map(CGColor.make)
      shape.strokeColor = stroke.map(CGColor.make)
      shape.lineWidth = 1
      shape.opacity = Float(item.opacity)
      shape.zPosition = depth
      shape.isHidden = false
    }

    private func addLabel(_ line: DisplayTextLine, item: DisplayItem, measurer: FontTextMeasurer, depth: CGFloat) {
      if usedLabels == labels.count {
        let label = UILabel(frame: .zero)
        canvas.addSubview(label)
        labels.append(label)
      }
      let label = labels[usedLabels]
      usedLabels += 1
      if label.superview !== parent { parent.addSubview(label) }
      label.numberOfLines = 1
      label.lineBreakMode = .byClipping
      label.text = line.text
      label.font = measurer.font(ofSize: line.fontSize)
      label.textColor = UIColor(line.color)
      label.textAlignment = NSTextAlignment(line.alignment)
      position(label, in: line.frame, item: item, depth: depth)
    }

    /// Places the app's view for a slot; `false` when the app gave none.
    private func place(_ view: UIView?, in frame: Rect, item: DisplayItem, depth: CGFloat) -> Bool {
      guard let view else { return false }
      if view.superview !== parent { parent.addSubview(view) }
      position(view, in: frame, item: item, depth: depth)
      return true
    }

    /// Places `view` at `frame` (in the canvas's coordinates) in the view the items go in, under the item's
    /// transform about the canvas's origin.
    private func position(_ view: UIView, in frame: Rect, item: DisplayItem, depth: CGFloat) {
      view.transform = .identity
      let origin = canvasOrigin
      view.frame = CGRect(
        x: origin.x + CGFloat(frame.minX), y: origin.y + CGFloat(frame.minY), width: CGFloat(frame.width),
        height: CGFloat(frame.height))
      // Made for the view's place in the canvas: a view's transform applies about its own centre, so it draws the
      // same in a clip view.
      if !item.transform.isIdentity { view.transform = CGAffineTransform(item.transform, aboutCenter: frame.center) }
      view.alpha = CGFloat(item.opacity)
      view.layer.zPosition = depth
      view.isHidden = false
    }
  }

  extension UIBlurEffect.Style {
    /// UIKit's blur for the engine's overlay blur.
    init(_ style: OverlayBlurStyle) {
      switch style {
      case .extraLight: self = .extraLight
      case .light: self = .light
      case .dark: self = .dark
      case .regular: self = .regular
      case .prominent: self = .prominent
      }
    }
  }
#endif
