import ArrangeCore
import LinuxCoreTransferable
import Foundation

nonisolated extension View {
    /// Makes the view draggable with a payload. Accepted: Linux has no drag and drop, and the
    /// view looks the same at rest.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        modifier(AcceptedModifier())
    }

    /// Makes the view draggable with a payload and a drag preview (accepted).
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View {
        modifier(AcceptedModifier())
    }

    /// Accepts drops of a type (accepted: nothing is dropped on Linux, and `isTargeted` is never
    /// called).
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
        modifier(AcceptedModifier())
    }

    /// Presents a file importer (accepted: Linux has no document picker, so none is shown and
    /// `onCompletion` is not called).
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View {
        modifier(AcceptedModifier())
    }

    /// Presents a file importer for one file (accepted, as above).
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View {
        modifier(AcceptedModifier())
    }

    /// Presents a file exporter for a transferable item (accepted: no exporter is shown).
    public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void = {}) -> some View {
        modifier(AcceptedModifier())
    }

    /// Copies transferable items with the Copy command (accepted).
    public func copyable<T: Transferable>(_ payload: @autoclosure @escaping () -> [T]) -> some View {
        modifier(AcceptedModifier())
    }
}
