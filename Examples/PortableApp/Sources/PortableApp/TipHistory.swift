import Combine
import Foundation

/// The percentages chosen, as an older app keeps them: an `ObservableObject` with `@Published`
/// properties, and a Combine pipeline counting the changes.
public final class TipHistory: ObservableObject {
    @Published public private(set) var percentages: [Int] = []
    @Published public private(set) var changes = 0
    private var counting: AnyCancellable?

    public init() {
        counting = $percentages.map(\.count).sink { [weak self] count in self?.changes = count }
    }

    /// Records a new percentage.
    public func record(_ percent: Int) { percentages.append(percent) }
}
