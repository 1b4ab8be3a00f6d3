import Foundation
#if canImport(Testing)
import Testing
#endif

/// Where a failed image comparison leaves its pictures: swift-snapshot-testing's failure
/// artifacts directory (`SNAPSHOT_ARTIFACTS`, else the temporary directory), in a folder of
/// this library's named after the running test and the two images, so runs of the same failure
/// overwrite each other and different failures do not.
enum FailureArtifacts {
    /// The folder for a failure comparing `reference` with `actual`.
    static func directory(reference: Data, actual: Data) -> URL {
        let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        var name = "snapshot"
        #if canImport(Testing)
        if let test = Test.current { name = sanitized(test.name) }
        #endif
        let folder = "\(name)-\(hexHash(reference, actual))"
        return URL(fileURLWithPath: root, isDirectory: true)
            .appendingPathComponent("ArrangeSnapshotTesting", isDirectory: true)
            .appendingPathComponent(folder, isDirectory: true)
    }

    /// Writes `files` (name, contents) into `directory`, returning each file's path, or a line
    /// saying why they could not be written.
    static func write(_ files: [(name: String, data: Data)], to directory: URL) -> Result<[String: String], ArtifactError> {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            var paths: [String: String] = [:]
            for file in files {
                let url = directory.appendingPathComponent(file.name)
                try file.data.write(to: url, options: .atomic)
                paths[file.name] = url.path
            }
            return .success(paths)
        } catch {
            return .failure(ArtifactError(message: "Could not write the failure images to \(directory.path): \(error.localizedDescription)"))
        }
    }

    /// A failure to write the artifacts, reported in the failure message instead.
    struct ArtifactError: Error {
        var message: String
    }

    /// A test's name as a path component: letters, digits, `-` and `_`.
    static func sanitized(_ name: String) -> String {
        let kept = name.unicodeScalars.map { scalar -> Character in
            CharacterSet.alphanumerics.contains(scalar) || scalar == "_" || scalar == "-" ? Character(scalar) : "-"
        }
        let joined = String(kept).split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-")
        return joined.isEmpty ? "snapshot" : String(joined.prefix(80))
    }

    /// 64-bit FNV-1a of both images, in hex: the same failure gets the same folder.
    static func hexHash(_ first: Data, _ second: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for data in [first, second] {
            for byte in data {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            hash ^= 0xff
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let text = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
