import LodestarEligibility
import Testing

/// A device's random identifier: 128 bits as 32 lowercase hexadecimal digits, leading zeros kept, made without
/// Foundation's `UUID` (which the Apple-platforms check's interfaces leave out of this module's reach).
@Suite struct EligibilityDeviceIDTests {
  /// A generator that returns the given numbers in turn.
  struct Numbers: RandomNumberGenerator {
    var values: [UInt64]
    mutating func next() -> UInt64 { values.isEmpty ? 0 : values.removeFirst() }
  }

  @Test func randomIdentifiersAre32HexadecimalDigitsWithTheirLeadingZeros() {
    var numbers = Numbers(values: [0x1, 0xFEDC_BA98_7654_3210])
    let identifier = EligibilityDeviceID.random(using: &numbers)
    #expect(identifier.rawValue == "0000000000000001fedcba9876543210")
    var zeros = Numbers(values: [0, 0])
    #expect(EligibilityDeviceID.random(using: &zeros).rawValue == String(repeating: "0", count: 32))
    var ones = Numbers(values: [.max, .max])
    #expect(EligibilityDeviceID.random(using: &ones).rawValue == String(repeating: "f", count: 32))
  }

  @Test func twoRandomIdentifiersDiffer() {
    let first = EligibilityDeviceID.random()
    let second = EligibilityDeviceID.random()
    #expect(first != second && !first.isUnassigned)
    #expect(first.rawValue.count == 32 && first.rawValue.allSatisfy { $0.isHexDigit && !$0.isUppercase })
  }
}
