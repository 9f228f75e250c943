/// `Math.min` of JavaScript: NaN if either argument is NaN.
@inlinable @inline(__always)
func jsMin(_ a: Double, _ b: Double) -> Double {
  if a.isNaN || b.isNaN { return .nan }
  return b < a ? b : a
}

/// `Math.max` of JavaScript: NaN if either argument is NaN.
@inlinable @inline(__always)
func jsMax(_ a: Double, _ b: Double) -> Double {
  if a.isNaN || b.isNaN { return .nan }
  return b > a ? b : a
}

/// Floating UI's `clamp(start, value, end)`: `max(start, min(value, end))`.
@inlinable @inline(__always)
func jsClamp(_ start: Double, _ value: Double, _ end: Double) -> Double {
  jsMax(start, jsMin(value, end))
}

/// JavaScript's `value || 0` for a number: zero for NaN (and for zero itself).
@inlinable
func orZero(_ value: Double) -> Double {
  value.isNaN ? 0 : value
}

/// JavaScript truthiness of a number.
@inlinable
func isTruthy(_ value: Double?) -> Bool {
  guard let value else { return false }
  return value != 0 && !value.isNaN
}
