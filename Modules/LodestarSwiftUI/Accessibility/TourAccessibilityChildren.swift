#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarGeometry
  import LodestarScene
  import SwiftUI

  /// The scene's accessibility elements as SwiftUI accessibility children, in the scene's reading order, each at
  /// its frame with its label, hint and the traits of its role.
  struct TourAccessibilityChildren: View {
    let elements: [SceneAccessibilityElement]

    var body: some View {
      ForEach(elements.indices, id: \.self) { index in
        let element = elements[index]
        Color.clear
          .frame(width: element.frame.width, height: element.frame.height)
          .position(x: element.frame.midX, y: element.frame.midY)
          .accessibilityLabel(Text(verbatim: element.label))
          .accessibilityHint(Text(verbatim: element.hint ?? ""))
          .accessibilityAddTraits(element.role.traits)
      }
    }
  }

  extension SceneAccessibilityRole {
    /// The SwiftUI traits of the role (an adjustable element's actions are not offered yet).
    var traits: AccessibilityTraits {
      switch self {
      case .button: .isButton
      case .header: .isHeader
      case .staticText, .adjustable: .isStaticText
      }
    }
  }
#endif
