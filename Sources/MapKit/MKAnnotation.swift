import Arrange
import ArrangeCore
import Foundation
import LinuxCoreLocation

/// A point of interest a map shows, as MapKit's `MKAnnotation`. Its title and subtitle are
/// optional in MapKit; here they have `nil` defaults.
public protocol MKAnnotation: NSObjectProtocol {
    /// Where it is.
    var coordinate: CLLocationCoordinate2D { get }
    /// Its title.
    var title: String? { get }
    /// Its subtitle.
    var subtitle: String? { get }
}

extension MKAnnotation {
    /// No title, as an unimplemented optional property.
    public var title: String? { nil }
    /// No subtitle, as an unimplemented optional property.
    public var subtitle: String? { nil }
}

/// An annotation at a coordinate with a title, as MapKit's `MKPointAnnotation`.
open class MKPointAnnotation: NSObject, MKAnnotation {
    /// Where it is.
    open var coordinate = CLLocationCoordinate2D()
    /// Its title.
    open var title: String?
    /// Its subtitle.
    open var subtitle: String?

    /// An annotation at (0, 0).
    public override init() {
        super.init()
    }

    /// An annotation at a coordinate.
    public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
        self.coordinate = coordinate
        self.title = title
        self.subtitle = subtitle
        super.init()
    }
}

/// The view of an annotation on an `MKMapView`, as MapKit's `MKAnnotationView` (a UIKit view:
/// kept, not drawn).
open class MKAnnotationView: UIView {
    /// The annotation shown.
    open var annotation: (any MKAnnotation)?
    /// The identifier it is reused by.
    public let reuseIdentifier: String?
    /// Whether tapping it shows a callout.
    open var canShowCallout = false

    /// A view for an annotation.
    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }
}

/// A balloon annotation view, as MapKit's `MKMarkerAnnotationView`.
open class MKMarkerAnnotationView: MKAnnotationView {
    /// The balloon's colour.
    open var markerTintColor: UIColor?
    /// The symbol in the balloon.
    open var glyphText: String?
}

/// A UIKit map view, as MapKit's `MKMapView` (kept, not drawn: wrapped in a representable, it
/// shows a representable's placeholder).
open class MKMapView: UIView {
    /// The region shown.
    open var region = MKCoordinateRegion()
    /// The annotations shown.
    open private(set) var annotations: [any MKAnnotation] = []
    /// Whether the device's location shows.
    open var showsUserLocation = false

    /// Sets the region shown.
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
        self.region = region
    }

    /// Adds annotations.
    open func addAnnotations(_ annotations: [any MKAnnotation]) {
        self.annotations += annotations
    }

    /// Adds an annotation.
    open func addAnnotation(_ annotation: any MKAnnotation) {
        annotations.append(annotation)
    }

    /// Removes annotations.
    open func removeAnnotations(_ annotations: [any MKAnnotation]) {
        self.annotations.removeAll { shown in annotations.contains { $0 === shown } }
    }
}

/// Draws a picture of a map, as MapKit's `MKMapSnapshotter`: Linux has no map data, so every
/// snapshot fails with `MKError.serverFailure`.
open class MKMapSnapshotter: NSObject, @unchecked Sendable {
    /// What to draw, as `MKMapSnapshotter.Options`.
    open class Options: NSObject, @unchecked Sendable {
        /// The region.
        open var region = MKCoordinateRegion()
        /// The picture's size in points.
        open var size = CGSize(width: 256, height: 256)
        /// Pixels per point.
        open var scale: CGFloat = 1
    }

    /// A picture of a map, as `MKMapSnapshotter.Snapshot` (never made: snapshots fail).
    open class Snapshot: NSObject, @unchecked Sendable {
        /// The picture.
        open var image: UIImage { UIImage() }
        /// Where a coordinate falls in the picture: nowhere.
        open func point(for coordinate: CLLocationCoordinate2D) -> CGPoint { .zero }
    }

    /// What the snapshot would show.
    public let options: Options

    /// A snapshotter.
    public init(options: Options) {
        self.options = options
        super.init()
    }

    /// Takes the snapshot: fails with `MKError.serverFailure`.
    open func start(completionHandler: @escaping @Sendable (Snapshot?, (any Error)?) -> Void) {
        DispatchQueue.main.async { completionHandler(nil, MKError(.serverFailure)) }
    }

    /// Takes the snapshot: throws `MKError.serverFailure`.
    open func start() async throws -> Snapshot {
        throw MKError(.serverFailure)
    }

    /// Stops taking it.
    open func cancel() {}
}
