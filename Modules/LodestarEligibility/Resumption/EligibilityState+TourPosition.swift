import Foundation

extension EligibilityState {
  /// Where this device's run of a tour is: the step it last showed, recorded with
  /// ``recordTourPosition(_:of:)``; `nil` when no run is recorded, or the run ended
  /// (``clearTourPosition(of:at:)``).
  ///
  /// Positions are kept per device: another device's position, received by a merge, is never this
  /// device's. A tour shown on one device is not resumed on another, so a tour with `maxDisplayCount: 1`
  /// still shows at most once per device, and not at all on a device that synced after its display.
  ///
  /// - Parameter id: The tour's identifier.
  /// - Returns: The tour's position on this device (``device``), if a run of it did not end.
  public func tourPosition(of id: EligibilityID) -> EligibilityTourPosition? {
    tourPositions[id.rawValue]?[device]?.position
  }

  /// Records that a tour shows a step on this device, replacing its earlier position.
  ///
  /// The write is stamped with the next timestamp of the state's clock at the position's date: the latest
  /// write of each device wins a merge.
  ///
  /// - Parameters:
  ///   - position: The step the tour shows and its content's version.
  ///   - id: The tour's identifier.
  public mutating func recordTourPosition(_ position: EligibilityTourPosition, of id: EligibilityID) {
    let device = device
    let entry = EligibilityTourPositionEntry(position: position, stamp: clock.timestamp(at: position.date))
    tourPositions[id.rawValue, default: [:]][device] = entry
  }

  /// Forgets this device's position of a tour, when the tour ended. Does nothing when there is none.
  ///
  /// The position is replaced by a stamp of its end (the next timestamp of the state's clock), so an older
  /// copy of the position that another device sends back does not return in a merge.
  ///
  /// - Parameters:
  ///   - id: The tour's identifier.
  ///   - date: The wall-clock time of the end, for its timestamp; `nil` keeps the clock's latest wall time.
  public mutating func clearTourPosition(of id: EligibilityID, at date: Date? = nil) {
    guard tourPositions[id.rawValue]?[device]?.position != nil else { return }
    let device = device
    let stamp = clock.timestamp(at: date)
    tourPositions[id.rawValue]?[device] = EligibilityTourPositionEntry(position: nil, stamp: stamp)
  }

  /// Moves the positions recorded with no device to `device` (kept when `device` has a later write).
  mutating func assignUnassignedTourPositions(to device: EligibilityDeviceID) {
    for id in tourPositions.keys {
      guard let entry = tourPositions[id]?.removeValue(forKey: .unassigned) else { continue }
      if let current = tourPositions[id]?[device], current.isWritten(after: entry) { continue }
      tourPositions[id]?[device] = entry
    }
  }

  /// Merges another state's tour positions: for each tour and device, the later write (see
  /// ``EligibilityTourPositionEntry/isWritten(after:)``). Call it after the resets are merged.
  mutating func mergeTourPositions(_ other: EligibilityState) {
    for (id, entries) in other.tourPositions {
      var merged = tourPositions[id] ?? [:]
      for (device, entry) in entries {
        if let current = merged[device], !entry.isWritten(after: current) { continue }
        merged[device] = entry
      }
      tourPositions[id] = merged
    }
    dropTourPositionsBeforeResets()
  }

  /// Drops the positions written before the latest reset of their tour (or of every item).
  mutating func dropTourPositionsBeforeResets() {
    guard recordsReset != nil || !itemResets.isEmpty else { return }
    for (id, entries) in tourPositions {
      guard let reset = Self.later(recordsReset, itemResets[id]) else { continue }
      let kept = entries.filter { reset < $0.value.stamp }
      tourPositions[id] = kept.isEmpty ? nil : kept
    }
  }
}
