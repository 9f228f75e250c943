/// Which flavour of Lodestar was compiled.
public enum LodestarFlavour: String, Sendable, Hashable, CaseIterable {
  /// Every feature, including window-level ones.
  case full
  /// Built without the default `Windowing` trait: window-level features are compiled out.
  case appExtensionSafe

  /// The flavour of this build.
  public static var current: LodestarFlavour {
    #if LODESTAR_WINDOWING
      .full
    #else
      .appExtensionSafe
    #endif
  }
}
