import LodestarGeometry

extension RGBAColor: Interpolatable {
  /// Interpolates in premultiplied linear-light space (see ``/LodestarGeometry/RGBAColor``); exact at both ends. Where the blended
  /// alpha is 0 the straight linear-light components are blended instead.
  public func interpolated(to other: RGBAColor, fraction: Double) -> RGBAColor {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    let alpha = self.alpha.interpolated(to: other.alpha, fraction: fraction)
    func blend(_ from: Double, _ to: Double) -> Double {
      let start = RGBAColor.linear(from)
      let end = RGBAColor.linear(to)
      guard alpha != 0 else { return RGBAColor.encoded(start.interpolated(to: end, fraction: fraction)) }
      let premultiplied = (start * self.alpha).interpolated(to: end * other.alpha, fraction: fraction)
      return RGBAColor.encoded(premultiplied / alpha)
    }
    return RGBAColor(
      red: blend(red, other.red), green: blend(green, other.green), blue: blend(blue, other.blue), alpha: alpha)
  }
}
