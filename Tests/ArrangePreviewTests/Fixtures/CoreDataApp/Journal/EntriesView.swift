import SwiftUI

struct EntriesView: View {
    @Environment(\.managedObjectContext) private var viewContext

    @FetchRequest(
        sortDescriptors: [NSSortDescriptor(keyPath: \Entry.timestamp, ascending: false)],
        predicate: NSPredicate(format: "mood > %d", 0),
        animation: .default)
    private var entries: FetchedResults<Entry>

    var body: some View {
        List {
            ForEach(entries) { entry in
                VStack(alignment: .leading) {
                    Text(entry.text ?? "")
                    Text("\(entry.notebook?.title ?? "—") · mood \(entry.mood)")
                        .font(.caption)
                }
            }
            .onDelete(perform: deleteEntries)
        }
    }

    private func deleteEntries(offsets: IndexSet) {
        offsets.map { entries[$0] }.forEach(viewContext.delete)
        try? viewContext.save()
    }
}

#Preview {
    EntriesView().environment(\.managedObjectContext, PersistenceController.preview.container.viewContext)
}
