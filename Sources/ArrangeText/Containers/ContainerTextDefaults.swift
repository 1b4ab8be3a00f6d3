import ArrangeCore

// iOS's default fonts for text in the parts of system containers (see `ContainerTextRole` and
// the "Lists and navigation" section of docs/ios-metrics.md).
extension TextEnvironment {
    /// These settings with `role`'s font and case where none is set.
    func withDefaults(of role: ContainerTextRole) -> TextEnvironment {
        var value = self
        let (font, textCase) = Self.defaults(of: role)
        if value.font == nil { value.font = font }
        if value.textCase == nil { value.textCase = textCase }
        // Bar titles and tab titles keep to one line, truncated.
        if value.lineLimit == nil, [.largeTitle, .inlineTitle, .tabItem, .barButton].contains(role) { value.lineLimit = 1 }
        return value
    }

    /// The font of a symbol in a tab bar item: 21 points medium, so a symbol's 1.2 × font-size
    /// design area is about the 25 × 25 points Apple's HIG gives tab bar icons; it does not
    /// scale with Dynamic Type, as tab bars do not.
    static let tabItemIconFont = Font.system(size: 21, weight: .medium)

    static func defaults(of role: ContainerTextRole) -> (Font, Text.Case?) {
        switch role {
        case .sectionHeader: return (.footnote, .uppercase)
        case .sectionFooter: return (.footnote, nil)
        case .largeTitle: return (Font.largeTitle.bold(), nil)
        case .inlineTitle: return (.headline, nil)
        case .barButton: return (.body, nil)
        case .tabItem: return (Font.system(size: 10, weight: .medium), nil)
        case .badge: return (.body, nil)
        case .alertTitle: return (.headline, nil)
        case .alertMessage: return (.footnote, nil)
        case .alertButton: return (.body, nil)
        case .alertCancelButton: return (Font.body.weight(.semibold), nil)
        case .dialogTitle: return (Font.footnote.weight(.semibold), nil)
        case .dialogButton: return (Font.system(size: 20), nil)
        case .smallControlTitle: return (.subheadline, nil)
        case .miniControlTitle: return (.footnote, nil)
        }
    }
}

extension EnvironmentValues {
    /// The text settings a symbol image sizes itself by: the text's, except in a tab bar item,
    /// where a symbol without a font of its own takes the tab icon font rather than the title's
    /// 10-point one (`TextEnvironment.tabItemIconFont`).
    var symbolText: TextEnvironment {
        guard containerTextRole == .tabItem else { return text }
        var value = self
        value.containerTextRole = nil
        var settings = value.text
        if settings.font == nil { settings.font = TextEnvironment.tabItemIconFont }
        return settings
    }
}
