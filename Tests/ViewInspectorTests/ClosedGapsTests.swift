import SwiftUI
import Testing
import ViewInspector

/// Behaviours added to close gaps of the ported suite, checked through the public API.
@MainActor
@Suite struct ClosedGapsTests {
    @Test func whatACustomModifiersBodyAppliesReachesTheContent() throws {
        let store = GapStore()
        let sut = try GapReader().modifier(GapWrapping(store: store)).inspect().view(GapReader.self)
        // onAppear, padding, hidden and the environment object the body applies to `content`.
        try sut.callOnAppear()
        #expect(store.appeared)
        #expect(try sut.padding() == EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))
        #expect(sut.isHidden())
        #expect(try sut.text().string() == "stored")
        // What the body applies to a container around the content stays with the container.
        #expect(throws: (any Error).self) { try sut.offset() }
    }

    @Test func findNamesACustomModifierByItsType() throws {
        let sut = try EmptyView().modifier(GapWrapping(store: GapStore())).inspect()
        #expect(try sut.find(ViewType.ViewModifierContent.self).pathToRoot
            == "emptyView().modifier(GapWrapping.self).hStack().viewModifierContent(0)")
    }

    @Test func environmentAndHitTestingAreNotTheViewsOwnModifiers() throws {
        let sut = try Text("t").environment(\.isEnabled, false).allowsHitTesting(false).environmentObject(GapStore())
            .inspect().text()
        #expect(try sut.environment(\.isEnabled) == false)
        #expect(sut.isDisabled())
        #expect(!sut.allowsHitTesting())
        #expect(throws: (any Error).self) { try sut.padding() }
    }

    @Test func findStepsIntoCustomLayoutsPreferenceValuesAndCanvasSymbols() throws {
        let laidOut = try GapRow { Text("a"); Text("b") }.inspect()
        #expect(try laidOut.find(text: "b").pathToRoot == "tupleView().text(1)")
        let overlaid = try EmptyView().overlayPreferenceValue(GapCaption.self) { Text($0) }.inspect()
        #expect(try overlaid.find(text: "caption").pathToRoot == "emptyView().overlayPreferenceValue().text()")
        let canvas = try Canvas(opaque: true, renderer: { _, _ in }, symbols: { Text("symbol") }).inspect()
        #expect(try canvas.find(text: "symbol").pathToRoot == "canvas().symbolsView().text()")
        #expect(try canvas.canvas().opaque())
    }

    @Test func asyncImageContentForEachPhase() throws {
        var transaction = Transaction()
        transaction.disablesAnimations = true
        let sut = try AsyncImage(url: nil, transaction: transaction) { phase in
            if phase.image != nil { Text("loaded") } else { Text("waiting") }
        }.inspect()
        #expect(try sut.asyncImage().contentView(.empty).text().string() == "waiting")
        #expect(try sut.find(text: "loaded").pathToRoot == "asyncImage().contentView(.success()).text()")
        #expect(try sut.asyncImage().transaction().disablesAnimations)
    }

    @Test func findReachesDatePickerTitlesDialogMessagesAndShareLinkParts() throws {
        let picker = try DatePicker("Due", selection: Binding(wrappedValue: Date())).inspect()
        #expect(try picker.find(text: "Due").pathToRoot == "datePicker().labelView().text()")
        let dialog = try EmptyView().confirmationDialog("Sure?", isPresented: Binding(wrappedValue: true), actions: { EmptyView() },
                                                        message: { Text("one"); Text("two") }).inspect()
        #expect(try dialog.find(text: "two").pathToRoot == "emptyView().confirmationDialog().message().text(1)")
        let link = try ShareLink("Send", item: "photo", message: Text("Look")).inspect()
        #expect(try link.find(text: "Send").pathToRoot == "shareLink().labelView().text()")
        #expect(try link.find(text: "Look").pathToRoot == "shareLink().messageView()")
    }

    @Test func shareLinkItemsAndPreview() throws {
        let link = try ShareLink(item: "photo", preview: SharePreview("Photo", image: "thumb")).inspect().shareLink()
        #expect(try link.item(type: String.self) == "photo")
        let preview = try link.sharePreview(for: "photo", imageType: String.self, iconType: Never.self)
        #expect(try preview.title().string() == "Photo")
        #expect(try preview.image() == "thumb")
        #expect(throws: (any Error).self) { try preview.icon() }
        #expect(throws: (any Error).self) { try ShareLink(items: ["a", "b"]).inspect().shareLink().item(type: String.self) }
    }

    @Test func aTabViewWithASelectionShowsOnlyTheSelectedTab() throws {
        let sut = try TabView(selection: Binding(wrappedValue: 2)) {
            Text("one").tag(1)
            Text("two").tag(2)
        }.inspect()
        #expect(try sut.tabView().text(1).string() == "two")
        #expect(throws: (any Error).self) { try sut.tabView().text(0) }
        #expect(throws: (any Error).self) { try sut.find(text: "one") }
    }

    @Test func hiddenLabelsAreHidden() throws {
        let sut = try VStack { Toggle(isOn: Binding(wrappedValue: true)) { HStack { Text("label") } } }.labelsHidden().inspect()
        let label = try sut.find(text: "label")
        #expect(label.labelsHidden())
        #expect(label.isHidden())
        #expect(!(try sut.find(ViewType.Toggle.self).isHidden()))
    }

    @Test func aPlainActionSheetIsAnActionSheet() throws {
        let sut = EmptyView().actionSheet(isPresented: Binding(wrappedValue: true)) {
            ActionSheet(title: Text("Share"), message: Text("Where?"), buttons: [.default(Text("Mail")), .cancel()])
        }
        #expect(try sut.inspect().emptyView().actionSheet().title().string() == "Share")
        #expect(try sut.inspect().find(text: "Mail").pathToRoot == "emptyView().actionSheet().button(0).labelView()")
        #expect(throws: (any Error).self) { try sut.inspect().emptyView().confirmationDialog() }
    }

    @Test func aToolbarItemGroupIsOneItem() throws {
        let sut = EmptyView().toolbar {
            ToolbarItem { Text("a") }
            ToolbarItemGroup { Text("b1"); Text("b2") }
        }
        #expect(try sut.inspect().toolbar().itemGroup(1).text(1).string() == "b2")
        #expect(try sut.inspect().find(text: "b2").pathToRoot == "emptyView().toolbar().itemGroup(1).text(1)")
        #expect(throws: InspectionError.viewNotFound(parent: "toolbar item at index 2")) { try sut.inspect().toolbar().item(2) }
    }

    @Test func popoverAnchorAndArrowEdge() throws {
        let sut = EmptyView().popover(isPresented: Binding(wrappedValue: true), attachmentAnchor: .point(.bottom), arrowEdge: .trailing) {
            Text("pop")
        }
        let popover = try sut.inspect().emptyView().popover()
        #expect(try popover.arrowEdge() == .trailing)
        #expect(try popover.attachmentAnchor() == .point(.bottom))
        #expect(PopoverAttachmentAnchor.rect(.bounds) != .rect(.rect(.zero)))
    }

    @Test func absentViewsAndValuesNameWhatIsMissing() throws {
        let flag = false
        #expect(throws: InspectionError.viewNotFound(parent: "Optional<Text>")) {
            try HStack { if flag { Text("maybe") } }.inspect().hStack().text(0)
        }
        #expect(throws: InspectionError.attributeNotFound(label: "some", type: "Optional<NavigationLinkPresentedValue>")) {
            try NavigationLink("Plain", destination: { EmptyView() }).inspect().navigationLink().value(Int.self)
        }
    }

    @Test func textLineStylesAndStringRanges() throws {
        let text = try (Text("plain") + Text(" dotted").underline(pattern: .dot, color: .blue)).inspect().text()
        let string = try text.string()
        let attributes = try text.attributes()
        let dotted = try #require(string.range(of: "dotted"))
        #expect(try attributes[dotted].underlineColor() == .blue)
        #expect(try attributes[dotted].underlineStyle() == [.single, .patternDot])
        #expect(throws: (any Error).self) { try attributes[string.startIndex...].isUnderline() }
        let inherited = try VStack { Text("") }.foregroundColor(.green).inspect().find(ViewType.Text.self)
        #expect(try inherited.attributes().foregroundColor() == .green)
    }

    @Test func flippingReachesTheViewsInside() throws {
        let sut = try VStack { Text("inside") }.flipsForRightToLeftLayoutDirection(true).inspect()
        #expect(try sut.find(text: "inside").flipsForRightToLeftLayoutDirection())
        #expect(!(try Text("plain").inspect().text().flipsForRightToLeftLayoutDirection()))
    }

    @Test func findReachesSplitViewColumnsAndImageNames() throws {
        let split = try NavigationSplitView(sidebar: { Text("side") }, content: { Text("c1"); Text("c2") },
                                            detail: { Text("d1"); Text("d2") }).inspect()
        #expect(try split.find(text: "c2").pathToRoot == "navigationSplitView().text(1)")
        #expect(try split.find(text: "d2").pathToRoot == "navigationSplitView().detailView().text(1)")
        #expect(try split.navigationSplitView().text().string() == "c1")
        #expect(try Label("Inbox", image: "tray").inspect().find(text: "tray").pathToRoot == "label().icon().image().labelView().text()")
    }

    @Test func safeAreaImageAndStyleReads() throws {
        let ignored = try EmptyView().ignoresSafeArea(.keyboard, edges: .bottom).inspect().emptyView().ignoresSafeArea()
        #expect(ignored.regions == .keyboard && ignored.edges == .bottom)
        let filled = try Spacer().background(Color.mint, ignoresSafeAreaEdges: [.top]).inspect().spacer()
        #expect(try filled.background().ignoresSafeAreaEdges() == [.top])
        #expect(try Image("photo").resizable().interpolation(.high).rootImage() == Image("photo"))
        #expect(throws: InspectionError.self) { try EmptyView().inspect().styleConfigurationContent() }
    }

    @Test func transactionsSchemesAndOverlayParents() throws {
        var called = false
        let transformed = EmptyView().transaction { _ in called = true }
        try transformed.inspect().emptyView().callTransaction()
        #expect(called)
        let schemes = try VStack { Text("a") }.preferredColorScheme(.dark).inspect()
        #expect(try schemes.find(text: "a").preferredColorScheme() == .dark)
        #expect(try schemes.find(text: "a").colorScheme() == .dark)
        let layered = try EmptyView().overlay(HStack { Text("x") }).inspect().emptyView()
        let stack = try layered.overlay().hStack()
        #expect(try stack.parent().overlay().pathToRoot == "emptyView().overlay()")
        #expect(try stack.parent().overlay().parent().pathToRoot == "emptyView()")
    }

    @Test func aButtonActionReadsTheEnvironmentObjectsOfItsView() throws {
        let store = GapStore()
        let sut = GapFlipper().environmentObject(store)
        try sut.inspect().find(button: "Flip").tap()
        #expect(try sut.inspect().find(ViewType.Text.self).string() == "flipped")
    }

    @Test func imagesInTextsMenuStylesAndInsetShapes() throws {
        #expect(try Text("go \(Image("arrow"))").inspect().text().string() == "go Image('arrow')")
        #expect(try GapMenuStyle().inspect().find(ViewType.Menu.self).pathToRoot == "hStack().menu(0)")
        let shape = try Capsule().offset(x: 1, y: 2).inset(by: 4).inspect().shape()
        #expect(try shape.inset() == 4)
        #expect(try shape.offset() == CGSize(width: 1, height: 2))
    }

    @Test func aTextKeepsItsAccessibilityLabel() throws {
        let joined: Text = Text("a").accessibilityLabel("spoken") + Text("b")
        #expect(try joined.inspect().text().accessibilityLabel().string() == "spoken")
        #expect(try joined.inspect().text().string() == "ab")
        #expect(try VStack { Text("x").accessibilityLabel("label") }.inspect().find(viewWithAccessibilityLabel: "label").text().string() == "x")
    }

    @Test func aDialogMessageIsTheViewItsBuilderMade() throws {
        let sut = EmptyView().confirmationDialog("Sure?", isPresented: Binding(wrappedValue: true), actions: { EmptyView() },
                                                message: { AnyView(Text("gone for good")) })
        let message = try sut.inspect().emptyView().confirmationDialog().message().anyView().text()
        #expect(try message.string() == "gone for good")
    }

    @Test func aDismissedDialogIsAbsentFromTheSameView() throws {
        let shown = Binding(wrappedValue: true)
        let sut = EmptyView().confirmationDialog("Sure?", isPresented: shown, actions: { Button("Yes") {} })
        try sut.inspect().emptyView().confirmationDialog().dismiss()
        #expect(!shown.wrappedValue)
        #expect(throws: InspectionError.viewNotFound(parent: "ConfirmationDialog")) { try sut.inspect().emptyView().confirmationDialog() }
    }
}

private struct GapMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack { Menu(configuration) }
    }
}

private struct GapFlipper: View {
    @EnvironmentObject var store: GapStore
    var body: some View {
        VStack {
            Text(store.value)
            Button("Flip") { store.value = "flipped" }
        }
    }
}

private struct GapCaption: PreferenceKey {
    static let defaultValue = "caption"
    static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
}

private struct GapRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

private final class GapStore: ObservableObject {
    @Published var value = "stored"
    var appeared = false
}

private struct GapWrapping: ViewModifier {
    let store: GapStore
    func body(content: Self.Content) -> some View {
        HStack {
            content.padding(2).hidden().environmentObject(store).onAppear { store.appeared = true }
        }.offset(x: 1)
    }
}

private struct GapReader: View {
    @EnvironmentObject var store: GapStore
    var body: some View { Text(store.value) }
}
