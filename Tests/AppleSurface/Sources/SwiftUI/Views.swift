// Views FormSwiftUI draws with (see View.swift for what this folder is).

/// https://developer.apple.com/documentation/swiftui/text
nonisolated public struct Text: View, Equatable {
    /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
    /// `init(verbatim content: String)`.
    public init(verbatim content: String) {}
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    /// `init<S>(_ content: S) where S : StringProtocol`.
    public init<S: StringProtocol>(_ content: S) {}
    public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/image/init(systemname:)
/// `init(systemName: String)`.
nonisolated public struct Image: View {
    public init(systemName: String) {}
    public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/horizontalalignment — `static let leading`.
public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
}

/// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
/// `init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)`.
nonisolated public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
nonisolated public struct HStack<Content: View>: View {
    public init(spacing: Double? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/spacer — `init(minLength: CGFloat? = nil)`.
nonisolated public struct Spacer: View {
    public init(minLength: Double? = nil) {}
    public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/form/init(content:)
/// `init(@ViewBuilder content: () -> Content)`.
nonisolated public struct Form<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/list/init(content:)
/// `init(@ViewBuilder content: () -> Content) where SelectionValue == Never`.
nonisolated public struct List<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/section
/// https://developer.apple.com/documentation/swiftui/section/init(content:header:footer:)
/// `init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer)`;
/// https://developer.apple.com/documentation/swiftui/section/init(content:) (Parent and Footer EmptyView).
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {}
    public typealias Body = Never
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/foreach
/// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
/// `init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)`.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
    public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
/// `@preconcurrency nonisolated init(action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label)`
/// (`@ViewBuilder` in the SDKs before 2026).
nonisolated public struct Button<Label: View>: View {
    public nonisolated init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/toggle/init(ison:label:)
/// `init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label)`.
nonisolated public struct Toggle<Label: View>: View {
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/picker/init(selection:content:label:)
/// `init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)`.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/navigationlink/init(destination:label:)
/// `init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label)`.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
/// `init(@ViewBuilder root: () -> Root) where Data == NavigationPath`.
nonisolated public struct NavigationStack<Root: View>: View {
    public init(@ViewBuilder root: () -> Root) {}
    public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/unitpoint
/// `@frozen struct UnitPoint : Hashable`; `static let center: UnitPoint`.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public static let center = UnitPoint(x: 0.5, y: 0.5)
}

/// https://developer.apple.com/documentation/swiftui/scrollviewproxy
/// `struct ScrollViewProxy`; `func scrollTo<ID>(_ id: ID, anchor: UnitPoint? = nil) where ID : Hashable`.
public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// https://developer.apple.com/documentation/swiftui/scrollviewreader
/// `@frozen struct ScrollViewReader<Content> : View where Content : View`;
/// `init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content)`.
nonisolated public struct ScrollViewReader<Content: View>: View {
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {}
    public typealias Body = Never
}
