import SwiftUI

/// The bill and the tip, as a Swift 6 app keeps its state: an observable model on the main actor.
@MainActor @Observable
public final class TipModel {
    public var bill: Double
    public var percent: Int

    public init(bill: Double = 42, percent: Int = 15) {
        self.bill = bill
        self.percent = percent
    }

    /// The tip on the bill.
    public var tip: Double { bill * Double(percent) / 100 }
    /// The bill and the tip together.
    public var total: Double { bill + tip }

    /// A more generous tip, up to 30%.
    public func raise() { percent = min(percent + 5, 30) }
    /// A smaller tip, down to 0%.
    public func lower() { percent = max(percent - 5, 0) }
}
