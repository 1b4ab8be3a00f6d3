import Arrange
import ArrangeSnapshotTesting
import Testing

/// The snapshot example of the DocC article "Testing views" (`Sources/Arrange/Arrange.docc/
/// Testing.md`), as written there, against references committed in
/// `__Snapshots__/DocumentationSnapshotTests/`.
@Suite @MainActor struct DocumentationSnapshotTests {
    @Test func badgeMatchesItsReferences() {
        let badge = Text("New").padding(8).background(Capsule().fill(.yellow))
        assertSnapshot(of: badge, as: .image(scale: 2))
        assertSnapshot(of: badge, as: .frames(layout: .fixed(width: 120, height: 60)))
    }
}
