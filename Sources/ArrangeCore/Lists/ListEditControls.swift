import Foundation

/// The delete control a row of a `ForEach` with `onDelete(perform:)` shows at its leading edge
/// in edit mode: a white minus on a `systemRed` circle (`ListMetrics`).
@usableFromInline nonisolated struct ListDeleteControl: View {
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
@usableFromInline nonisolated struct ListReorderControl: View {
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

/// The selection circle a selectable row of a list that selects a set shows at its leading edge
/// in edit mode: a grey ring when unselected; when selected, a circle of the tint (the accent
/// colour by default) with a white checkmark.
@usableFromInline nonisolated struct ListSelectionControl: View {
    let isSelected: Bool

    @usableFromInline var body: some View {
        let diameter = ListMetrics.selectionControlDiameter
        if isSelected {
            Circle()
                .fill(.tint)
                .frame(width: diameter, height: diameter)
                .overlay { ListCheckmark().stroke(Color.white, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)) }
        } else {
            Circle()
                .strokeBorder(ListMetrics.selectionRing, lineWidth: ListMetrics.selectionRingWidth)
                .frame(width: diameter, height: diameter)
        }
    }
}

/// A checkmark across the middle of its frame, as in the selection circle.
@usableFromInline nonisolated struct ListCheckmark: Shape {
    @usableFromInline func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + rect.width * 0.28, y: rect.minY + rect.height * 0.52))
        path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.44, y: rect.minY + rect.height * 0.68))
        path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.72, y: rect.minY + rect.height * 0.34))
        return path
    }
}
