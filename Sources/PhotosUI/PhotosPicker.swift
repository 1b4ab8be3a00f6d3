import Arrange
import ArrangeCore
import Foundation

/// How a multiple-selection picker orders its selection, as PhotosUI's `PhotosPickerSelectionBehavior`.
public struct PhotosPickerSelectionBehavior: Equatable, Hashable, Sendable {
    let name: String
    /// The system's order.
    public static let `default` = PhotosPickerSelectionBehavior(name: "default")
    /// The order they were chosen in.
    public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
    /// Continuously updated.
    public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
    /// Continuously updated, in order.
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}

/// A control that lets people choose photos, as PhotosUI's `PhotosPicker`: a button with its
/// label. There is no photo library on Linux, so a tap shows no picker and the selection stays
/// as it is.
public struct PhotosPicker<Label: View>: View {
    let label: Label

    /// The picker: a button showing its label.
    @MainActor public var body: some View {
        Button(action: {}) { label }
    }

    /// A picker choosing one item.
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A picker choosing several items.
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default,
                matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension PhotosPicker where Label == Text {
    /// A picker choosing one item, titled.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        label = Text(titleKey)
    }

    /// A picker choosing several items, titled.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        label = Text(titleKey)
    }
}

extension View {
    /// Presents a photo picker (accepted: there is no photo library on Linux, so none shows).
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        self
    }

    /// Presents a photo picker for several items (accepted).
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                             selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        self
    }
}
