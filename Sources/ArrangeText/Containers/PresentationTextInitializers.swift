import ArrangeCore
import Foundation

// The `alert` and `confirmationDialog` modifiers, whose titles (and default buttons) are `Text`.

nonisolated extension View {
    /// Presents an alert when a given condition is true, using a localized string key for the
    /// title.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        _alert(presented: isPresented, content: _DialogContent(title: AnyView(Text(titleKey)), actions: actions(), message: nil, defaultAction: AnyView(Text("OK"))))
    }

    /// Presents an alert when a given condition is true, using a string for the title.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        _alert(presented: isPresented, content: _DialogContent(title: AnyView(Text(title)), actions: actions(), message: nil, defaultAction: AnyView(Text("OK"))))
    }

    /// Presents an alert when a given condition is true, using a text view for the title.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        _alert(presented: isPresented, content: _DialogContent(title: AnyView(title), actions: actions(), message: nil, defaultAction: AnyView(Text("OK"))))
    }

    /// Presents an alert with a message when a given condition is true, using a localized
    /// string key for the title.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        _alert(presented: isPresented, content: _DialogContent(title: AnyView(Text(titleKey)), actions: actions(), message: _DialogContent.message(message()), defaultAction: AnyView(Text("OK"))))
    }

    /// Presents an alert with a message when a given condition is true, using a string for the
    /// title.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        _alert(presented: isPresented, content: _DialogContent(title: AnyView(Text(title)), actions: actions(), message: _DialogContent.message(message()), defaultAction: AnyView(Text("OK"))))
    }

    /// Presents an alert with a message when a given condition is true, using a text view for
    /// the title.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        _alert(presented: isPresented, content: _DialogContent(title: AnyView(title), actions: actions(), message: _DialogContent.message(message()), defaultAction: AnyView(Text("OK"))))
    }

    /// Presents a confirmation dialog when a given condition is true, using a localized string
    /// key for the title (shown when `titleVisibility` is `.visible`).
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        _confirmationDialog(presented: isPresented, content: _DialogContent(title: AnyView(Text(titleKey)), actions: actions(), message: nil, defaultAction: AnyView(Text("Cancel").fontWeight(.semibold)), showsTitle: titleVisibility == .visible))
    }

    /// Presents a confirmation dialog when a given condition is true, using a string for the
    /// title.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        _confirmationDialog(presented: isPresented, content: _DialogContent(title: AnyView(Text(title)), actions: actions(), message: nil, defaultAction: AnyView(Text("Cancel").fontWeight(.semibold)), showsTitle: titleVisibility == .visible))
    }

    /// Presents a confirmation dialog with a message when a given condition is true, using a
    /// localized string key for the title.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        _confirmationDialog(presented: isPresented, content: _DialogContent(title: AnyView(Text(titleKey)), actions: actions(), message: _DialogContent.message(message()), defaultAction: AnyView(Text("Cancel").fontWeight(.semibold)), showsTitle: titleVisibility == .visible))
    }

    /// Presents a confirmation dialog with a message when a given condition is true, using a
    /// string for the title.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        _confirmationDialog(presented: isPresented, content: _DialogContent(title: AnyView(Text(title)), actions: actions(), message: _DialogContent.message(message()), defaultAction: AnyView(Text("Cancel").fontWeight(.semibold)), showsTitle: titleVisibility == .visible))
    }

    // The `presenting:` forms: the alert or dialog shows while the binding is true and there
    // is data; its actions and message are made from the data.

    /// Presents an alert using the given data to produce the alert's content, using a localized string key for the title.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        _alert(presented: isPresented, when: data != nil, content: _DialogContent(title: AnyView(Text(titleKey)), actions: data.map(actions), message: nil, defaultAction: AnyView(Text("OK"))))
    }

    /// Presents an alert with a message using the given data to produce the alert's content,
    /// using a localized string key for the title.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        _alert(presented: isPresented, when: data != nil, content: _DialogContent(title: AnyView(Text(titleKey)), actions: data.map(actions), message: data.map { _DialogContent.message(message($0)) }, defaultAction: AnyView(Text("OK"))))
    }

    /// Presents an alert using the given data to produce the alert's content, using a string for the title.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        _alert(presented: isPresented, when: data != nil, content: _DialogContent(title: AnyView(Text(title)), actions: data.map(actions), message: nil, defaultAction: AnyView(Text("OK"))))
    }

    /// Presents an alert with a message using the given data to produce the alert's content,
    /// using a string for the title.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        _alert(presented: isPresented, when: data != nil, content: _DialogContent(title: AnyView(Text(title)), actions: data.map(actions), message: data.map { _DialogContent.message(message($0)) }, defaultAction: AnyView(Text("OK"))))
    }

    /// Presents an alert using the given data to produce the alert's content, using a text view for the title.
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        _alert(presented: isPresented, when: data != nil, content: _DialogContent(title: AnyView(title), actions: data.map(actions), message: nil, defaultAction: AnyView(Text("OK"))))
    }

    /// Presents an alert with a message using the given data to produce the alert's content,
    /// using a text view for the title.
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        _alert(presented: isPresented, when: data != nil, content: _DialogContent(title: AnyView(title), actions: data.map(actions), message: data.map { _DialogContent.message(message($0)) }, defaultAction: AnyView(Text("OK"))))
    }

    /// Presents a confirmation dialog using data to produce the dialog's content, using a localized string key for the title
    /// (shown when `titleVisibility` is `.visible`).
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        _confirmationDialog(presented: isPresented, when: data != nil, content: _DialogContent(title: AnyView(Text(titleKey)), actions: data.map(actions), message: nil, defaultAction: AnyView(Text("Cancel").fontWeight(.semibold)), showsTitle: titleVisibility == .visible))
    }

    /// Presents a confirmation dialog with a message using data to produce the dialog's
    /// content, using a localized string key for the title.
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        _confirmationDialog(presented: isPresented, when: data != nil, content: _DialogContent(title: AnyView(Text(titleKey)), actions: data.map(actions), message: data.map { _DialogContent.message(message($0)) }, defaultAction: AnyView(Text("Cancel").fontWeight(.semibold)), showsTitle: titleVisibility == .visible))
    }

    /// Presents a confirmation dialog using data to produce the dialog's content, using a string for the title
    /// (shown when `titleVisibility` is `.visible`).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        _confirmationDialog(presented: isPresented, when: data != nil, content: _DialogContent(title: AnyView(Text(title)), actions: data.map(actions), message: nil, defaultAction: AnyView(Text("Cancel").fontWeight(.semibold)), showsTitle: titleVisibility == .visible))
    }

    /// Presents a confirmation dialog with a message using data to produce the dialog's
    /// content, using a string for the title.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        _confirmationDialog(presented: isPresented, when: data != nil, content: _DialogContent(title: AnyView(Text(title)), actions: data.map(actions), message: data.map { _DialogContent.message(message($0)) }, defaultAction: AnyView(Text("Cancel").fontWeight(.semibold)), showsTitle: titleVisibility == .visible))
    }
}
