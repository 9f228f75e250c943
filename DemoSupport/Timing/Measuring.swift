#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps a value alive so the optimiser cannot remove the work that produced it.
@inline(never)
package func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Nanoseconds from a monotonic clock.
package func monotonicNanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}
