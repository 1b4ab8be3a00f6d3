import Arrange
import ArrangeCore
import LinuxCoreLocation

/// A balloon marking a place, as MapKit's `Marker` (iOS 17).
public struct Marker<Label: View>: MapContent, PrimitiveMapContent {
    /// A primitive: it has no body.
    public typealias Body = Never
    let title: String
    let systemImage: String?
    let coordinate: CLLocationCoordinate2D
    var tint: Color?

    var marks: [MapMark] { [.marker(title: title, systemImage: systemImage, tint: tint, coordinate: coordinate)] }
}

extension Marker where Label == Text {
    /// A marker titled `title` at a coordinate.
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
        self.init(title: String(title), systemImage: nil, coordinate: coordinate)
    }

    /// A marker titled `title`, with a symbol, at a coordinate.
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: String(title), systemImage: systemImage, coordinate: coordinate)
    }

    /// A marker titled `title`, with one to three letters, at a coordinate.
    public init<S: StringProtocol>(_ title: S, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.init(title: String(title), systemImage: nil, coordinate: coordinate)
    }

    /// A marker for a map item, titled with its name.
    public init(item: MKMapItem) {
        self.init(title: item.name ?? "", systemImage: nil, coordinate: item.placemark.coordinate)
    }
}

extension Marker {
    /// The marker in a colour.
    public func tint(_ tint: Color?) -> Marker {
        var copy = self
        copy.tint = tint
        return copy
    }
}

/// A view of the app's at a place, as MapKit's `Annotation` (iOS 17).
public struct Annotation<Label: View, Content: View>: MapContent, PrimitiveMapContent {
    /// A primitive: it has no body.
    public typealias Body = Never
    let coordinate: CLLocationCoordinate2D
    let content: Content

    var marks: [MapMark] { [.annotation(view: AnyView(content), coordinate: coordinate)] }
}

extension Annotation where Label == Text {
    /// An annotation titled `title` at a coordinate, showing `content`.
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                                   @ViewBuilder content: () -> Content) {
        self.init(coordinate: coordinate, content: content())
    }
}

extension Annotation {
    /// An annotation at a coordinate, showing `content`, labelled by `label`.
    public init(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content,
                @ViewBuilder label: () -> Label) {
        self.init(coordinate: coordinate, content: content())
    }
}

/// The device's location on the map, as MapKit's `UserAnnotation`: a preview has none, so it
/// draws nothing.
public struct UserAnnotation: MapContent, PrimitiveMapContent {
    /// A primitive: it has no body.
    public typealias Body = Never
    /// The device's location.
    public init() {}
    var marks: [MapMark] { [] }
}

/// A circle on the map, as MapKit's `MapCircle` (listed, not drawn: there are no tiles to draw on).
public struct MapCircle: MapContent, PrimitiveMapContent {
    /// A primitive: it has no body.
    public typealias Body = Never
    let center: CLLocationCoordinate2D
    /// A circle of `radius` metres around `center`.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) { self.center = center }
    var marks: [MapMark] { [.overlay(coordinates: [center])] }
}

/// A line through coordinates, as MapKit's `MapPolyline` (listed, not drawn).
public struct MapPolyline: MapContent, PrimitiveMapContent {
    /// A primitive: it has no body.
    public typealias Body = Never
    let coordinates: [CLLocationCoordinate2D]
    /// A line through `coordinates`.
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) { self.coordinates = coordinates }
    var marks: [MapMark] { [.overlay(coordinates: coordinates)] }

    /// How a line follows the Earth.
    public enum ContourStyle: Sendable {
        /// Straight on the map.
        case straight
        /// Along the Earth's surface.
        case geodesic
    }
}

/// A polygon of coordinates, as MapKit's `MapPolygon` (listed, not drawn).
public struct MapPolygon: MapContent, PrimitiveMapContent {
    /// A primitive: it has no body.
    public typealias Body = Never
    let coordinates: [CLLocationCoordinate2D]
    /// A polygon of `coordinates`.
    public init(coordinates: [CLLocationCoordinate2D]) { self.coordinates = coordinates }
    var marks: [MapMark] { [.overlay(coordinates: coordinates)] }
}

extension MapContent {
    /// The content in a colour (accepted; markers take `Marker.tint(_:)`'s).
    public func tint(_ tint: Color?) -> Self { self }
    /// Tags the content, for a map's selection.
    public func tag<V: Hashable>(_ tag: V) -> Self { self }
    /// Strokes an overlay (accepted: overlays are not drawn).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> Self { self }
    /// Fills an overlay (accepted: overlays are not drawn).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
    /// Whether annotation titles show (accepted).
    public func annotationTitles(_ visibility: Visibility) -> Self { self }
}
