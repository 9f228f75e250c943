import Foundation

extension EligibilityEventHistory {
  /// Adds the donations of `other` that this history does not hold, keeping the most recent
  /// ``donationLimit``.
  ///
  /// A donation both histories hold (the same identifier and date) counts once, so the merge is
  /// commutative, associative and idempotent: the kept donations are the most recent ``donationLimit`` of
  /// the union, whatever order histories are merged in.
  ///
  /// - Parameter other: A history of the same event, from another device or an earlier copy.
  /// - Complexity: O(*n* + *m*) for histories of *n* and *m* donations.
  public mutating func merge(_ other: EligibilityEventHistory) {
    self = merging(other)
  }

  /// The union of this history and `other`, keeping the most recent ``donationLimit`` (see ``merge(_:)``).
  ///
  /// - Parameter other: A history of the same event.
  /// - Returns: The merged history.
  /// - Complexity: O(*n* + *m*) for histories of *n* and *m* donations.
  public func merging(_ other: EligibilityEventHistory) -> EligibilityEventHistory {
    let left = donations
    let right = other.donations
    var merged: [EligibilityDonation] = []
    merged.reserveCapacity(left.count + right.count)
    var leftIndex = left.startIndex
    var rightIndex = right.startIndex
    while leftIndex < left.endIndex && rightIndex < right.endIndex {
      let leftDonation = left[leftIndex]
      let rightDonation = right[rightIndex]
      if leftDonation.precedes(rightDonation) {
        merged.append(leftDonation)
        leftIndex += 1
      } else if rightDonation.precedes(leftDonation) {
        merged.append(rightDonation)
        rightIndex += 1
      } else {
        merged.append(Self.kept(leftDonation, rightDonation))
        leftIndex += 1
        rightIndex += 1
      }
    }
    merged.append(contentsOf: left[leftIndex...])
    merged.append(contentsOf: right[rightIndex...])
    return EligibilityEventHistory(sortedUniqueDonations: merged)
  }

  /// Of two donations with the same identifier and date (one donation, unless bytes were changed on the
  /// way), the one whose value sorts last, so that the choice does not depend on the merge's order.
  private static func kept(_ first: EligibilityDonation, _ second: EligibilityDonation) -> EligibilityDonation {
    guard first.value != second.value else { return first }
    guard let firstValue = first.value else { return second }
    guard let secondValue = second.value else { return first }
    return EligibilityState.sortsBefore(firstValue, secondValue) ? second : first
  }

  /// The same donations with the identifiers that belong to no device given to `device`.
  func assigningUnassignedDonations(to device: EligibilityDeviceID) -> EligibilityEventHistory {
    guard !device.isUnassigned, donations.contains(where: { $0.id.device.isUnassigned }) else { return self }
    return EligibilityEventHistory(
      donations: donations.map { donation in
        var donation = donation
        if donation.id.device.isUnassigned { donation.id.device = device }
        return donation
      })
  }
}
