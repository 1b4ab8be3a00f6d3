import CoreLocation
import Foundation
import Testing
import UniformTypeIdentifiers
import os

/// The Apple frameworks app files import beside SwiftUI, as Arrange's own modules: `os`,
/// `CoreLocation` and `UniformTypeIdentifiers`, each behaving as its documentation says where
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
}
