// The app entry point the example app uses (see View.swift for what this folder is).

/// https://developer.apple.com/documentation/swiftui/app
/// `@MainActor @preconcurrency protocol App`; `associatedtype Body : Scene`;
/// `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`; `init()`.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    /// https://developer.apple.com/documentation/swiftui/app/main()
    /// `@MainActor @preconcurrency static func main()`.
    @MainActor @preconcurrency
    public static func main() {}
}

/// https://developer.apple.com/documentation/swiftui/scene
@MainActor @preconcurrency
public protocol Scene {}

/// https://developer.apple.com/documentation/swiftui/scenebuilder
@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
/// `nonisolated init(@ViewBuilder content: () -> Content)`.
nonisolated public struct WindowGroup<Content: View>: Scene {
    public nonisolated init(@ViewBuilder content: () -> Content) {}
}
