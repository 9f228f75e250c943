#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The C library's trigonometric functions, reachable from inlinable code without exposing the platform
// module in the public interface.

@usableFromInline
func _cos(_ angle: Double) -> Double { cos(angle) }

@usableFromInline
func _sin(_ angle: Double) -> Double { sin(angle) }

@usableFromInline
func _atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
