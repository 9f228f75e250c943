import LodestarGeometry
import LodestarJSON
import LodestarText

/// The pieces that ``SceneJSON`` writes for tour scenes and walkthrough scenes alike. Keys are written in the
/// order of their UTF-8 bytes, as ``SceneJSON`` sorts them.
extension JSONStreamWriter {
  /// A number rounded to three decimals, `0` for `-0`, and `null` when it is not finite.
  mutating func sceneNumber(_ value: Double) {
    guard value.isFinite else {
      null()
      return
    }
    let rounded = (value * 1000).rounded() / 1000
    number(rounded == 0 ? 0 : rounded)
  }

  /// `value` written by `write`, or `null` when it is absent.
  mutating func valueOrNull<Value>(_ value: Value?, _ write: (inout JSONStreamWriter, Value) -> Void) {
    if let value {
      write(&self, value)
    } else {
      null()
    }
  }

  /// An array of `elements`, each written by `write`.
  mutating func array<Elements: Sequence>(
    _ elements: Elements, _ write: (inout JSONStreamWriter, Elements.Element) -> Void
  ) {
    beginArray()
    for element in elements { write(&self, element) }
    endArray()
  }

  /// `{"height": …, "width": …}`.
  mutating func sceneSize(_ size: Size) {
    beginObject()
    key("height")
    sceneNumber(size.height)
    key("width")
    sceneNumber(size.width)
    endObject()
  }

  /// `{"height": …, "width": …, "x": …, "y": …}`, the rect's origin and size.
  mutating func sceneRect(_ rect: Rect) {
    beginObject()
    key("height")
    sceneNumber(rect.height)
    key("width")
    sceneNumber(rect.width)
    key("x")
    sceneNumber(rect.minX)
    key("y")
    sceneNumber(rect.minY)
    endObject()
  }

  /// `{"alpha": …, "blue": …, "green": …, "red": …}`.
  mutating func sceneColor(_ color: RGBAColor) {
    beginObject()
    key("alpha")
    sceneNumber(color.alpha)
    key("blue")
    sceneNumber(color.blue)
    key("green")
    sceneNumber(color.green)
    key("red")
    sceneNumber(color.red)
    endObject()
  }

  /// `[a, b, c, d, tx, ty]`.
  mutating func sceneTransform(_ transform: AffineMatrix) {
    beginArray()
    sceneNumber(transform.a)
    sceneNumber(transform.b)
    sceneNumber(transform.c)
    sceneNumber(transform.d)
    sceneNumber(transform.tx)
    sceneNumber(transform.ty)
    endArray()
  }

  /// A line of wrapped text: `{"alignment": …, "direction": …, "text": …, "width": …}`.
  mutating func sceneLine(_ line: WrappedLine) {
    beginObject()
    key("alignment")
    string(line.alignment.rawValue)
    key("direction")
    string(line.direction.rawValue)
    key("text")
    string(line.text)
    key("width")
    sceneNumber(line.width)
    endObject()
  }
}
