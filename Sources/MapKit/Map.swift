import Arrange
import ArrangeCore
import LinuxCoreLocation

/// A view that shows a map, as MapKit's SwiftUI `Map`. Linux has no map data: the map is a
/// plain land-coloured area, flexible as SwiftUI's map is, with its markers and annotations
/// standing where their coordinates fall in the region shown (the position's, else one framing
/// the content), and a diagnostic saying so.
public struct Map<Content: View>: View {
    let content: Content

    /// The map.
    public var body: some View { content }
}

/// What a `Map` draws: the area and the marks of its content (Arrange's own).
public struct MapContentView<C: MapContent>: View {
    let region: MKCoordinateRegion?
    let content: C

    /// The area, with each mark at its place.
    @MainActor public var body: some View {
        let marks = mapMarks(of: content)
        let shown = region ?? MKCoordinateRegion.enclosing(marks.flatMap(\.coordinates))
        return ReportingView(
            message: "Map has no map data on Linux: a plain area stands for it, with its markers and annotations where their coordinates fall.",
            content: GeometryReader { proxy in
                ZStack(alignment: .topLeading) {
                    Color(red: 0.96, green: 0.95, blue: 0.92)
                    ForEach(Array(marks.enumerated()), id: \.offset) { _, mark in
                        if let shown, let point = Self.point(of: mark, in: shown, size: proxy.size) {
                            MapMarkView(mark: mark).position(x: point.x, y: point.y)
                        }
                    }
                }
            })
    }

    /// Where a mark stands in a map of `size` showing `region`, when it is in view.
    static func point(of mark: MapMark, in region: MKCoordinateRegion, size: CGSize) -> CGPoint? {
        guard case let coordinates = mark.coordinates, coordinates.count == 1, let coordinate = coordinates.first else { return nil }
        if case .overlay = mark { return nil }
        let unit = region.unitPoint(of: coordinate)
        guard (0...1).contains(unit.x), (0...1).contains(unit.y) else { return nil }
        return CGPoint(x: unit.x * size.width, y: unit.y * size.height)
    }
}

/// A marker's balloon and title, or an annotation's view.
struct MapMarkView: View {
    let mark: MapMark

    var body: some View {
        switch mark {
        case .marker(let title, let systemImage, let tint, _):
            VStack(spacing: 2) {
                Circle().fill(tint ?? .red)
                    .frame(width: 30, height: 30)
                    .overlay(Image(systemName: systemImage ?? "mappin").font(.system(size: 14, weight: .semibold)).foregroundStyle(.white))
                if !title.isEmpty {
                    Text(verbatim: title).font(.caption2.weight(.semibold))
                }
            }
        case .annotation(let view, _):
            view
        case .overlay:
            EmptyView()
        }
    }
}

extension Map {
    /// A map framing its content at first (iOS 17).
    public init<C: MapContent>(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                               interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                               @MapContentBuilder content: () -> C) where Content == MapContentView<C> {
        self.content = MapContentView(region: initialPosition.resolvedRegion(), content: content())
    }

    /// A map whose position a binding holds (iOS 17).
    public init<C: MapContent>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                               interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                               @MapContentBuilder content: () -> C) where Content == MapContentView<C> {
        self.content = MapContentView(region: position.wrappedValue.resolvedRegion(), content: content())
    }

    /// A map whose position and selection bindings hold (iOS 17).
    public init<C: MapContent, SelectionValue: Hashable>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                                                         interactionModes: MapInteractionModes = .all, selection: Binding<SelectionValue?>,
                                                         scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) where Content == MapContentView<C> {
        self.init(position: position, bounds: bounds, interactionModes: interactionModes, scope: scope, content: content)
    }

    /// A map framing its content at first, with a selection binding (iOS 17).
    public init<C: MapContent, SelectionValue: Hashable>(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                                                         interactionModes: MapInteractionModes = .all, selection: Binding<SelectionValue?>,
                                                         scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) where Content == MapContentView<C> {
        self.init(initialPosition: initialPosition, bounds: bounds, interactionModes: interactionModes, scope: scope, content: content)
    }

    /// A map of a region (iOS 14).
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
                userTrackingMode: Binding<MapUserTrackingMode>? = nil) where Content == MapContentView<EmptyMapContent> {
        content = MapContentView(region: coordinateRegion.wrappedValue, content: EmptyMapContent())
    }

    /// A map of a region with an annotation for each item (iOS 14).
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
    ) where Content == MapContentView<AnnotationItems>, Items.Element: Identifiable {
        let marks = annotationItems.compactMap { (annotationContent($0) as? any MapAnnotationMark)?.mark }
        content = MapContentView(region: coordinateRegion.wrappedValue, content: AnnotationItems(marks: marks))
    }
}

