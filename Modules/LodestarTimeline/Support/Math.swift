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
