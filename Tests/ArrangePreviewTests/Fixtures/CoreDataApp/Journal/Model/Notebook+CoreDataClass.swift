import CoreData
import Foundation

@objc(Notebook)
public class Notebook: NSManagedObject {
}
