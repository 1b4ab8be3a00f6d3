import Foundation

/// A navigation bar: a 44-point row of leading items (or the back button), the centred inline
/// title or principal item and the trailing items; below it, when large, the 52-point large
/// title area with the title at the leading margin. Its background (at rest transparent, as iOS
/// draws a bar at the scroll edge, unless `.toolbarBackground(.visible)`) reaches up under the
/// status bar.
@usableFromInline nonisolated struct NavigationBar: View {
    let content: NavigationBarContent
    let isLarge: Bool
    let showsBackButton: Bool
    let showsBackground: Bool

    private func items(_ position: ToolbarItemPlacement.Position) -> [ToolbarEntry] {
        content.items.filter { $0.placement.position == position }
    }

    @usableFromInline var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ZStack {
                HStack(spacing: NavigationMetrics.barItemSpacing) {
                    if showsBackButton {
                        BackButton()
                    }
                    ForEach(Array(items(.leading).enumerated()), id: \.offset) { _, item in
                        item.content
                    }
                    Spacer(minLength: 0)
                    ForEach(Array(items(.trailing).enumerated()), id: \.offset) { _, item in
                        item.content
                    }
                }
                .padding(.horizontal, NavigationMetrics.barMargin)
                if let principal = items(.principal).first {
                    principal.content
                } else if !isLarge, let title = content.title {
                    title.containerTextRole(.inlineTitle).foregroundStyle(Color.primary)
                }
            }
            // Buttons among the items take the tint; plain text stays primary, as on iOS.
            .containerTextRole(.barButton)
            .frame(maxWidth: .infinity)
            .frame(height: NavigationMetrics.inlineBarHeight)
            if isLarge {
                ZStack(alignment: .bottomLeading) {
                    Color.clear
                    if let title = content.title {
                        title
                            .containerTextRole(.largeTitle)
                            .foregroundStyle(Color.primary)
                            .padding(.leading, NavigationMetrics.barMargin)
                            .padding(.bottom, NavigationMetrics.largeTitleBottomPadding)
                    }
                }
                .frame(height: NavigationMetrics.largeTitleHeight)
            }
        }
        .frame(maxWidth: .infinity)
        .background {
            if showsBackground {
                NavigationMetrics.barBackground
                    .overlay(alignment: .bottom) { NavigationMetrics.barHairline.frame(height: 0.5) }
                    .ignoresSafeArea(edges: .top)
            }
        }
    }
}

/// The back button of a screen above a stack's root: a chevron in the accent colour (Arrange
/// shows no previous title beside it).
@usableFromInline nonisolated struct BackButton: View {
    @usableFromInline var body: some View {
        BackChevronShape()
            .stroke(NavigationMetrics.accent, style: StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round))
            .frame(width: NavigationMetrics.backChevronSize.width, height: NavigationMetrics.backChevronSize.height)
    }
}

/// A left-pointing chevron inside its rectangle.
@usableFromInline nonisolated struct BackChevronShape: Shape {
    @usableFromInline func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.maxX - 1.5, y: rect.minY + 1.5))
        path.addLine(to: CGPoint(x: rect.minX + 1.5, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX - 1.5, y: rect.maxY - 1.5))
        return path
    }
}

/// A bottom toolbar: its items across a 44-point bar above the home indicator, on the bar
/// background that reaches under it. Without flexible spaces the items spread across the bar
/// (one item leads); with `Spacer`s among them, the spacers share the free width and the other
/// items keep the bar's item spacing. Buttons take the tint; plain text stays primary, as iOS
/// draws a status label there.
@usableFromInline nonisolated struct BottomToolbar: View {
    let items: [ToolbarEntry]

    @usableFromInline var body: some View {
        let hasFlexibleSpace = items.contains { $0.isFlexibleSpace }
        HStack(spacing: 0) {
            ForEach(Array(items.enumerated()), id: \.offset) { index, item in
                if index > 0 {
                    if !hasFlexibleSpace {
                        Spacer(minLength: NavigationMetrics.barItemSpacing)
                    } else if !item.isFlexibleSpace && !items[index - 1].isFlexibleSpace {
                        Color.clear.frame(width: NavigationMetrics.barItemSpacing, height: 0)
                    }
                }
                item.content
            }
            if items.count == 1 && !hasFlexibleSpace { Spacer(minLength: 0) }
        }
        .containerTextRole(.barButton)
        .padding(.horizontal, NavigationMetrics.barMargin)
        .frame(maxWidth: .infinity)
        .frame(height: NavigationMetrics.bottomBarHeight)
        .background {
            NavigationMetrics.barBackground
                .overlay(alignment: .top) { NavigationMetrics.barHairline.frame(height: 0.5) }
                .ignoresSafeArea(edges: .bottom)
        }
    }
}
