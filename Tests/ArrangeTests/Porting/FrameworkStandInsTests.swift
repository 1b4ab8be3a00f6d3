import AuthenticationServices
import Contacts
import CoreLocation
import Foundation
import MapKit
import Network
import SwiftUI
import Testing
import UniformTypeIdentifiers
import UserNotifications
import WebKit
import os

/// The Apple frameworks app files import beside SwiftUI, as Arrange's own modules: `os`,
/// `CoreLocation`, `UniformTypeIdentifiers`, `Network`, `UserNotifications`, `WebKit`, `MapKit` and `AuthenticationServices`, each behaving as its documentation says where
/// that can be done without a device.
@Suite struct FrameworkStandInsTests {
    @Test func osBringsTheLoggerAndAnUnfairLock() {
        let logger = Logger(subsystem: "com.example.app", category: "lock")
        let counter = OSAllocatedUnfairLock(initialState: 0)
        DispatchQueue.concurrentPerform(iterations: 100) { _ in counter.withLock { $0 += 1 } }
        #expect(counter.withLock { $0 } == 100)
        logger.debug("counted \(counter.withLock { $0 })")
        let plain = OSAllocatedUnfairLock()
        #expect(plain.lockIfAvailable())
        #expect(!plain.lockIfAvailable())
        plain.unlock()
        #expect(plain.withLock { 7 } == 7)
    }

    @Test func locationsMeasureGreatCircleDistances() {
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
        let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        // 343.5 km between the two centres on a sphere of the Earth's mean radius.
        #expect(abs(paris.distance(from: london) - 343_556) < 1)
        #expect(paris.distance(from: paris) == 0)
        #expect(CLLocationCoordinate2DIsValid(paris.coordinate))
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        #expect(paris.horizontalAccuracy == 0 && paris.speed == -1 && paris.course == -1)
    }

