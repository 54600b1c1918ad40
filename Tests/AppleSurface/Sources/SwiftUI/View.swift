// A transcription of the SwiftUI declarations FormSwiftUI, the generated
// views and the example app use, for type-checking them on Linux
// (docs/SWIFTUI.md). Declarations only: every body traps. Each declaration
// cites the Apple documentation page it was read from.

/// https://developer.apple.com/documentation/swiftui/view
/// `@MainActor @preconcurrency protocol View`, `associatedtype Body : View`,
/// `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swift/never (SwiftUI's `View` conformance:
/// https://developer.apple.com/documentation/swiftui/view/body-8kl5o is `Body == Never` for primitive views).
extension Never: View {
    public typealias Body = Never
}

extension View where Body == Never {
    /// Primitive views have no body (https://developer.apple.com/documentation/swiftui/view/body-swift.property).
    public var body: Never { fatalError("SwiftUI stub") }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
/// `@resultBuilder struct ViewBuilder`: `buildBlock(_:)` (variadic, here with a
/// parameter pack), `buildExpression(_:)`, `buildIf(_:)`, `buildEither(first:)`,
/// `buildEither(second:)`, `buildLimitedAvailability(_:)`.
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
nonisolated public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/_conditionalcontent
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/emptyview
nonisolated public struct EmptyView: View {
    public init() {}
    public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/anyview — `init<V>(_ view: V) where V : View`.
nonisolated public struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/view (Optional: View where Wrapped: View,
/// https://developer.apple.com/documentation/swift/optional#conforms-to).
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}
