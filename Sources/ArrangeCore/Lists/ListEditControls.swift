import Foundation

/// The delete control a row of a `ForEach` with `onDelete(perform:)` shows at its leading edge
/// in edit mode: a white minus on a `systemRed` circle (`ListMetrics`).
@usableFromInline struct ListDeleteControl: View {
    @usableFromInline var body: some View {
        Circle()
            .fill(ListMetrics.deleteControlRed)
            .frame(width: ListMetrics.deleteControlDiameter, height: ListMetrics.deleteControlDiameter)
            .overlay {
                Rectangle()
                    .fill(Color.white)
                    .frame(width: ListMetrics.deleteControlMinus.width, height: ListMetrics.deleteControlMinus.height)
            }
    }
}

/// The reorder control a row of a `ForEach` with `onMove(perform:)` shows at its trailing edge
/// in edit mode: three grey lines.
@usableFromInline struct ListReorderControl: View {
    @usableFromInline var body: some View {
        VStack(spacing: ListMetrics.reorderLineSpacing - ListMetrics.reorderLineSize.height) {
            ForEach(0..<3, id: \.self) { _ in
                Rectangle()
                    .fill(ListMetrics.reorderControlGray)
                    .frame(width: ListMetrics.reorderLineSize.width, height: ListMetrics.reorderLineSize.height)
            }
        }
    }
}

/// The record of a row's edit actions the interaction API finds (`HostingView.delete(_:)`,
/// `move(_:to:)`): a control action of kind `.editableRow` whose value is the
/// `ListRowEditing`.
enum ListRowEditAction {
    static func action(for editing: ListRowEditing) -> ControlAction {
        ControlAction(.editableRow, value: { editing })
    }
}
