// Bindings, state and the environment (see View.swift for what this folder is).

/// https://developer.apple.com/documentation/swiftui/binding
/// `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`.
@propertyWrapper
public struct Binding<Value> {
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
    /// `@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void)`;
    /// the SDK's interface (SwiftUICore, iPhoneOS 18.6) marks both closures
    /// `@_inheritActorContext`: a closure written in a `@MainActor` view is
    /// main-actor isolated without saying so (and saying so explicitly
    /// crashed Swift 6.3.1's IRGen, ../shared/tools/apple-sdk/irgen-crash-repro.swift).
    @preconcurrency
    public init(
        @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
        @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}

    /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError("SwiftUI stub") }
        nonmutating set {}
    }
}

/// https://developer.apple.com/documentation/swiftui/state
/// `@frozen @propertyWrapper struct State<Value>`; `init(wrappedValue: Value)`.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError("SwiftUI stub") }
        nonmutating set {}
    }
}

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/environmentkey
/// `protocol EnvironmentKey { associatedtype Value; static var defaultValue: Self.Value { get } }`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
/// `struct EnvironmentValues`; `init()`;
/// https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)-1oxv6
/// `subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey { get set }`.
public struct EnvironmentValues {
    public init() {}
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss
    /// `var dismiss: DismissAction { get }`.
    public var dismiss: DismissAction { DismissAction() }
}

/// https://developer.apple.com/documentation/swiftui/dismissaction
/// `@MainActor @preconcurrency struct DismissAction`; `func callAsFunction()`.
@MainActor @preconcurrency
public struct DismissAction {
    nonisolated init() {}
    public func callAsFunction() {}
}

/// https://developer.apple.com/documentation/swiftui/environment
/// `@frozen @propertyWrapper struct Environment<Value>`; `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError("SwiftUI stub") }
}
