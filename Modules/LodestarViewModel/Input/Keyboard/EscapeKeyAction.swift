/// What the Escape key does in a tour.
public enum EscapeKeyAction: Sendable, Hashable, Codable {
  /// Skips the tour (``/LodestarFlow/TourController/skip()``, ``/LodestarFlow/DismissReason/skipped``).
  case skip
  /// Closes the tour (an animated ``/LodestarFlow/TourController/stop(immediately:emulatingSkip:)``,
  /// ``/LodestarFlow/DismissReason/programmatic``).
  case close
  /// Nothing: the key goes on to the app.
  case ignore
}
