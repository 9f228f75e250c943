#if LODESTAR_WINDOWING
  /// What the tour's own window tells the system about the status bar, rotation and the orientations it
  /// supports: Instructions' `statusBarVisibility`, `rotationStyle` and `supportedInterfaceOrientations`, as
  /// values an adapter reads (its overlay view controller's `prefersStatusBarHidden`, `shouldAutorotate` and
  /// `supportedInterfaceOrientations`).
  ///
  /// Each setting is either the presenting screen's own (`systemDefined`, the default, as Instructions) or
  /// fixed; ``resolved(presenting:)`` gives the three answers.
  public struct OverlayWindowBehavior: Sendable, Hashable, Codable {
    /// Whether the status bar shows while the tour does.
    public enum StatusBarVisibility: String, Sendable, Hashable, Codable, CaseIterable {
      /// As the presenting screen prefers.
      case systemDefined
      /// Shown.
      case visible
      /// Hidden.
      case hidden
    }

    /// Whether the tour's window rotates with the device.
    public enum Rotation: String, Sendable, Hashable, Codable, CaseIterable {
      /// As the presenting screen does.
      case systemDefined
      /// Always rotates.
      case automatic
      /// Never rotates on its own.
      case manual
    }

    /// Which orientations the tour's window supports.
    public enum Orientations: Sendable, Hashable, Codable {
      /// The presenting screen's.
      case systemDefined
      /// These; an empty set counts as the presenting screen's (UIKit refuses an empty mask).
      case only(OverlayOrientations)
    }

    /// The status bar's visibility. Default ``StatusBarVisibility/systemDefined``.
    public var statusBarVisibility: StatusBarVisibility
    /// The rotation. Default ``Rotation/systemDefined``.
    public var rotation: Rotation
    /// The supported orientations. Default ``Orientations/systemDefined``.
    public var orientations: Orientations

    /// Creates the window's behaviour; every setting defaults to the presenting screen's.
    ///
    /// - Parameters:
    ///   - statusBarVisibility: Whether the status bar shows.
    ///   - rotation: Whether the window rotates.
    ///   - orientations: The orientations it supports.
    public init(
      statusBarVisibility: StatusBarVisibility = .systemDefined, rotation: Rotation = .systemDefined,
      orientations: Orientations = .systemDefined
    ) {
      self.statusBarVisibility = statusBarVisibility
      self.rotation = rotation
      self.orientations = orientations
    }

    /// What the presenting screen answers, which the `systemDefined` settings take over.
    public struct PresentingScreen: Sendable, Hashable, Codable {
      /// Whether it hides the status bar.
      public var prefersStatusBarHidden: Bool
      /// Whether it rotates.
      public var shouldAutorotate: Bool
      /// The orientations it supports.
      public var supportedOrientations: OverlayOrientations

      /// Creates the presenting screen's answers.
      ///
      /// - Parameters:
      ///   - prefersStatusBarHidden: Whether it hides the status bar.
      ///   - shouldAutorotate: Whether it rotates.
      ///   - supportedOrientations: The orientations it supports.
      public init(prefersStatusBarHidden: Bool, shouldAutorotate: Bool, supportedOrientations: OverlayOrientations) {
        self.prefersStatusBarHidden = prefersStatusBarHidden
        self.shouldAutorotate = shouldAutorotate
        self.supportedOrientations = supportedOrientations
      }
    }

    /// The three answers of the tour's window.
    ///
    /// - Parameter presenting: What the presenting screen answers.
    /// - Returns: The presenting screen's answers with the fixed settings put in.
    public func resolved(presenting: PresentingScreen) -> PresentingScreen {
      var answers = presenting
      switch statusBarVisibility {
      case .systemDefined: break
      case .visible: answers.prefersStatusBarHidden = false
      case .hidden: answers.prefersStatusBarHidden = true
      }
      switch rotation {
      case .systemDefined: break
      case .automatic: answers.shouldAutorotate = true
      case .manual: answers.shouldAutorotate = false
      }
      if case .only(let set) = orientations, !set.isEmpty { answers.supportedOrientations = set }
      return answers
    }
  }
#endif
