// NSViewRepresentable (see View.swift for what this folder is); compiled in
// the AppKit configuration of this package only.
#if canImport(AppKit)
import AppKit

/// https://developer.apple.com/documentation/swiftui/nsviewrepresentable
/// `@MainActor @preconcurrency protocol NSViewRepresentable : View where Self.Body == Never`;
/// `associatedtype NSViewType : NSView`, `associatedtype Coordinator = Void`,
/// `typealias Context = NSViewRepresentableContext<Self>`.
@MainActor @preconcurrency
public protocol NSViewRepresentable: View where Body == Never {
    associatedtype NSViewType: NSView
    associatedtype Coordinator = Void
    typealias Context = NSViewRepresentableContext<Self>

    /// https://developer.apple.com/documentation/swiftui/nsviewrepresentable/makensview(context:)
    @MainActor @preconcurrency func makeNSView(context: Self.Context) -> Self.NSViewType
    /// https://developer.apple.com/documentation/swiftui/nsviewrepresentable/updatensview(_:context:)
    @MainActor @preconcurrency func updateNSView(_ nsView: Self.NSViewType, context: Self.Context)
    /// https://developer.apple.com/documentation/swiftui/nsviewrepresentable/dismantlensview(_:coordinator:)
    @MainActor @preconcurrency static func dismantleNSView(_ nsView: Self.NSViewType, coordinator: Self.Coordinator)
    /// https://developer.apple.com/documentation/swiftui/nsviewrepresentable/makecoordinator()
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

extension NSViewRepresentable {
    public static func dismantleNSView(_ nsView: Self.NSViewType, coordinator: Self.Coordinator) {}
}

extension NSViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Void {}
}

/// https://developer.apple.com/documentation/swiftui/nsviewrepresentablecontext
/// https://developer.apple.com/documentation/swiftui/nsviewrepresentablecontext/coordinator
/// `@MainActor @preconcurrency let coordinator: View.Coordinator`.
@MainActor @preconcurrency
public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
    public let coordinator: Representable.Coordinator
}
#endif
