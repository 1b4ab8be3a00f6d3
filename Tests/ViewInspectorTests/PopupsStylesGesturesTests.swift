import SwiftUI
import ViewInspector
import XCTest

/// The wrapper modifier ViewInspector's guide has apps use to make a sheet inspectable.
struct InspectableSheet<Sheet>: ViewModifier where Sheet: View {
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let popupBuilder: () -> Sheet

    func body(content: Self.Content) -> some View {
        content.sheet(isPresented: isPresented, onDismiss: onDismiss, content: popupBuilder)
    }
}

extension InspectableSheet: PopupPresenter {}

struct InspectableAlert: ViewModifier {
    let isPresented: Binding<Bool>
    let popupBuilder: () -> Alert
    let onDismiss: (() -> Void)? = nil

    func body(content: Self.Content) -> some View {
        content.alert(isPresented: isPresented, content: popupBuilder)
    }
}

extension InspectableAlert: PopupPresenter {}

struct SheetScreen: View {
    @State var isSheetShown = false
    @State var isAlertShown = false
    @State var deleted = false
    var body: some View {
        VStack {
            Button("Show") { isSheetShown = true }
        }
        .modifier(InspectableSheet(isPresented: $isSheetShown, onDismiss: nil) { Text("Sheet content") })
        .modifier(InspectableAlert(isPresented: $isAlertShown) {
            Alert(title: Text("Delete?"), message: Text("For ever"),
                  primaryButton: .destructive(Text("Delete")) { deleted = true }, secondaryButton: .cancel())
        })
    }
}

struct PressedStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .blur(radius: configuration.isPressed ? 5 : 0)
    }
}

struct GestureScreen: View {
    @State var taps = 0
    @State var ended = false
    var body: some View {
        Rectangle()
            .gesture(TapGesture().onEnded { taps += 1 }, including: .gesture)
            .highPriorityGesture(DragGesture(minimumDistance: 4).onEnded { _ in ended = true })
    }
}

final class PopupsStylesGesturesTests: XCTestCase {
    func testSheetThroughItsPresenter() throws {
        let sut = SheetScreen()
        XCTAssertThrowsError(try sut.inspect().vStack().sheet()) { error in
            XCTAssertEqual(error.localizedDescription, "View for Sheet is absent")
        }
        try sut.inspect().find(button: "Show").tap()
        let sheet = try sut.inspect().vStack().sheet()
        XCTAssertEqual(try sheet.text().string(), "Sheet content")
        XCTAssertEqual(try sut.inspect().find(text: "Sheet content").pathToRoot, "view(SheetScreen.self).vStack().sheet().text()")
        try sheet.dismiss()
        XCTAssertFalse(sut.isSheetShown)
    }

    func testAlertButtonsTapAndDismiss() throws {
        let sut = SheetScreen()
        sut.isAlertShown = true
        let alert = try sut.inspect().vStack().alert()
        XCTAssertEqual(try alert.title().string(), "Delete?")
        XCTAssertEqual(try alert.message().string(), "For ever")
        XCTAssertEqual(try alert.primaryButton().style(), .destructive)
        XCTAssertEqual(try alert.secondaryButton().labelView().string(), "Cancel")
        try alert.primaryButton().tap()
        XCTAssertTrue(sut.deleted)
        XCTAssertFalse(sut.isAlertShown)
    }

    func testButtonStyleBodyAndReads() throws {
        XCTAssertEqual(try PressedStyle().inspect(isPressed: true).styleConfigurationLabel().blur().radius, 5)
        XCTAssertEqual(try PressedStyle().inspect(isPressed: false).styleConfigurationLabel().blur().radius, 0)
        let button = try Button("Go") {}.buttonStyle(PlainButtonStyle()).inspect().button()
        XCTAssertTrue(try button.buttonStyle() is PlainButtonStyle)
        XCTAssertThrowsError(try Text("x").inspect().text().buttonStyle()) { error in
            XCTAssertEqual(error.localizedDescription, "Text does not have 'buttonStyle' modifier")
        }
    }

    func testGesturesTheirMaskAndCallbacks() throws {
        let sut = GestureScreen()
        let tap = try sut.inspect().shape().gesture(TapGesture.self)
        XCTAssertEqual(try tap.gestureMask(), .gesture)
        XCTAssertEqual(tap.pathToRoot, "view(GestureScreen.self).shape().gesture(TapGesture.self)")
        try tap.callOnEnded(value: ())
        XCTAssertEqual(sut.taps, 1)
        let drag = try sut.inspect().shape().highPriorityGesture(DragGesture.self)
        XCTAssertEqual(try drag.actualGesture().minimumDistance, 4)
        try drag.callOnEnded(value: DragGesture.Value(time: Date(), location: .zero, startLocation: .zero, velocity: CGVector(dx: 0, dy: 0)))
        XCTAssertTrue(sut.ended)
        XCTAssertThrowsError(try drag.callOnChanged(value: DragGesture.Value(time: Date(), location: .zero, startLocation: .zero, velocity: CGVector(dx: 0, dy: 0)))) { error in
            XCTAssertEqual(error.localizedDescription, "AddGestureModifier<DragGesture> does not have 'onChanged' callback")
        }
        try sut.inspect().shape().callOnTapGesture()
        XCTAssertEqual(sut.taps, 2)
    }

