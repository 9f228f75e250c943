import LodestarGeometry
import LodestarText

extension LaidOutPage {
  /// The smallest factor the stacked arrangement shrinks the text by (text never goes below 11 points).
  static let smallestStackFactor = 0.05

  /// The page's subviews one below the other in the room between the controls (``WalkthroughLayout``'s
  /// fitting rule): from top to bottom as the page places them, text across the room's whole width, pictures
  /// (subviews without text) centred; the text's sizes multiplied by the largest factor up to 1 that lets the
  /// stack fit, pictures by its square; the stack centred vertically. When nothing fits, the smallest factor,
  /// the stack's top at the room's top (the page clips what runs past its bottom, as
  /// ``WalkthroughLayout/clippedElements`` reports).
  static func stacked(_ page: WalkthroughPage, room: WalkthroughPageRoom, measurer: some TextMeasurer)
    -> [LaidOutElement]
  {
    var best = arranged(page, factor: 1, room: room, measurer: measurer)
    if !best.fits {
      var low = smallestStackFactor
      var high = 1.0
      best = arranged(page, factor: low, room: room, measurer: measurer)
      for _ in 0..<14 {
        let middle = (low + high) / 2
        let attempt = arranged(page, factor: middle, room: room, measurer: measurer)
        if attempt.fits {
          best = attempt
          low = middle
        } else {
          high = middle
        }
      }
    }
    var elements = best.elements
    let extent = elements.reduce(Rect.null) { $0.union($1.template.frame) }
    guard !extent.isNull, extent.height.isFinite else { return elements }
    let top = best.fits ? room.content.minY + (room.content.height - extent.height) / 2 : room.content.minY
    let shift = top - extent.minY
    for index in elements.indices { elements[index].template.frame.origin.y += shift }
    return elements
  }

  /// The stack at one factor, its top at 0, and whether it fits the room.
  private static func arranged(
    _ page: WalkthroughPage, factor: Double, room: WalkthroughPageRoom, measurer: some TextMeasurer
  ) -> (elements: [LaidOutElement], fits: Bool) {
    let order = page.elements.indices.sorted {
      let (first, second) = (page.elements[$0].frame.minY, page.elements[$1].frame.minY)
      return first != second ? first < second : $0 < $1
    }
    var animatedIndices: [Int: Int] = [:]
    var next = 0
    for index in page.elements.indices where !page.staticTags.contains(page.elements[index].tag) {
      animatedIndices[index] = next
      next += 1
    }
    let content = room.content
    var elements: [LaidOutElement] = []
    var y = 0.0
    for index in order {
      let element = page.elements[index]
      let first = elements.count
      if element.text != nil {
        let frame = Rect(x: content.minX, y: y, width: content.width, height: 0)
        flatten(
          element, frame: frame, scale: factor, depth: 0, animatedIndex: animatedIndices[index], room: room,
          measurer: measurer, into: &elements)
        let height = elements[first].template.text?.height ?? 0
        elements[first].template.frame.size.height = height.isFinite ? height : 0
      } else {
        let width = element.frame.width
        let fitted = width > 0 ? Swift.min(1, content.width / width) : 1
        // The picture shrinks by the factor's square, but not so far that its own text (a number in a
        // circle, at 11 points at least) no longer fits it: then it grows by steps back toward its size.
        var scale = factor * factor * fitted
        var picture: [LaidOutElement] = []
        // At most 40 steps (1.25⁴⁰ is over 7,000 times the smallest scale), so a scale that underflows to 0
        // cannot loop.
        for _ in 0..<40 {
          picture = []
          let frame = Rect(
            x: content.midX - width * scale / 2, y: y, width: width * scale, height: element.frame.height * scale)
          flatten(
            element, frame: frame, scale: scale, depth: 0, animatedIndex: animatedIndices[index], room: room,
            measurer: measurer, into: &picture)
          let isWhole = WalkthroughAudit().elementFindings(picture.map(\.template), measurer: measurer).isEmpty
          if isWhole || scale >= fitted { break }
          scale = Swift.min(fitted, scale * 1.25)
        }
        elements += picture
      }
      y = elements[first].template.frame.maxY + WalkthroughControlsLayout.gap
    }
    reflow(&elements)
    let extent = elements.reduce(Rect.null) { $0.union($1.template.frame) }
    var fits = extent.isNull || extent.height <= content.height + 0.01
    if fits {
      let audit = WalkthroughAudit()
      fits =
        !elements.contains {
          audit.brokenWord(of: $0.template, maximumWidth: content.width, measurer: measurer) != nil
        } && audit.elementFindings(elements.map(\.template), measurer: measurer).isEmpty
    }
    // The elements in the page's order (depth first), as the scene lists them.
    let pageOrder = elementOrder(of: page, stackOrder: order)
    return (pageOrder.map { elements[$0] }, fits)
  }

  /// The positions in the stack's list (subviews in `stackOrder`, each followed by its descendants) of the
  /// elements in the page's depth-first order.
  private static func elementOrder(of page: WalkthroughPage, stackOrder: [Int]) -> [Int] {
    func count(_ element: WalkthroughElement) -> Int { 1 + element.children.reduce(0) { $0 + count($1) } }
    var start: [Int: Int] = [:]
    var position = 0
    for index in stackOrder {
      start[index] = position
      position += count(page.elements[index])
    }
    return page.elements.indices.flatMap { index in
      let first = start[index] ?? 0
      return Array(first..<(first + count(page.elements[index])))
    }
  }
}
