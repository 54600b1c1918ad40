import Foundation

/// One kind of file `formc generate` writes for a spec (`--emit`, and the
/// build plugin's `formc.json`; LANGUAGE.md §18).
public enum GeneratedFileKind: String, CaseIterable, Sendable {
    /// `NAME.swift`: models, validators and schemas; imports Foundation and
    /// FormRuntime only, so an app links nothing else.
    case model
    /// `NAME+Terminal.swift`: `fillInTerminal`; imports FormTerminal.
    case terminal
    /// `NAME+SwiftUI.swift`: a `‹Form›View(model:onSubmit:)` per form,
    /// wrapped in `#if canImport(SwiftUI) && !os(watchOS)`; imports FormSession and FormSwiftUI.
    case swiftui

    /// What `formc generate` writes when `--emit` is not given.
    public static let defaultEmit: Set<GeneratedFileKind> = [.model, .terminal]

    /// The file name's ending after the spec's base name.
    var suffix: String {
        switch self {
        case .model: ".swift"
        case .terminal: "+Terminal.swift"
        case .swiftui: "+SwiftUI.swift"
        }
    }

    /// Reads an `--emit` value: kinds separated by commas (`model,swiftui`).
    /// Throws a message naming the unknown kind, or saying the list is empty.
    public static func parseList(_ text: String) throws(EmitListError) -> Set<GeneratedFileKind> {
        var kinds: Set<GeneratedFileKind> = []
        for word in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = word.trimmingCharacters(in: .whitespaces)
            guard let kind = GeneratedFileKind(rawValue: name) else {
                let known = allCases.map(\.rawValue).joined(separator: ", ")
                throw EmitListError(message: "--emit: unknown kind '\(name)'; expected \(known)")
            }
            kinds.insert(kind)
        }
        guard kinds.contains(.model) else {
            throw EmitListError(message: "--emit: the list must include model (the other files extend its types)")
        }
        return kinds
    }
}

/// An `--emit` list that cannot be read.
public struct EmitListError: Error, Sendable, Equatable {
    /// What is wrong, for the command line.
    public var message: String
}
