/// A network interface, as Network's `NWInterface`.
public struct NWInterface: Hashable, Sendable, CustomDebugStringConvertible {
    /// The kinds of interface.
    public enum InterfaceType: Hashable, Sendable {
        /// Another kind.
        case other
        /// Wi-Fi.
        case wifi
        /// Cellular.
        case cellular
        /// Wired Ethernet.
        case wiredEthernet
        /// The loopback interface.
        case loopback
    }

    /// The interface's kind.
    public let type: InterfaceType
    /// The interface's name (`en0`).
    public let name: String
    /// The interface's index.
    public let index: Int

    /// The interface's name.
    public var debugDescription: String { name }

    /// The Wi-Fi interface every preview reports.
    static let wifi = NWInterface(type: .wifi, name: "en0", index: 1)
}
