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
        }
    }
}
