/// Exit statuses, from BSD's sysexits.
package enum ExitStatus {
  /// The command did what it was asked (0).
  package static let success: Int32 = 0
  /// A general failure (1).
  package static let failure: Int32 = 1
  /// The command line was wrong (64, `EX_USAGE`).
  package static let usage: Int32 = 64
  /// The input data was wrong (65, `EX_DATAERR`).
  package static let dataError: Int32 = 65
  /// An input file did not exist or could not be read (66, `EX_NOINPUT`).
  package static let noInput: Int32 = 66
  /// An output file could not be created (73, `EX_CANTCREAT`).
  package static let cannotCreate: Int32 = 73
  /// Reading or writing failed (74, `EX_IOERR`).
  package static let ioError: Int32 = 74
}
