import ArrangeRenderTestSupport
import Foundation
import Testing

/// A Core Data app as Xcode's template writes it (`Fixtures/CoreDataApp`): a model whose `Entry`
/// class Xcode generates, a `Notebook` class written by hand with `@objc` and `@NSManaged`, a
/// `PersistenceController` with a preview store, and a view with `@FetchRequest`, previewed
/// unchanged.
@Suite struct CoreDataAppTests {
    @Test func aCoreDataScreenPreviewsWithItsModelAndSampleObjects() throws {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/CoreDataApp")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-coredata-app-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: source, to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, record) = try RenderPreviewCommandTests.arrange(["explain", folder.appendingPathComponent("Journal").path], cache: folder)
        #expect(status == 0, "\(record)")
        // Newest first, the entry with mood 0 filtered out; the notebook through the inverse relationship.
        let market = try #require(record.range(of: "Market at dawn"), "\(record)")
        let train = try #require(record.range(of: "Train to Lyon"), "\(record)")
        #expect(market.lowerBound < train.lowerBound)
        #expect(!record.contains("Packed the bags"))
        #expect(record.contains("Travel · mood 2"))
        #expect(record.contains("Travel · mood 1"))
    }
}
