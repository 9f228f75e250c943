#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarGeometry
  import LodestarScene
  import SwiftUI

  /// The scene's accessibility elements as SwiftUI accessibility children, in the scene's reading order, each at
  /// its frame with its label, hint and the traits of its role. With `adjust`, an adjustable element (a
  /// walkthrough's page control) speaks its label as its value and takes VoiceOver's swipes up and down.
  struct TourAccessibilityChildren: View {
    let elements: [SceneAccessibilityElement]
    /// What an adjustable element's increment (`true`) and decrement (`false`) do; `nil` for none.
    var adjust: ((Bool) -> Void)? = nil

    var body: some View {
      ForEach(elements.indices, id: \.self) { index in
        let element = elements[index]
        let child = Color.clear
          .frame(width: element.frame.width, height: element.frame.height)
          .position(x: element.frame.midX, y: element.frame.midY)
          .accessibilityHint(Text(verbatim: element.hint ?? ""))
        if element.role == .adjustable, let adjust {
          // The label is the position ("Page 2 of 3"): a page control's value, spoken once.
          child
            .accessibilityValue(Text(verbatim: element.label))
            .accessibilityAdjustableAction { direction in adjust(direction == .increment) }
        } else {
          child
            .accessibilityLabel(Text(verbatim: element.label))
            .accessibilityAddTraits(element.role.traits)
        }
      }
    }
  }

  extension SceneAccessibilityRole {
    /// The SwiftUI traits of the role (an adjustable element is given its trait by its adjustable action).
    var traits: AccessibilityTraits {
      switch self {
      case .button: .isButton
      case .header: .isHeader
      case .staticText, .adjustable: .isStaticText
      }
    }
  }
#endif
