import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `CustomStyleModifiersTests`: a style protocol of the user's own (here `BadgeStyle`)
/// set through an environment-writing modifier — the modifier doesn't block inspection, the style
/// is read back with `customStyle(_:)`, a style's body inspects, and a style body view is
/// inspected after it appears in a host.
final class CustomStyleModifiersTests: XCTestCase {
    func testHelloWorldStyle() throws {
        XCTAssertNoThrow(try EmptyView().badgeStyle(OutlinedBadgeStyle()).inspect().emptyView())
    }

    func testHelloWorldStyleInspection() throws {
        XCTAssertTrue(try EmptyView().badgeStyle(OutlinedBadgeStyle()).inspect().customStyle("badgeStyle") is OutlinedBadgeStyle)
    }

    func testHelloWorldStyleExtraction() throws {
        XCTAssertNoThrow(try PlainBadgeStyle().inspectBody().zStack())
    }

    func testHelloWorldStyleAsyncInspection() throws {
        var body = try OutlinedBadgeStyle().inspectBody().view(OutlinedBadgeStyle.Body.self).actualView()
        let appeared = body.on(\.didAppear) { inspected in
            let rectangle = try inspected.zStack().shape(0)
            XCTAssertEqual(try rectangle.fillShapeStyle(Color.self), .orange)
            XCTAssertEqual(try rectangle.strokeStyle().lineWidth, 2)
            XCTAssertEqual(try rectangle.fillStyle().isAntialiased, true)
        }
        ViewHosting.host(view: body, size: CGSize(width: 200, height: 200))
        wait(for: [appeared], timeout: 1.0)
    }
}

struct BadgeStyleConfiguration {}

protocol BadgeStyle {
    associatedtype Body: View
    func makeBody(configuration: BadgeStyleConfiguration) -> Body
}

extension BadgeStyle {
    func inspectBody() throws -> InspectableView<ViewType.ClassifiedView> {
        try makeBody(configuration: BadgeStyleConfiguration()).inspect()
    }
}

struct PlainBadgeStyle: BadgeStyle {
    func makeBody(configuration: BadgeStyleConfiguration) -> some View {
        ZStack { Rectangle().strokeBorder(Color.accentColor, lineWidth: 1, antialiased: true) }
    }
}

struct OutlinedBadgeStyle: BadgeStyle {
    func makeBody(configuration: BadgeStyleConfiguration) -> Body { Body(configuration: configuration) }

    struct Body: View {
        let configuration: BadgeStyleConfiguration
        var didAppear: ((Self) -> Void)?
        var body: some View {
            ZStack { Rectangle().strokeBorder(Color.orange, lineWidth: 2, antialiased: true) }
                .onAppear { didAppear?(self) }
        }
    }
}

struct AnyBadgeStyle: BadgeStyle {
    private let make: (BadgeStyleConfiguration) -> AnyView
    let base: Any
    init<S: BadgeStyle>(_ style: S) {
        base = style
        make = { AnyView(style.makeBody(configuration: $0)) }
    }
    func makeBody(configuration: BadgeStyleConfiguration) -> some View { make(configuration) }
}

private struct BadgeStyleKey: EnvironmentKey {
    static var defaultValue: AnyBadgeStyle { AnyBadgeStyle(PlainBadgeStyle()) }
}

extension EnvironmentValues {
    var badgeStyle: AnyBadgeStyle {
        get { self[BadgeStyleKey.self] }
        set { self[BadgeStyleKey.self] = newValue }
    }
}

struct BadgeStyleModifier<S: BadgeStyle>: ViewModifier {
    let style: S
    func body(content: Self.Content) -> some View { content.environment(\.badgeStyle, AnyBadgeStyle(style)) }
}

extension View {
    func badgeStyle<S: BadgeStyle>(_ style: S) -> some View { modifier(BadgeStyleModifier(style: style)) }
}
