import Combine
import SwiftUI
import XCTest
@testable import ViewInspector

/// The helper ViewInspector's guide has users put in their app target, written for this suite:
/// a view forwards itself to `visit` from its `onReceive(inspection.notice)`.
final class Inspection<V> {
    let notice = PassthroughSubject<UInt, Never>()
    var callbacks = [UInt: (V) -> Void]()

    func visit(_ view: V, _ line: UInt) {
        if let callback = callbacks.removeValue(forKey: line) {
            callback(view)
        }
    }
}

extension Inspection: InspectionEmissary {}

/// Lets item-based popups in the suite present plain numbers.
extension Int: @retroactive Identifiable {
    public var id: Int { self }
}
