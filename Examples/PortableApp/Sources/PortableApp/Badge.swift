import SwiftUI
import UIKit

/// A capsule badge with two corners cut, drawn with UIKit's Bézier path and colours.
struct Badge: View {
    let text: String

    var body: some View {
        Text(text)
            .font(Font(UIFont.systemFont(ofSize: 13, weight: .semibold)))
            .foregroundStyle(.white)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(CutCorners().fill(Color(uiColor: .systemIndigo)))
    }
}

/// A rectangle with its top-left and bottom-right corners rounded, from a UIKit path.
struct CutCorners: Shape {
    func path(in rect: CGRect) -> Path {
        let radius = min(rect.height / 2, 12)
        return Path(UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight],
                                 cornerRadii: CGSize(width: radius, height: radius)).cgPath)
    }
}
