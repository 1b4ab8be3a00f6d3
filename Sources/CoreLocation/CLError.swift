import Foundation

/// A CoreLocation error, as CoreLocation's `CLError`.
public struct CLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// CoreLocation's error domain.
    public static let errorDomain = "kCLErrorDomain"

    /// What went wrong.
    public enum Code: Int, Sendable {
        /// No location is known.
        case locationUnknown = 0
        /// The user denied access.
        case denied = 1
        /// The network is unavailable.
        case network = 2
        /// The heading is unknown.
        case headingFailure = 3
        /// A geocoding request found nothing.
        case geocodeFoundNoResult = 8
        /// A geocoding request found part of an answer.
        case geocodeFoundPartialResult = 9
        /// A geocoding request was cancelled.
        case geocodeCanceled = 10
        /// Location is unavailable on this device.
        case promptDeclined = 18
    }

    /// The error's code.
    public let code: Code

    /// An error of `code`.
    public init(_ code: Code) { self.code = code }

    /// The error of code `.locationUnknown` (and so on), for `catch CLError.network`-style matching.
    public static var locationUnknown: Code { .locationUnknown }
    /// The code of a denied request.
    public static var denied: Code { .denied }
    /// The code of a failed network request.
    public static var network: Code { .network }
    /// The code of a geocoding request that found nothing.
    public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }

    /// "The operation couldn't be completed. (kCLErrorDomain error N.)", as Foundation words it.
    public var description: String { "The operation couldn’t be completed. (\(Self.errorDomain) error \(code.rawValue).)" }
}

/// Matches an error against a CoreLocation code (`catch CLError.denied`).
public func ~= (code: CLError.Code, error: any Error) -> Bool {
    (error as? CLError)?.code == code
}
