// The C library's functions come from LodestarGeometry (`CLibraryMath.swift`), the package's one wrapper of them.

/// `value.rounded(.down)`, without a call to the C library's `floor` for positive values below 2⁵² (larger
/// values are integers already): adding and subtracting 2⁵² rounds such a value to the nearest integer
/// exactly, and one comparison turns that into rounding down. Pure arithmetic, so the optimiser removes it
/// when the result is unused. The baseline x86-64 instruction set has no rounding instruction, so
/// `rounded(.down)` is a function call.
@inlinable @inline(__always)
func roundedDown(_ value: Double) -> Double {
  let twoToThe52nd = 4_503_599_627_370_496.0
  if value > 0, value < twoToThe52nd {
    // Below 1 (the first iteration, sampled most) without the comparison below, which goes either way
    // there and so defeats branch prediction.
    if value < 1 { return 0 }
    let nearest = (value + twoToThe52nd) - twoToThe52nd
    return nearest > value ? nearest - 1 : nearest
  }
  return value.rounded(.down)
}
