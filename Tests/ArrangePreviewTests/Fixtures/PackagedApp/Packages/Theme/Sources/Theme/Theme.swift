import SwiftUI

extension Color {
    /// The theme's accent.
    public static let themeAccent = Color(red: 0, green: 0, blue: 1)
}

extension Font {
    /// The theme's body font.
    public static let themeBody = Font.system(size: 20)
}
