import LodestarTesting

/// `--pseudo NAME,...`: the pseudo-languages by their names (`double`, `accented`, `bounded`, `rtl`).
extension PseudoLanguage: OptionChoice {}
