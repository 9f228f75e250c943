// The C library's mathematical functions, the module's one platform difference besides the Core Graphics
// conversions: Glibc's math.h on Linux, Musl's on static Linux, Darwin's (Libc/libm math.h) on Apple's systems.
// Each is a `double` function of the same name and signature on all three. Wrapped here so no other file
// imports a platform module, and reachable from inlinable code without exposing that module in the public
// interface.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

@usableFromInline
func _cos(_ angle: Double) -> Double { cos(angle) }

@usableFromInline
func _sin(_ angle: Double) -> Double { sin(angle) }

@usableFromInline
func _atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }

/// The tangent.
func _tan(_ angle: Double) -> Double { tan(angle) }
