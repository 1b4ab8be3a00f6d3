/// Which assets a photo picker offers, as PhotosUI's `PHPickerFilter`.
public struct PHPickerFilter: Equatable, Hashable, Sendable {
    let name: String

    /// Images (live photos among them).
    public static let images = PHPickerFilter(name: "images")
    /// Videos.
    public static let videos = PHPickerFilter(name: "videos")
    /// Live photos.
    public static let livePhotos = PHPickerFilter(name: "livePhotos")
    /// Screenshots.
    public static let screenshots = PHPickerFilter(name: "screenshots")
    /// Screen recordings.
    public static let screenRecordings = PHPickerFilter(name: "screenRecordings")
    /// Panoramas.
    public static let panoramas = PHPickerFilter(name: "panoramas")
    /// Bursts.
    public static let bursts = PHPickerFilter(name: "bursts")
    /// Depth-effect photos.
    public static let depthEffectPhotos = PHPickerFilter(name: "depthEffectPhotos")
    /// Slow-motion videos.
    public static let slomoVideos = PHPickerFilter(name: "slomoVideos")
    /// Time-lapse videos.
    public static let timelapseVideos = PHPickerFilter(name: "timelapseVideos")

    /// Assets that any of the filters take.
    public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(name: "any(" + filters.map(\.name).joined(separator: ",") + ")")
    }
    /// Assets that all of the filters take.
    public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(name: "all(" + filters.map(\.name).joined(separator: ",") + ")")
    }
    /// Assets the filter does not take.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter {
        PHPickerFilter(name: "not(" + filter.name + ")")
    }
}
