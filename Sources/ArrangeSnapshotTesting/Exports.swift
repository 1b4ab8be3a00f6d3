// `import ArrangeSnapshotTesting` brings swift-snapshot-testing's `assertSnapshot`,
// `verifySnapshot`, `withSnapshotTesting` and `Snapshotting` with it, as its own
// InlineSnapshotTesting module does, so a test file needs one import besides `Arrange`.
@_exported import SnapshotTesting
