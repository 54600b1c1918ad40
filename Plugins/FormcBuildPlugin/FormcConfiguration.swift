import Foundation

/// The optional `formc.json` of a target: which files `formc generate`
/// writes. `{"emit": ["model", "terminal"]}` is what happens without it;
/// an iOS app writes `{"emit": ["model", "swiftui"]}`.
///
/// A plugin cannot link formc's libraries, so this small reader knows the
/// file kinds itself; `formc generate --emit` checks the same names again.
struct FormcConfiguration {
    /// A file kind `formc generate --emit` accepts, in the order formc writes them.
    enum Kind: String, CaseIterable {
        case model
        case terminal
        case swiftui

        /// The generated file name's ending after the spec's base name.
        var suffix: String {
            switch self {
            case .model: ".swift"
            case .terminal: "+Terminal.swift"
            case .swiftui: "+SwiftUI.swift"
            }
        }
    }

    /// The kinds to generate, in `Kind.allCases` order.
    var emit: [Kind]
    /// The `formc.json` read, if the target has one (an input of the build
    /// command, so editing it regenerates).
    var file: URL?

    /// The file name looked for in the target's folder.
    static let fileName = "formc.json"

    /// Reads the target's `formc.json`, or gives the defaults when there is
    /// none. Throws an error naming the file and what is wrong with it.
    static func read(_ url: URL?) throws -> FormcConfiguration {
        guard let url else {
            return FormcConfiguration(emit: [.model, .terminal], file: nil)
        }
        let data = try Data(contentsOf: url)
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw ConfigurationError("\(url.path): not a JSON object (expected {\"emit\": [\"model\", \"terminal\"]})")
        }
        for key in object.keys where key != "emit" {
            throw ConfigurationError("\(url.path): unknown key '\(key)'; the only key is \"emit\"")
        }
        guard let value = object["emit"] else {
            return FormcConfiguration(emit: [.model, .terminal], file: url)
        }
        guard let names = value as? [String], !names.isEmpty else {
            throw ConfigurationError("\(url.path): \"emit\" must be a non-empty list of strings, such as [\"model\"]")
        }
        var kinds: Set<Kind> = []
        for name in names {
            guard let kind = Kind(rawValue: name) else {
                throw ConfigurationError("\(url.path): unknown kind '\(name)' in \"emit\"; expected \(Kind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))")
            }
            kinds.insert(kind)
        }
        guard kinds.contains(.model) else {
            throw ConfigurationError("\(url.path): \"emit\" must include \"model\" (the other files extend its types)")
        }
        return FormcConfiguration(emit: Kind.allCases.filter(kinds.contains), file: url)
    }
}

/// A `formc.json` that cannot be used; SwiftPM shows the message as the
/// plugin's error.
struct ConfigurationError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
