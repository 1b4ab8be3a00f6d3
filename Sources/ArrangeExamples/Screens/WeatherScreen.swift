import Arrange

/// A weather app's main screen, written as iOS developers write one (issue 25's gallery): a
/// gradient behind a large temperature, an hourly forecast in a horizontal scroll view of
/// multicolour symbols, and a ten-day forecast of rows with range bars, in a material card.
struct WeatherScreen: View {
    struct Hour: Identifiable {
        let id: Int
        var time: String
        var symbol: String
        var temperature: Int
    }

    struct Day: Identifiable {
        let id: Int
        var name: String
        var symbol: String
        var low: Int
        var high: Int
    }

    private let hours = [
        Hour(id: 0, time: "Now", symbol: "cloud.sun.fill", temperature: 21),
        Hour(id: 1, time: "3PM", symbol: "sun.max.fill", temperature: 23),
        Hour(id: 2, time: "4PM", symbol: "cloud.fill", temperature: 22),
        Hour(id: 3, time: "5PM", symbol: "cloud.rain.fill", temperature: 19),
        Hour(id: 4, time: "6PM", symbol: "cloud.bolt.rain.fill", temperature: 17),
        Hour(id: 5, time: "7PM", symbol: "moon.stars.fill", temperature: 15),
    ]

    private let days = [
        Day(id: 0, name: "Today", symbol: "cloud.sun.fill", low: 12, high: 23),
        Day(id: 1, name: "Tue", symbol: "cloud.rain.fill", low: 11, high: 18),
        Day(id: 2, name: "Wed", symbol: "wind", low: 9, high: 16),
        Day(id: 3, name: "Thu", symbol: "snow", low: -2, high: 4),
        Day(id: 4, name: "Fri", symbol: "sun.max.fill", low: 8, high: 20),
    ]

    /// The screen with its sample forecast.
    init() {}

    var body: some View {
        ZStack {
            LinearGradient(colors: [Color(red: 0.25, green: 0.5, blue: 0.85), Color(red: 0.55, green: 0.75, blue: 0.95)],
                           startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            ScrollView {
                VStack(spacing: 16) {
                    VStack(spacing: 2) {
                        Text("Cupertino").font(.largeTitle).accessibilityIdentifier("city")
                        Text("21°").font(.system(size: 96, weight: .thin)).accessibilityIdentifier("temperature")
                        Text("Partly Cloudy").font(.title3.weight(.medium))
                        Text("H:23°  L:12°").font(.title3.weight(.medium))
                    }
                    .foregroundStyle(.white)
                    .padding(.top, 24)

                    VStack(alignment: .leading, spacing: 12) {
                        Label("Rain expected around 5PM.", systemImage: "umbrella.fill")
                            .font(.footnote)
                        Divider()
                        ScrollView(.horizontal, showsIndicators: false) {
                            HStack(spacing: 24) {
                                ForEach(hours) { hour in
                                    VStack(spacing: 10) {
                                        Text(hour.time).font(.subheadline.weight(.medium))
                                        Image(systemName: hour.symbol)
                                            .symbolRenderingMode(.multicolor)
                                            .font(.title2)
                                            .frame(height: 30)
                                        Text("\(hour.temperature)°").font(.title3.weight(.medium))
                                    }
                                    .accessibilityIdentifier("hour-\(hour.id)")
                                }
                            }
                        }
                    }
                    .padding()
                    .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
                    .accessibilityIdentifier("hourly")

                    VStack(alignment: .leading, spacing: 0) {
                        Label("5-DAY FORECAST", systemImage: "calendar")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                            .padding(.bottom, 8)
                        ForEach(days) { day in
                            Divider()
                            HStack(spacing: 12) {
                                Text(day.name).font(.body.weight(.medium)).frame(width: 56, alignment: .leading)
                                Image(systemName: day.symbol).symbolRenderingMode(.multicolor).frame(width: 30)
                                Text("\(day.low)°").foregroundStyle(.secondary).frame(width: 36, alignment: .trailing)
                                Capsule()
                                    .fill(LinearGradient(colors: [.cyan, .yellow, .orange], startPoint: .leading, endPoint: .trailing))
                                    .frame(height: 5)
                                Text("\(day.high)°").frame(width: 36, alignment: .trailing)
                            }
                            .padding(.vertical, 10)
                            .accessibilityIdentifier("day-\(day.id)")
                        }
                    }
                    .padding()
                    .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
                }
                .padding(.horizontal)
            }
        }
    }
}
