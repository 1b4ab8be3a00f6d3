/// The state of the network a connection or monitor sees, as Network's `NWPath`.
public struct NWPath: Equatable, Sendable, CustomDebugStringConvertible {
    /// Whether the path can be used.
    public enum Status: Equatable, Sendable {
        /// The path can send and receive data.
        case satisfied
        /// The path cannot be used.
        case unsatisfied
        /// The path could be used once a connection is made (a VPN on demand).
        case requiresConnection
    }

    /// Whether the path can be used.
    public let status: Status
    /// The interfaces the path can use.
    public let availableInterfaces: [NWInterface]
    /// Whether the path uses an expensive interface (cellular, a personal hotspot).
    public let isExpensive: Bool
    /// Whether the path is in Low Data Mode.
    public let isConstrained: Bool
    /// Whether the path supports IPv4.
    public let supportsIPv4: Bool
    /// Whether the path supports IPv6.
    public let supportsIPv6: Bool
    /// Whether the path has a DNS server.
    public let supportsDNS: Bool

    /// Whether the path uses an interface of `type`.
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
        availableInterfaces.contains { $0.type == type }
    }

    /// "satisfied (Path is satisfied), interface: en0", as Network describes a path.
    public var debugDescription: String {
        "\(status), interface: \(availableInterfaces.map(\.name).joined(separator: ", "))"
    }

    /// The path a preview has: satisfied, over Wi-Fi.
    static let online = NWPath(status: .satisfied, availableInterfaces: [.wifi], isExpensive: false, isConstrained: false,
                               supportsIPv4: true, supportsIPv6: true, supportsDNS: true)
}