/// The annotations of a map of items (iOS 14), as map content.
public struct AnnotationItems: MapContent, PrimitiveMapContent {
    /// A primitive: it has no body.
    public typealias Body = Never
    let marks: [MapMark]
}

/// An annotation of a map of items (iOS 14), as MapKit's `MapAnnotationProtocol`.
public protocol MapAnnotationProtocol {}

/// What an annotation of a map of items draws.
protocol MapAnnotationMark {
    var mark: MapMark { get }
}

/// A balloon marker of a map of items (iOS 14), as MapKit's `MapMarker`.
public struct MapMarker: MapAnnotationProtocol, MapAnnotationMark {
    let coordinate: CLLocationCoordinate2D
    let tint: Color?
    /// A marker at a coordinate.
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        self.coordinate = coordinate
        self.tint = tint
    }
    /// The balloon.
    var mark: MapMark { .marker(title: "", systemImage: nil, tint: tint, coordinate: coordinate) }
}

/// A pin of a map of items (iOS 14), as MapKit's `MapPin`.
public struct MapPin: MapAnnotationProtocol, MapAnnotationMark {
    let coordinate: CLLocationCoordinate2D
    let tint: Color?
    /// A pin at a coordinate.
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        self.coordinate = coordinate
        self.tint = tint
    }
    /// The pin, drawn as a balloon.
    var mark: MapMark { .marker(title: "", systemImage: "mappin", tint: tint, coordinate: coordinate) }
}

/// A view of the app's on a map of items (iOS 14), as MapKit's `MapAnnotation`.
public struct MapAnnotation<Content: View>: MapAnnotationProtocol, MapAnnotationMark {
    let coordinate: CLLocationCoordinate2D
    let content: Content
    /// An annotation at a coordinate showing `content`.
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), @ViewBuilder content: () -> Content) {
        self.coordinate = coordinate
        self.content = content()
    }
    /// The view.
    var mark: MapMark { .annotation(view: AnyView(content), coordinate: coordinate) }
}

extension View {
    /// How maps in this view draw the world (accepted: Arrange draws no tiles).
    public func mapStyle(_ mapStyle: MapStyle) -> some View { self }
    /// The controls maps in this view show (accepted: a preview shows none).
    public func mapControls<C: View>(@ViewBuilder _ content: () -> C) -> some View { self }
    /// The visibility of maps' controls (accepted).
    public func mapControlVisibility(_ visibility: Visibility) -> some View { self }
    /// What happens when a map's camera changes (accepted: it never moves).
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void) -> some View { self }
}

/// When a map tells of camera changes.
public enum MapCameraUpdateFrequency: Sendable {
    /// Continuously.
    case continuous
    /// When a change ends.
    case onEnd
}

/// A button that centres the map on the device, as MapKit's `MapUserLocationButton` (drawn as nothing).
public struct MapUserLocationButton: View {
    /// The button.
    public init(scope: Namespace.ID? = nil) {}
    /// Nothing: a preview has no location.
    public var body: some View { EmptyView() }
}

/// A map's compass, as MapKit's `MapCompass` (drawn as nothing: the map never rotates).
public struct MapCompass: View {
    /// The compass.
    public init(scope: Namespace.ID? = nil) {}
    /// Nothing.
    public var body: some View { EmptyView() }
}

/// A map's scale, as MapKit's `MapScaleView` (drawn as nothing).
public struct MapScaleView: View {
    /// The scale.
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
    /// Nothing.
    public var body: some View { EmptyView() }
}
