import Combine
import CoreGraphics
import Foundation
import SwiftUI
import Testing
import UIKit

// The Linux modules named after Apple's: files written for iOS import them as they are. This file
// imports all four beside Swift Testing, which also checks Swift Testing's cross-import overlays.

@Suite("Apple's module names on Linux: SwiftUI, UIKit, Combine and CoreGraphics")
@MainActor struct AppleModulesTests {
    @Test("UIBezierPath rounds only the corners asked for, with circular arcs of cornerRadii.width")
    func bezierPathCorners() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        let path = Path(UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight],
                                     cornerRadii: CGSize(width: 12, height: 30)).cgPath)
        #expect(path.boundingRect == rect)
        // The rounded corners leave their very corner out; the square ones keep it.
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(!path.contains(CGPoint(x: 99.5, y: 39.5)))
        #expect(path.contains(CGPoint(x: 99.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 0.5, y: 39.5)))
        // 12 from the corner along both edges: the arc's radius is the width's.
        #expect(!path.contains(CGPoint(x: 2, y: 2)))
        #expect(path.contains(CGPoint(x: 12.5, y: 0.5)))
    }

    @Test("CGMutablePath builds what Path builds; Path(cgPath) and cgPath go both ways")
    func mutablePath() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 10, y: 10, width: 20, height: 30))
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 5, y: 5))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(path.currentPoint == CGPoint(x: 5, y: 5))
        var expected = Path()
        expected.addRect(CGRect(x: 10, y: 10, width: 20, height: 30))
        expected.move(to: .zero)
        expected.addLine(to: CGPoint(x: 5, y: 5))
        #expect(Path(path) == expected)
        #expect(Path(expected.cgPath) == expected)
    }

    @Test("CGColor's components make the same SwiftUI colour; a grey has two")
    func cgColor() {
        let environment = EnvironmentValues()
        let orange = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.75)
        #expect(Color(cgColor: orange).resolve(in: environment) == Color(red: 1, green: 0.5, blue: 0, opacity: 0.75).resolve(in: environment))
        #expect(CGColor(gray: 0.5, alpha: 1).numberOfComponents == 2)
        #expect(Color(cgColor: CGColor(gray: 0.5, alpha: 1)).resolve(in: environment) == Color(white: 0.5).resolve(in: environment))
        #expect(orange.copy(alpha: 1)?.alpha == 1)
    }

    @Test("UIFont makes SwiftUI's font: the system font at a size and weight, a text style")
    func fonts() {
        #expect(Font(UIFont.systemFont(ofSize: 20, weight: .bold)) == Font.system(size: 20, weight: .bold))
        #expect(Font(UIFont.boldSystemFont(ofSize: 13)) == Font.system(size: 13, weight: .bold))
        #expect(Font(UIFont.preferredFont(forTextStyle: .headline)) == Font.system(.headline))
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont(name: "DejaVu Sans", size: 12)?.pointSize == 12)
        #expect(UIFont(name: "", size: 12) == nil)
    }

    @Test("UIScreen is the screen a host sets (an iPhone 16's by default); UIDevice is a phone")
    func screenAndDevice() {
        // Preview sessions in this process set the screen to their device's, so set it here too.
        let saved = (UIScreen.main.bounds, UIScreen.main.scale)
        defer { UIScreen.main.setBounds(saved.0, scale: saved.1) }
        UIScreen.main.setBounds(CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3)
        #expect(UIScreen.main.bounds.width == 393)
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1179, height: 2556))
        let host = HostingView(rootView: Color.red.frame(width: UIScreen.main.bounds.width / 3, height: 10).id("third"),
                               size: CGSize(width: 393, height: 852))
        #expect(host.frame(of: "third")?.width == 131)
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
    }

    @Test("UIImage from PNG data has its size in points; Image(uiImage:) lays out at that size")
    func images() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 6, height: 4))
        renderer.scale = 2
        let image = try #require(UIImage(data: try renderer.pngData(), scale: 2))
        #expect(image.size == CGSize(width: 6, height: 4))
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
        let host = HostingView(rootView: Image(uiImage: image).id("picture"), size: CGSize(width: 50, height: 50))
        #expect(host.frame(of: "picture")?.size == CGSize(width: 6, height: 4))
        #expect(image.pngData()?.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("UIApplication.open records the URL it was given; the settings URL is a string")
    func application() async {
        let url = URL(string: "https://example.com")!
        await UIApplication.shared.open(url)
        #expect(UIApplication.shared.openedURLs.last == url)
        #expect(UIApplication.shared.canOpenURL(url))
        #expect(!UIApplication.openSettingsURLString.isEmpty)
    }

    @Test("Combine under its own name: publishers, Foundation's schedulers and Timer.publish")
    func combine() {
        var received: [Int] = []
        let subscription = Just(3).map { $0 * 2 }.sink { received.append($0) }
        #expect(received == [6])
        subscription.cancel()
        // These compile as they do with Apple's Combine: DispatchQueue and RunLoop are schedulers.
        let onMain: AnyPublisher<Int, Never> = Just(1).receive(on: DispatchQueue.main).eraseToAnyPublisher()
        let debounced = PassthroughSubject<String, Never>().debounce(for: .milliseconds(300), scheduler: RunLoop.main)
        let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        _ = (onMain, debounced, ticks)
    }

    @Test("Appearance proxies: one per class, keeping what apps set in init(); bar appearances configure their backgrounds")
    func appearanceProxiesKeepTheirSettings() {
        UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 34, weight: .bold)]
        UITableView.appearance().backgroundColor = .clear
        UITableView.appearance().separatorStyle = .none
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        #expect(UINavigationBar.appearance() === UINavigationBar.appearance())
        #expect(UINavigationBar.appearance().largeTitleTextAttributes?[.foregroundColor] as? UIColor == .white)
        #expect(UITableView.appearance().backgroundColor == .clear)
        #expect(UITableView.appearance().separatorStyle == .none)
        #expect(UIScrollView.appearance() !== UITableView.appearance())
        #expect(UISegmentedControl.appearance().titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .white)
        #expect(UISegmentedControl.appearance().titleTextAttributes(for: .normal) == nil)
        let bar = UINavigationBarAppearance()
        bar.configureWithOpaqueBackground()
        #expect(bar.backgroundColor == .systemBackground)
        bar.configureWithTransparentBackground()
        #expect(bar.backgroundColor == .clear && bar.shadowColor == .clear)
        UINavigationBar.appearance().standardAppearance = bar
        UITabBar.appearance().scrollEdgeAppearance = UITabBarAppearance()
        #expect(UINavigationBar.appearance().standardAppearance === bar)
    }

    @Test("The keyboard-hiding action is sent and answered; a selector is its method's name")
    func resigningTheKeyboardIsAnswered() {
        #expect(UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil))
        #expect(!UIApplication.shared.sendAction(Selector("copy:"), to: nil, from: nil, for: nil))
        #expect(Selector("tapWithSender:").description == "tapWithSender:")
        #expect(UIView().endEditing(true))
    }

    @Test("Colour literals make UIKit and SwiftUI colours; UIColor(named:) is nil for a colour set the app does not have")
    func colourLiteralsAndNamedColours() {
        let literal = Color(#colorLiteral(red: 0, green: 0.5, blue: 1, alpha: 1))
        let direct: Color = #colorLiteral(red: 0, green: 0.5, blue: 1, alpha: 1)
        #expect(literal == Color(red: 0, green: 0.5, blue: 1))
        #expect(direct == literal)
        let uiColor: UIColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(uiColor == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(UIColor(named: "NoSuchColour") == nil)
    }

    @Test("iOS 13–16 modifiers real screens use: disableAutocorrection, scrollDismissesKeyboard, ToolbarSpacer, progress styles with a tint, bar button appearance")
    func olderAndNewerModifiersCompileAndApply() throws {
        struct Screen: View {
            @Environment(\.autocorrectionDisabled) var disabled
            @Environment(\.scrollDismissesKeyboardMode) var mode
            var body: some View {
                Text(disabled && mode == .immediately ? "both" : "neither").id("state")
            }
        }
        let host = HostingView(rootView: Screen().disableAutocorrection(true).scrollDismissesKeyboard(.immediately), size: CGSize(width: 200, height: 100))
        #expect(try host.find(text: "both").frame.width > 0)
        let bar = HostingView(rootView: NavigationStack {
            Text("Body").toolbar {
                ToolbarItem(placement: .navigationBarLeading) { Text("L") }
                ToolbarSpacer(.fixed, placement: .navigationBarTrailing)
                ToolbarItem(placement: .navigationBarTrailing) { Text("R") }
            }
        }, size: CGSize(width: 390, height: 844))
        #expect(try bar.find(text: "R").frame.maxX > 300)
        let bars = HostingView(rootView: VStack {
            ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle(tint: .red))
            ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .green))
        }, size: CGSize(width: 200, height: 200))
        #expect(bars.rootFrame.width == 200)
        UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        #expect(UIBarButtonItem.appearance().titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .red)
        #expect(UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: Selector("done")).systemItem == .done)
    }
}
