#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The C library's elementary functions, wrapped so no file needs the platform import.

@usableFromInline
func exponential(_ value: Double) -> Double { exp(value) }

@usableFromInline
func naturalLogarithm(_ value: Double) -> Double { log(value) }

@usableFromInline
func cosine(_ value: Double) -> Double { cos(value) }

@usableFromInline
func sine(_ value: Double) -> Double { sin(value) }

@usableFromInline
func power(_ base: Double, _ exponent: Double) -> Double { pow(base, exponent) }

@usableFromInline
func _atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }

/// `value.rounded(.down)`, without a call to the C library's `floor` for positive values below 2⁵²: there,
/// truncating to an integer rounds down exactly (larger values are integers already). The baseline x86-64
/// instruction set has no rounding instruction, so `rounded(.down)` is a function call.
@inlinable @inline(__always)
func roundedDown(_ value: Double) -> Double {
  if value > 0, value < 4_503_599_627_370_496 { return Double(Int64(value)) }
  return value.rounded(.down)
}
