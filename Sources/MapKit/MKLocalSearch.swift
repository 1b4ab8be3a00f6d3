import LinuxCoreLocation
import Foundation

/// A MapKit error, as `MKError`.
public struct MKError: Error, Hashable, Sendable {
    /// What went wrong.
    public enum Code: UInt, Sendable {
        /// An unknown error.
        case unknown = 1
        /// The server failed (or there is none: Linux has no map service).
        case serverFailure = 2
        /// The data is not available.
        case loadingThrottled = 3
        /// Nothing was found.
        case placemarkNotFound = 4
    }

    /// The error's code.
    public let code: Code

    /// An error of `code`.
    public init(_ code: Code) { self.code = code }
}

/// A search for places, as MapKit's `MKLocalSearch`. Linux has no map service: every search
/// fails with `MKError.serverFailure` (on the main queue for the completion-handler form).
open class MKLocalSearch: NSObject, @unchecked Sendable {
    /// What to search for, as `MKLocalSearch.Request`.
    open class Request: NSObject, @unchecked Sendable {
        /// The text to search for.
        open var naturalLanguageQuery: String?
        /// The region to search in.
        open var region = MKCoordinateRegion()
        /// The kinds of result.
        open var resultTypes: ResultType = [.address, .pointOfInterest]
        /// Which points of interest the search includes.
        open var pointOfInterestFilter: MKPointOfInterestFilter?

        /// An empty request.
        public override init() {
            super.init()
        }

        /// A request for a completer's suggestion.
        public init(completion: MKLocalSearchCompletion) {
            naturalLanguageQuery = [completion.title, completion.subtitle].filter { !$0.isEmpty }.joined(separator: " ")
            super.init()
        }

        /// The kinds of result a request asks for.
        public struct ResultType: OptionSet, Sendable {
            /// The kinds' bits.
            public let rawValue: UInt
            /// Kinds from their bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// Addresses.
            public static let address = ResultType(rawValue: 1 << 0)
            /// Points of interest.
            public static let pointOfInterest = ResultType(rawValue: 1 << 1)
            /// Physical features.
            public static let physicalFeature = ResultType(rawValue: 1 << 2)
        }
    }

    /// What a search found, as `MKLocalSearch.Response`.
    open class Response: NSObject, @unchecked Sendable {
        /// The places found.
        open var mapItems: [MKMapItem] = []
        /// The region holding them.
        open var boundingRegion = MKCoordinateRegion()
    }

    /// A completion handler's type.
    public typealias CompletionHandler = @MainActor @Sendable (Response?, (any Error)?) -> Void

    /// The request.
    public let request: Request
    /// Whether the search is running: never, as it fails at once.
    open var isSearching: Bool { false }

    /// A search for a request.
    public init(request: Request) {
        self.request = request
        super.init()
    }

    /// Searches: the handler hears `MKError.serverFailure` on the main queue.
    open func start(completionHandler: @escaping CompletionHandler) {
        DispatchQueue.main.async { MainActor.assumeIsolated { completionHandler(nil, MKError(.serverFailure)) } }
    }

    /// Searches: throws `MKError.serverFailure`.
    open func start() async throws -> Response {
        throw MKError(.serverFailure)
    }

    /// Cancels the search.
    open func cancel() {}
}

/// A suggested search, as MapKit's `MKLocalSearchCompletion`.
open class MKLocalSearchCompletion: NSObject, @unchecked Sendable {
    /// The suggestion's title.
    open var title: String { "" }
    /// The suggestion's subtitle.
    open var subtitle: String { "" }
    /// The parts of the title that match the query.
    open var titleHighlightRanges: [NSValue] { [] }
    /// The parts of the subtitle that match the query.
    open var subtitleHighlightRanges: [NSValue] { [] }
}

/// What a completer tells its delegate, as `MKLocalSearchCompleterDelegate`; both methods are
/// optional on iOS and have empty defaults here.
public protocol MKLocalSearchCompleterDelegate: NSObjectProtocol {
    /// The completer has new results.
    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
    /// The completer failed.
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error)
}

extension MKLocalSearchCompleterDelegate {
    /// Does nothing, as an unimplemented optional method.
    public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
    /// Does nothing, as an unimplemented optional method.
    public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {}
}

/// Suggests searches as the user types, as MapKit's `MKLocalSearchCompleter`. Linux has no map
/// service: each new query fragment makes the delegate hear `MKError.serverFailure` on the main
/// queue, and there are no results.
open class MKLocalSearchCompleter: NSObject, @unchecked Sendable {
    /// The object told of results (held weakly, as on iOS).
    open weak var delegate: (any MKLocalSearchCompleterDelegate)?
    /// The region to prefer.
    open var region = MKCoordinateRegion()
    /// The kinds of result.
    open var resultTypes: ResultType = [.address, .pointOfInterest, .query]
    /// Which points of interest completions include.
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// The suggestions: none.
    open var results: [MKLocalSearchCompletion] { [] }
    /// Whether it is searching: never.
    open var isSearching: Bool { false }
    /// The text typed so far; setting it asks for suggestions.
    open var queryFragment = "" {
        didSet {
            nonisolated(unsafe) let completer = self
            DispatchQueue.main.async { completer.delegate?.completer(completer, didFailWithError: MKError(.serverFailure)) }
        }
    }

    /// A completer.
    public override init() {
        super.init()
    }

    /// Stops asking.
    open func cancel() {}

    /// The kinds of suggestion a completer gives.
    public struct ResultType: OptionSet, Sendable {
        /// The kinds' bits.
        public let rawValue: UInt
        /// Kinds from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Addresses.
        public static let address = ResultType(rawValue: 1 << 0)
        /// Points of interest.
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        /// Queries.
        public static let query = ResultType(rawValue: 1 << 2)
    }
}
