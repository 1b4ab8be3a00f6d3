// Linux's `MapKit` (Arrange's own module): map geometry, map items and placemarks, local search
// (which has no network here and fails), and SwiftUI's `Map` with its markers and annotations,
// drawn as a plain map-coloured area on which markers stand where their coordinates fall (no
// tiles: Linux has no map data).
@_exported import LinuxCoreLocation
@_exported import Foundation
