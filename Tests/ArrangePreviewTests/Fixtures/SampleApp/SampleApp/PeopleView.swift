import SwiftUI

struct Person: Decodable, Identifiable {
    var name: String
    var score: Int
    var id: String { name }
}

/// Loads the app's bundled JSON as apps do: a missing file is a programming error.
func loadPeople() -> [Person] {
    guard let url = Bundle.main.url(forResource: "people", withExtension: "json") else {
        fatalError("Couldn't find people.json in main bundle.")
    }
    do {
        return try JSONDecoder().decode([Person].self, from: Data(contentsOf: url))
    } catch {
        fatalError("Couldn't parse people.json: \(error)")
    }
}

struct PeopleView: View {
    let people = loadPeople()

    var body: some View {
        VStack(spacing: 0) {
            Text("greeting")
            Text("\(people.count) people")
            Image(.avatar)
            Image("Badge").foregroundStyle(.brand)
            ForEach(people) { person in
                Text("\(person.name) \(person.score)")
            }
            Color(.brand).frame(width: 20, height: 20)
            // Xcode's names: AccentColor → accent, a namespaced group's set, "AM-AI-Badge-2x2".
            Color(.accent).frame(width: 4, height: 4)
            Color(.Theme.cardBackground).frame(width: 4, height: 4)
            Image(.amAIBadge2X2)
        }
    }
}

struct Crashing: View {
    var body: some View {
        let scores: [Int] = []
        Text("best \(scores.max() ?? crash())")
    }

    func crash() -> Int { fatalError("No scores to show") }
}

#Preview("People", traits: .sizeThatFitsLayout) {
    PeopleView()
}

#Preview("French", traits: .sizeThatFitsLayout) {
    PeopleView().environment(\.locale, Locale(identifier: "fr_FR"))
}

#Preview("Crash") {
    Crashing()
}
