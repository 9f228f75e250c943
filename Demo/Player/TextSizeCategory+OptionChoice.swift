import Lodestar

/// `--text-size NAME`: the 12 categories by their names in tour files (`xSmall` … `accessibility5`).
extension TextSizeCategory: OptionChoice {}
