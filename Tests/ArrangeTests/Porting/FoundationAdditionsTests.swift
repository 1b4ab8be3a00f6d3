import Foundation
import SwiftUI
import Testing

/// `String(localized:)`, `String.LocalizationValue` and `LocalizedStringResource`, which Linux's
/// Foundation lacks, looked up in a bundle's string tables as on iOS.
@Suite struct FoundationAdditionsTests {
    /// A bundle folder with a `Backyards` table in English and French, and a String Catalog.
    static func bundle() throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-strings-\(UUID().uuidString).bundle")
        for (language, text) in [("en", "\"Bird %lld Springs\" = \"%lld Bird Springs\";\n\"greeting\" = \"Hello\";\n"),
                                 ("fr", "\"Bird %lld Springs\" = \"Source aux %lld oiseaux\";\n\"Weight %@ kg\" = \"Poids %@ kg\";\n")] {
            let lproj = folder.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: lproj.appendingPathComponent("Backyards.strings"))
        }
        let catalog = #"{"sourceLanguage":"en","strings":{"Done":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Terminé"}}}}}}"#
        try Data(catalog.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        return try #require(Bundle(url: folder))
    }

    @Test func securityScopedAccessIsAlwaysGranted() {
        let picked = URL(fileURLWithPath: "/tmp/picked.json")
        #expect(picked.startAccessingSecurityScopedResource())
        picked.stopAccessingSecurityScopedResource()
    }

    @Test func iCloudFileCallsAnswerAsWithNoAccount() throws {
        let manager = FileManager.default
        let file = URL(fileURLWithPath: "/tmp/arrange-ubiquity.json")
        #expect(manager.url(forUbiquityContainerIdentifier: nil) == nil)
        #expect(manager.ubiquityIdentityToken == nil)
        #expect(!manager.isUbiquitousItem(at: file))
        try manager.startDownloadingUbiquitousItem(at: file)
        try manager.evictUbiquitousItem(at: file)
        #expect(throws: CocoaError.self) { try manager.setUbiquitous(true, itemAt: file, destinationURL: file) }
    }

    @Test func dispatchQueueLabelsReadAsOnDarwin() {
        let queue = DispatchQueue(label: "com.example.images")
        #expect(String(cString: __dispatch_queue_get_label(queue)) == "com.example.images")
        // The same label's C string is handed out once and stays.
        #expect(__dispatch_queue_get_label(queue) == __dispatch_queue_get_label(DispatchQueue(label: "com.example.images")))
        // Off the main thread the current queue has no name Linux can give.
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var current: String?
        queue.async {
            current = String(cString: __dispatch_queue_get_label(nil), encoding: .utf8)
            done.signal()
        }
        done.wait()
        #expect(current == "")
    }

    @Test func localizationValuesRecordTheirKeyAndValues() {
        let count = 3, name = "Ada", ratio = 0.5
        let value: String.LocalizationValue = "\(name) saw \(count) birds, \(ratio) of them 100%"
        #expect(value.key == "%@ saw %lld birds, %lf of them 100%%")
        #expect(value.arguments == ["Ada", "3", "0.5"])
        #expect(value.description == "Ada saw 3 birds, 0.5 of them 100%")
    }

    @Test func stringsAreLookedUpInTheNamedTableForTheLocale() throws {
        let bundle = try Self.bundle()
        let english = Locale(identifier: "en_US"), french = Locale(identifier: "fr_FR")
        #expect(String(localized: "Bird \(3) Springs", table: "Backyards", bundle: bundle, locale: english) == "3 Bird Springs")
        #expect(String(localized: "Bird \(3) Springs", table: "Backyards", bundle: bundle, locale: french) == "Source aux 3 oiseaux")
        #expect(String(localized: "Weight \("2.5") kg", table: "Backyards", bundle: bundle, locale: french) == "Poids 2.5 kg")
        // The String Catalog is the default table; a key no table has is its own value.
        #expect(String(localized: "Done", bundle: bundle, locale: french) == "Terminé")
        #expect(String(localized: "Not translated \(7)", bundle: bundle, locale: french) == "Not translated 7")
        #expect(String(localized: "greeting", defaultValue: "Hi", table: "Backyards", bundle: bundle, locale: english) == "Hello")
        #expect(String(localized: "farewell", defaultValue: "Bye \(2)", table: "Backyards", bundle: bundle, locale: english) == "Bye 2")
    }

    @Test @MainActor func resourcesResolveInStringsAndTexts() throws {
        let bundle = try Self.bundle()
        let resource = LocalizedStringResource("Done", locale: Locale(identifier: "fr"), bundle: .atURL(bundle.bundleURL))
        #expect(String(localized: resource) == "Terminé")
        #expect(resource.key == "Done" && resource.table == nil)
        let plain: LocalizedStringResource = "Plain \(1)"
        #expect(plain.key == "Plain %lld" && String(localized: plain) == "Plain 1")
        // A Text of a resource shows its resolved text; a literal stays a LocalizedStringKey.
        let host = HostingView(rootView: VStack { Text(resource); Text("Done") }, size: CGSize(width: 300, height: 400))
        #expect(try host.find(text: "Terminé").frame.maxY == (try host.find(text: "Done").frame.minY))
    }
}