    /// A view model written the usual way: an `NSObject` delegate of its manager.
    final class LocationModel: NSObject, CLLocationManagerDelegate, @unchecked Sendable {
        let manager = CLLocationManager()
        var failures: [CLError.Code] = []
        override init() {
            super.init()
            manager.delegate = self
            manager.desiredAccuracy = kCLLocationAccuracyHundredMeters
        }
        func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
            failures.append((error as? CLError)?.code ?? .headingFailure)
        }
    }

    @Test @MainActor func aLocationManagerHasNoPositionAndSaysSo() async {
        let model = LocationModel()
        model.manager.requestWhenInUseAuthorization()
        model.manager.startUpdatingLocation()
        #expect(model.manager.isUpdatingLocation)
        #expect(model.manager.authorizationStatus == .notDetermined)
        #expect(model.manager.location == nil)
        #expect(!CLLocationManager.locationServicesEnabled())
        model.manager.requestLocation()
        // The failure arrives on the main queue, after this turn.
        for _ in 0..<100 where model.failures.isEmpty { try? await Task.sleep(for: .milliseconds(10)) }
        #expect(model.failures == [.locationUnknown])
        model.manager.stopUpdatingLocation()
        #expect(!model.manager.isUpdatingLocation)
        await #expect(throws: CLError(.network)) { try await CLGeocoder().geocodeAddressString("1 Infinite Loop") }
    }

    @Test func typesConformAndAreFoundByTag() throws {
        #expect(UTType.json.identifier == "public.json")
        #expect(UTType.json.conforms(to: .text) && UTType.json.conforms(to: .data) && UTType.json.conforms(to: .item))
        #expect(!UTType.json.conforms(to: .image))
        #expect(UTType.png.conforms(to: .image) && UTType.png.preferredMIMEType == "image/png")
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(mimeType: "application/pdf") == .pdf)
        #expect(UTType("public.comma-separated-values-text") == .commaSeparatedText)
        #expect(UTType("com.example.nothing") == nil)
        let custom = try #require(UTType(filenameExtension: "recipe"))
        #expect(custom.isDynamic && custom.conforms(to: .data) && custom.preferredFilenameExtension == "recipe")
        let exported = UTType(exportedAs: "com.example.recipe", conformingTo: .json)
        #expect(exported.conforms(to: .text) && exported.isDeclared)
        #expect(UTType.heic.conforms(to: .image))
        let encoded = try JSONEncoder().encode([UTType.pdf])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["com.adobe.pdf"]"#)
        #expect(try JSONDecoder().decode([UTType].self, from: encoded) == [.pdf])
    }

    @Test func aPathMonitorIsAlwaysOnline() async {
        let monitor = NWPathMonitor()
        #expect(monitor.currentPath.status == .satisfied && monitor.currentPath.usesInterfaceType(.wifi))
        let heard = await withCheckedContinuation { (continuation: CheckedContinuation<NWPath.Status, Never>) in
            monitor.pathUpdateHandler = { continuation.resume(returning: $0.status) }
            monitor.start(queue: DispatchQueue(label: "monitor"))
        }
        #expect(heard == .satisfied)
        monitor.cancel()
        // Iterated, it yields the path once and ends, so a view's task does not wait forever.
        var paths: [NWPath] = []
        for await path in NWPathMonitor() { paths.append(path) }
        #expect(paths.map(\.status) == [.satisfied])
    }

    @Test func notificationsAreKeptAndNeverDelivered() async throws {
        let center = UNUserNotificationCenter.current()
        center.removeAllPendingNotificationRequests()
        #expect(try await center.requestAuthorization(options: [.alert, .badge, .sound]) == false)
        #expect(await center.notificationSettings().authorizationStatus == .notDetermined)
        let content = UNMutableNotificationContent()
        content.title = "Water the plants"
        content.sound = .default
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: false)
        try await center.add(UNNotificationRequest(identifier: "water", content: content, trigger: trigger))
        try await center.add(UNNotificationRequest(identifier: "water", content: content, trigger: nil))
        let pending = await center.pendingNotificationRequests()
        #expect(pending.map(\.identifier) == ["water"] && pending[0].trigger == nil && pending[0].content.title == "Water the plants")
        #expect(await center.deliveredNotifications().isEmpty)
        center.removePendingNotificationRequests(withIdentifiers: ["water"])
        #expect(await center.pendingNotificationRequests().isEmpty)
    }

    /// A web view wrapped as apps wrap it before iOS 26.
    struct LegacyWebView: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ webView: WKWebView, context: Context) { webView.load(URLRequest(url: url)) }
    }

    @Test @MainActor func webViewsDrawAPlaceholderOfTheirPage() throws {
        let page = WebPage()
        page.load(URL(string: "https://example.com/recipes/1")!)
        #expect(page.url?.host == "example.com" && !page.isLoading && page.title.isEmpty)
        let host = HostingView(rootView: VStack(spacing: 0) { WebView(page); LegacyWebView(url: URL(string: "https://swift.org")!) },
                               size: CGSize(width: 300, height: 400))
        // Both take the space offered, shared; the page's host is named in the placeholder.
        #expect(try host.find(text: "example.com").frame.width > 0)
        #expect(host.diagnostics.contains { $0.hasPrefix("WebView of https://example.com/recipes/1 is web content") })
        #expect(host.diagnostics.contains { $0.hasPrefix("WKWebView is a UIKit view") })
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.load(URLRequest(url: URL(string: "https://swift.org")!))
        #expect(webView.url?.absoluteString == "https://swift.org" && !webView.canGoBack)
    }

    struct Cafe: Identifiable {
        let id: Int
        let coordinate: CLLocationCoordinate2D
    }

    @Test @MainActor func mapsPlaceTheirMarkersByCoordinate() throws {
        // A region 0.2° on each side around (48.85, 2.35): a marker at its centre stands in
        // the middle of the map; one 0.05° east and north, a quarter of the way from the centre.
        let center = CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35)
        let region = MKCoordinateRegion(center: center, span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
        let map = Map(initialPosition: .region(region)) {
            Marker("Centre", coordinate: center)
            Marker("North-east", systemImage: "cup.and.saucer.fill",
                   coordinate: CLLocationCoordinate2D(latitude: 48.90, longitude: 2.40)).tint(.brown)
            UserAnnotation()
            MapCircle(center: center, radius: 500)
        }
        .mapStyle(.standard(elevation: .realistic))
        let host = HostingView(rootView: map.frame(width: 400, height: 400), size: CGSize(width: 400, height: 400))
        let centre = try host.find(text: "Centre").frame, northEast = try host.find(text: "North-east").frame
        // Each title is under its 30-point balloon, which is centred on the point with it.
        #expect(abs(centre.midX - 200) < 0.01 && abs(northEast.midX - 300) < 0.01)
        #expect(abs((northEast.minY - centre.minY) + 100) < 0.01)
        #expect(host.diagnostics.contains { $0.hasPrefix("Map has no map data on Linux") })

        // iOS 14: a region binding and an annotation per item.
        let cafes = [Cafe(id: 1, coordinate: center)]
        let legacy = Map(coordinateRegion: .constant(region), annotationItems: cafes) { cafe in
            MapAnnotation(coordinate: cafe.coordinate) { Text("☕︎ \(cafe.id)") }
        }
        let legacyHost = HostingView(rootView: legacy.frame(width: 300, height: 200), size: CGSize(width: 300, height: 200))
        let annotation = try legacyHost.find(text: "☕︎ 1").frame
        #expect(abs(annotation.midX - 150) < 0.01 && abs(annotation.midY - 100) < 0.01)
    }

    @Test func mapSearchHasNoServiceAndSaysSo() async {
        let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0), latitudinalMeters: 111_320, longitudinalMeters: 111_320)
        #expect(abs(region.span.latitudeDelta - 1) < 1e-9 && abs(region.span.longitudeDelta - 1) < 1e-9)
        let request = MKLocalSearch.Request()
        request.naturalLanguageQuery = "coffee"
        await #expect(throws: MKError(.serverFailure)) { try await MKLocalSearch(request: request).start() }
        let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2)))
        item.name = "Home"
        #expect(item.placemark.coordinate.longitude == 2 && !item.openInMaps())
        // Annotations as apps declare them: title and subtitle are optional requirements.
        final class Spot: NSObject, MKAnnotation {
            let coordinate = CLLocationCoordinate2D(latitude: 1, longitude: 2)
        }
        let annotations: [any MKAnnotation] = [Spot(), MKPointAnnotation(coordinate: CLLocationCoordinate2D(), title: "Park")]
        #expect(annotations.map(\.title) == [nil, "Park"])
        await #expect(throws: MKError(.serverFailure)) { try await MKMapSnapshotter(options: MKMapSnapshotter.Options()).start() }
    }

    final class SignInModel: NSObject, ASAuthorizationControllerDelegate, @unchecked Sendable {
        var errors: [ASAuthorizationError.Code] = []
        func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {
            errors.append((error as? ASAuthorizationError)?.code ?? .unknown)
        }
    }

    @Test @MainActor func signInWithAppleDrawsAppleButtonAndIsNotHandled() async throws {
        nonisolated(unsafe) var outcome: Result<ASAuthorization, any Error>?
        nonisolated(unsafe) var scopes: [ASAuthorization.Scope]?
        let button = SignInWithAppleButton(.continue) { request in
            request.requestedScopes = [.fullName, .email]
            scopes = request.requestedScopes
        } onCompletion: { outcome = $0 }
        let host = HostingView(rootView: VStack { button.signInWithAppleButtonStyle(.whiteOutline) }.padding(), size: CGSize(width: 320, height: 300))
        let label = try host.find(text: "Continue with Apple")
        #expect(label.frame.width > 0)
        try host.tap(.text("Continue with Apple"))
        #expect(scopes == [.fullName, .email])
        guard case .failure(let error)? = outcome else {
            Issue.record("no failure")
            return
        }
        #expect((error as? ASAuthorizationError)?.code == .notHandled)

        let model = SignInModel()
        let controller = ASAuthorizationController(authorizationRequests: [ASAuthorizationAppleIDProvider().createRequest()])
        controller.delegate = model
        controller.performRequests()
        for _ in 0..<100 where model.errors.isEmpty { try? await Task.sleep(for: .milliseconds(10)) }
        #expect(model.errors == [.notHandled])
    }

    @Test @MainActor func alertControllersKeepTheirActionsAndRunThem() {
        nonisolated(unsafe) var tapped: [String] = []
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { tapped.append($0.title ?? "") })
        alert.addTextField { $0.placeholder = "Type DELETE" }
        let presenter = UIViewController()
        presenter.present(alert, animated: true)
        #expect(presenter.presentedViewController === alert)
        #expect(alert.actions.map(\.style) == [.cancel, .destructive] && alert.textFields?.first?.placeholder == "Type DELETE")
        alert.tapAction(titled: "Delete")
        #expect(tapped == ["Delete"])
        // The key window as apps find it through the scenes: one window scene, in front.
        let window = UIApplication.shared.connectedScenes
            .filter { $0.activationState == .foregroundActive }
            .compactMap { $0 as? UIWindowScene }
            .flatMap(\.windows)
            .first { $0.isKeyWindow }
        #expect(window?.bounds.size == UIScreen.main.bounds.size)
        // Container controllers keep their stacks and selection.
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(presenter, animated: true)
        #expect(navigation.visibleViewController === presenter && navigation.viewControllers.count == 2)
        #expect(navigation.popViewController(animated: true) === presenter && navigation.popViewController(animated: true) == nil)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, presenter]
        tabs.selectedViewController = presenter
        #expect(tabs.selectedIndex == 1)
    }

    @Test func contactsFormatAddressesAndTheStoreHasNoContacts() async throws {
        let placemark = CLPlacemark(name: "Apple Park", locality: "Cupertino", administrativeArea: "CA", country: "United States",
                                    isoCountryCode: "US", postalCode: "95014")
        placemark.subThoroughfare = "1"
        placemark.thoroughfare = "Apple Park Way"
        let address = try #require(placemark.postalAddress)
        #expect(CNPostalAddressFormatter().string(from: address) == "1 Apple Park Way\nCupertino CA 95014\nUnited States")
        let paris = CNMutablePostalAddress()
        paris.street = "8 rue de Rivoli"
        paris.city = "Paris"
        paris.postalCode = "75004"
        paris.country = "France"
        paris.isoCountryCode = "FR"
        #expect(CNPostalAddressFormatter.string(from: paris, style: .mailingAddress) == "8 rue de Rivoli\n75004 Paris\nFrance")
        let contact = CNMutableContact()
        contact.givenName = "Ada"
        contact.familyName = "Lovelace"
        contact.phoneNumbers = [CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: "+44 20 7946 0000"))]
        #expect(CNContactFormatter.string(from: contact, style: .fullName) == "Ada Lovelace")
        #expect(CNLabeledValue<CNPhoneNumber>.localizedString(forLabel: CNLabelPhoneNumberMobile) == "mobile")
        #expect(CNContactStore.authorizationStatus(for: .contacts) == .notDetermined)
        #expect(try await CNContactStore().requestAccess(for: .contacts) == false)
        let keys = [CNContactGivenNameKey as CNKeyDescriptor]
        #expect(try CNContactStore().unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "Ada"), keysToFetch: keys).isEmpty)
    }
}
