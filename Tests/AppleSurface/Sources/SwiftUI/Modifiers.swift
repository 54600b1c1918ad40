// View modifiers FormSwiftUI uses (see View.swift for what this folder is).
// In these stubs a modifier returns the view itself: only types are checked.

/// https://developer.apple.com/documentation/swiftui/font — `static let subheadline`, `static let footnote`.
public struct Font: Hashable, Sendable {
    public static let subheadline = Font()
    public static let footnote = Font()
    public static let headline = Font()
}

/// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

/// https://developer.apple.com/documentation/swiftui/color
public struct Color: ShapeStyle, Hashable {}

/// https://developer.apple.com/documentation/swiftui/shapestyle/red — `static var red: Color` where `Self == Color`;
/// https://developer.apple.com/documentation/swiftui/shapestyle/orange.
extension ShapeStyle where Self == Color {
    public static var red: Color { Color() }
    public static var orange: Color { Color() }
}

/// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle
public struct HierarchicalShapeStyle: ShapeStyle {}

/// https://developer.apple.com/documentation/swiftui/shapestyle/secondary
/// `static var secondary: HierarchicalShapeStyle` where `Self == HierarchicalShapeStyle`.
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
}

/// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle
public protocol PrimitiveButtonStyle {}

/// https://developer.apple.com/documentation/swiftui/borderlessbuttonstyle
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

/// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderless
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// https://developer.apple.com/documentation/swiftui/searchfieldplacement — `static let automatic`.
public struct SearchFieldPlacement: Sendable {
    public static let automatic = SearchFieldPlacement()
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/id(_:)
    /// `nonisolated func id<ID>(_ id: ID) -> some View where ID : Hashable`.
    public nonisolated func id<ID: Hashable>(_ id: ID) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    /// `nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View`.
    public nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/font(_:) — `nonisolated func font(_ font: Font?) -> some View`.
    public nonisolated func font(_ font: Font?) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
    /// `nonisolated func foregroundStyle<S>(_ style: S) -> some View where S : ShapeStyle`.
    public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/disabled(_:) — `nonisolated func disabled(_ disabled: Bool) -> some View`.
    public nonisolated func disabled(_ disabled: Bool) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-7qx1
    /// `nonisolated func buttonStyle<S>(_ style: S) -> some View where S : PrimitiveButtonStyle`.
    public nonisolated func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
    public nonisolated func accessibilityHidden(_ hidden: Bool) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-1d7jv
    /// `nonisolated func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`.
    public nonisolated func accessibilityLabel(_ label: Text) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/accessibilityhint(_:)-7vobz
    public nonisolated func accessibilityHint(_ hint: Text) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
    /// `nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View where V : Equatable`.
    public nonisolated func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-avgj
    /// `nonisolated func navigationTitle(_ title: Text) -> some View`.
    public nonisolated func navigationTitle(_ title: Text) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)-18a8f
    /// `nonisolated func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View`.
    public nonisolated func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
    /// `nonisolated func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V : Hashable`.
    public nonisolated func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View { self }
}
