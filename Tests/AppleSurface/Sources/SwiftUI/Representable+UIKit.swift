// UIViewRepresentable (see View.swift for what this folder is); compiled in
// the UIKit configuration of this package only.
#if canImport(UIKit)
import UIKit

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentable
/// `@MainActor @preconcurrency protocol UIViewRepresentable : View where Self.Body == Never`;
/// `associatedtype UIViewType : UIView`, `associatedtype Coordinator = Void`,
/// `typealias Context = UIViewRepresentableContext<Self>`.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
    @MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Void {}
}

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
/// `@MainActor @preconcurrency struct UIViewRepresentableContext<Representable> where Representable : UIViewRepresentable`;
/// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator
/// `@MainActor @preconcurrency let coordinator: Representable.Coordinator`.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
}
#endif
