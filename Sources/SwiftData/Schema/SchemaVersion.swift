extension Schema {
    /// A semantic version: major, minor and patch numbers, ordered numerically.
    public struct Version: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The major number.
        public let major: Int
        /// The minor number.
        public let minor: Int
        /// The patch number.
        public let patch: Int

        /// The version `major.minor.patch`.
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }

        public static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }

        /// `major.minor.patch`.
        public var description: String { "\(major).\(minor).\(patch)" }
    }
}
