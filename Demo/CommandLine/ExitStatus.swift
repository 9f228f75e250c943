/// Exit statuses, from BSD's sysexits.
enum ExitStatus {
  static let success: Int32 = 0
  static let failure: Int32 = 1
  static let usage: Int32 = 64
  static let dataError: Int32 = 65
  static let noInput: Int32 = 66
  static let cannotCreate: Int32 = 73
  static let ioError: Int32 = 74
}