    func testComposedGestures() throws {
        var magnified: CGFloat = 0
        let gesture = MagnificationGesture().onChanged { magnified = $0 }.simultaneously(with: RotationGesture())
        let sut = try Color.red.gesture(gesture).inspect().color()
        let first = try sut.gesture(SimultaneousGesture<_ChangedGesture<MagnificationGesture>, RotationGesture>.self).first(MagnificationGesture.self)
        try first.callOnChanged(value: MagnificationGesture.Value(magnifyBy: 2))
        XCTAssertEqual(magnified, 2)
    }

    func testVisualEffectReads() throws {
        let sut = try Text("a").opacity(0.5).brightness(0.2).shadow(color: .red, radius: 3, x: 1, y: 2).offset(x: 4, y: 5)
            .rotationEffect(.degrees(90)).scaleEffect(2).inspect().text()
        XCTAssertEqual(try sut.opacity(), 0.5)
        XCTAssertEqual(try sut.brightness(), 0.2)
        XCTAssertEqual(try sut.shadow().radius, 3)
        XCTAssertEqual(try sut.offset(), CGSize(width: 4, height: 5))
        XCTAssertEqual(try sut.rotation().angle, .degrees(90))
        XCTAssertEqual(try sut.scaleEffect(), CGSize(width: 2, height: 2))
        XCTAssertThrowsError(try sut.contrast()) { error in
            XCTAssertEqual(error.localizedDescription, "Text does not have 'contrast' modifier")
        }
    }

    func testShapesAndTheirPaint() throws {
        let sut = try HStack {
            Circle().fill(Color.red)
            Rectangle().stroke(Color.blue, lineWidth: 3)
        }.inspect().hStack()
        XCTAssertEqual(try sut.shape(0).fillShapeStyle(Color.self), .red)
        XCTAssertEqual(try sut.shape(1).strokeStyle().lineWidth, 3)
        XCTAssertEqual(try sut.shape(1).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).boundingRect, CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}

struct StandardPopupsScreen: View {
    @State var showsSheet = false
    @State var showsAlert = true
    @State var showsDialog = true
    @State var dismissed = 0
    var body: some View {
        Text("Base")
            .sheet(isPresented: $showsSheet, onDismiss: { dismissed += 1 }) { Text("Sheet body") }
            .alert("Delete?", isPresented: $showsAlert) {
                Button("Delete", role: .destructive) {}
                Button("Keep", role: .cancel) {}
            } message: {
                Text("It cannot be undone")
            }
            .confirmationDialog("Share", isPresented: $showsDialog, titleVisibility: .visible) {
                Button("Copy") {}
            }
    }
}

/// Arrange's own presentations are inspectable without wrapper modifiers.
final class StandardPopupsTests: XCTestCase {
    func testSheetWithoutAWrapper() throws {
        let sut = StandardPopupsScreen()
        XCTAssertThrowsError(try sut.inspect().text().sheet()) { error in
            XCTAssertEqual(error.localizedDescription, "View for Sheet is absent")
        }
        sut.showsSheet = true
        XCTAssertEqual(try sut.inspect().text().sheet().text().string(), "Sheet body")
        XCTAssertEqual(try sut.inspect().find(text: "Sheet body").pathToRoot, "view(StandardPopupsScreen.self).text().sheet().text()")
        try sut.inspect().text().sheet().dismiss()
        XCTAssertFalse(sut.showsSheet)
        XCTAssertEqual(sut.dismissed, 1)
    }

    func testAlertWithActionsAndMessage() throws {
        let sut = StandardPopupsScreen()
        let alert = try sut.inspect().text().alert()
        XCTAssertEqual(try alert.title().string(), "Delete?")
        XCTAssertEqual(try alert.message().text().string(), "It cannot be undone")
        XCTAssertEqual(try alert.actions().button(1).labelView().text().string(), "Keep")
        XCTAssertEqual(try sut.inspect().find(button: "Keep").pathToRoot,
                       "view(StandardPopupsScreen.self).text().alert().actions().button(1)")
        try alert.dismiss()
        XCTAssertFalse(sut.showsAlert)
    }

    func testConfirmationDialog() throws {
        let sut = StandardPopupsScreen()
        let dialog = try sut.inspect().text().confirmationDialog()
        XCTAssertEqual(try dialog.title().string(), "Share")
        XCTAssertEqual(try dialog.titleVisibility(), .visible)
        XCTAssertEqual(try dialog.actions().button().labelView().text().string(), "Copy")
        try dialog.dismiss()
        XCTAssertFalse(sut.showsDialog)
    }
}
