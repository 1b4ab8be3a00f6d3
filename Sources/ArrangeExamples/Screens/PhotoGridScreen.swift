import Arrange

/// A photo library grid, written as iOS developers write one (issue 25's gallery): three flexible
/// columns of square tiles that fill their cells (`aspectRatio(1, contentMode: .fill)`, proposed
/// a column's width and no height, then clipped), a segmented picker, and a floating add button at
/// the bottom trailing corner whose white icon is set with `.foregroundStyle` on the button.
struct PhotoGridScreen: View {
    @State private var scope = 0
    private let columns = [GridItem(.flexible(), spacing: 2), GridItem(.flexible(), spacing: 2), GridItem(.flexible(), spacing: 2)]
    private let tints: [Color] = [.orange, .teal, .indigo, .pink, .mint, .brown, .cyan, .purple, .yellow, .green, .red, .blue]

    /// The grid with its sample photos.
    init() {}

    var body: some View {
        NavigationStack {
            ScrollView {
                Picker("Scope", selection: $scope) {
                    Text("Years").tag(0)
                    Text("Months").tag(1)
                    Text("All Photos").tag(2)
                }
                .pickerStyle(.segmented)
                .padding(.horizontal)
                LazyVGrid(columns: columns, spacing: 2) {
                    ForEach(0..<18, id: \.self) { index in
                        LinearGradient(colors: [tints[index % tints.count], tints[(index + 5) % tints.count].opacity(0.6)],
                                       startPoint: .topLeading, endPoint: .bottomTrailing)
                            .aspectRatio(1, contentMode: .fill)
                            .clipped()
                            .overlay(alignment: .bottomLeading) {
                                if index % 5 == 0 {
                                    Image(systemName: "heart.fill").font(.caption).foregroundStyle(.white).padding(4)
                                }
                            }
                            .accessibilityIdentifier("photo-\(index)")
                    }
                }
            }
            .navigationTitle("Library")
            .overlay(alignment: .bottomTrailing) {
                Button {
                } label: {
                    Image(systemName: "plus")
                        .font(.title2.weight(.semibold))
                        .frame(width: 56, height: 56)
                }
                .foregroundStyle(.white)
                .background(Color.blue, in: Circle())
                .shadow(radius: 4, y: 2)
                .accessibilityIdentifier("add")
                .padding()
            }
        }
    }
}
