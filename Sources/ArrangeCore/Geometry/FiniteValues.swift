import Foundation

extension CGFloat {
    /// Non-finite values (bad input) become 0.
    var finiteOrZero: CGFloat { isFinite ? self : 0 }
}
