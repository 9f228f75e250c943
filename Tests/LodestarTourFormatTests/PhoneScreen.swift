import LodestarGeometry
import LodestarViewModel

/// The phone-sized screen the host-tree tests share: 390×844 with a navigation bar, a list of 20 rows that
/// clips to its bounds, and a tab bar whose third tab has a badge scaled 2× about its centre.
enum PhoneScreen {
  static let size = Size(width: 390, height: 844)

  static func make() -> SceneGraph {
    SceneGraph(size: size) {
      SceneElement("navigationBar", frame: Rect(x: 0, y: 0, width: 390, height: 96)) {
        SceneElement("back", frame: Rect(x: 8, y: 52, width: 44, height: 44), accessibilityLabel: "Back")
        SceneElement("title", frame: Rect(x: 120, y: 52, width: 150, height: 44))
      }
      SceneElement("list", frame: Rect(x: 0, y: 96, width: 390, height: 665), clipsToBounds: true) {
        for row in 0..<20 {
          SceneElement(ElementID("row.\(row)"), frame: Rect(x: 0, y: Double(row) * 60, width: 390, height: 60)) {
            SceneElement(ElementID("row.\(row).accessory"), frame: Rect(x: 340, y: 8, width: 44, height: 44))
          }
        }
      }
      SceneElement("tabBar", frame: Rect(x: 0, y: 761, width: 390, height: 83)) {
        for tab in 0..<4 {
          SceneElement(ElementID("tab.\(tab)"), frame: Rect(x: Double(tab) * 97.5, y: 0, width: 97.5, height: 49)) {
            if tab == 2 {
              SceneElement(
                "badge", frame: Rect(x: 60, y: 4, width: 20, height: 20),
                transform: AffineMatrix(scaleX: 2, y: 2), cornerRadius: 10)
            }
          }
        }
      }
    }
  }
}
