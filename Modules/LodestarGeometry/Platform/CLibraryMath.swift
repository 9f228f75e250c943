// The C library's mathematical functions, the package's one wrapper of them: Glibc's math.h on Linux, Musl's on
// static Linux, Darwin's (Libc/libm math.h) on Apple's systems. Each is a `double` function of the same name
// and signature on all three. Wrapped here so no other file, in this module or the ones above it (Timeline's
// curves and springs, its colours), imports a platform module; `@usableFromInline package`, so inlinable code
// reaches them without exposing that module in a public interface.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The cosine of an angle in radians.
@usableFromInline
package func cosine(_ angle: Double) -> Double { cos(angle) }

/// The sine of an angle in radians.
@usableFromInline
package func sine(_ angle: Double) -> Double { sin(angle) }

/// The tangent of an angle in radians.
@usableFromInline
package func tangent(_ angle: Double) -> Double { tan(angle) }

/// The angle of the point (`x`, `y`) from the positive x axis, in radians (`atan2`).
@usableFromInline
package func arcTangent2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }

/// e raised to `value`.
@usableFromInline
package func exponential(_ value: Double) -> Double { exp(value) }

/// The natural logarithm.
@usableFromInline
package func naturalLogarithm(_ value: Double) -> Double { log(value) }

/// `base` raised to `exponent`.
@usableFromInline
package func power(_ base: Double, _ exponent: Double) -> Double { pow(base, exponent) }
