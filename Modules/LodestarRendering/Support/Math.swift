// The C library's `pow`, the module's one platform difference: Glibc's math.h on Linux, Musl's on static Linux,
// Darwin's (Libc/libm math.h) on Apple's systems; a `double` function of the same name and signature on all three.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Wrapped so no other file needs the platform import.

/// `base` raised to `exponent`.
func power(_ base: Double, _ exponent: Double) -> Double { pow(base, exponent) }
