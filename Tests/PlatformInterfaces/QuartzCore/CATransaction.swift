// Declarations of QuartzCore for the UIKit adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's QuartzCore headers (CATransaction.h), as Swift imports them.

/// A mechanism for grouping multiple layer-tree operations into atomic updates to the render tree (a recording
/// stand-in: it counts the transactions and whether actions were disabled in them).
open class CATransaction: NSObject {
  nonisolated(unsafe) static var depth = 0
  nonisolated(unsafe) static var actionsDisabled = false

  /// Begin a new transaction for the current thread.
  open class func begin() {
    depth += 1
  }

  /// Commit all changes made during the current transaction.
  open class func commit() {
    depth = max(0, depth - 1)
    if depth == 0 { actionsDisabled = false }
  }

  /// Sets whether actions triggered as a result of property changes made within this transaction group are
  /// suppressed.
  open class func setDisableActions(_ flag: Bool) {
    actionsDisabled = flag
  }
}
