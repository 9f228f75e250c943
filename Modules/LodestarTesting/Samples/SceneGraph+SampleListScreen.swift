import LodestarGeometry
import LodestarHostTree

extension SceneGraph {
  /// A sample list screen, 390×844 (``samplePhoneSize``), for host-tree geometry: a navigation bar, a list
  /// that clips its rows, and a tab bar with a transformed badge.
  ///
  /// Under the default root: `"navigationBar"` (0, 0, 390, 96) with `"back"` (8, 52, 44, 44) and `"title"`;
  /// `"list"` (0, 96, 390, 665), which clips to its bounds, with 20 rows `"row.0"` ... `"row.19"`, each
  /// 60 points high with an accessory (`"row.N.accessory"`, 44×44 at x 340); and `"tabBar"` (0, 761, 390, 83)
  /// with four tabs `"tab.0"` ... `"tab.3"`, the third carrying a `"badge"` (60, 4, 20, 20) scaled 2× about
  /// its centre.
  ///
  /// - Returns: The screen.
  public static func sampleListScreen() -> SceneGraph {
    SceneGraph(size: samplePhoneSize) {
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
                attributes: ElementAttributes(transform: AffineMatrix(scaleX: 2, y: 2), cornerRadius: 10))
            }
          }
        }
      }
    }
  }
}
