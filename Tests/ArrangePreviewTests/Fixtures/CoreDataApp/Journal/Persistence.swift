import CoreData

struct PersistenceController {
    static let shared = PersistenceController()

    static var preview: PersistenceController = {
        let result = PersistenceController(inMemory: true)
        let viewContext = result.container.viewContext
        let notebook = Notebook(context: viewContext)
        notebook.title = "Travel"
        for (index, text) in ["Packed the bags", "Train to Lyon", "Market at dawn"].enumerated() {
            let entry = Entry(context: viewContext)
            entry.text = text
            entry.mood = Int16(index)
            entry.timestamp = Date(timeIntervalSince1970: Double(index) * 86_400)
            notebook.addToEntries(entry)
        }
        do {
            try viewContext.save()
        } catch {
            let nsError = error as NSError
            fatalError("Unresolved error \(nsError), \(nsError.userInfo)")
        }
        return result
    }()

    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Journal")
        if inMemory {
            container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores(completionHandler: { (storeDescription, error) in
            if let error = error as NSError? {
                fatalError("Unresolved error \(error), \(error.userInfo)")
            }
        })
        container.viewContext.automaticallyMergesChangesFromParent = true
    }
}
