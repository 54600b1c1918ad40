import Foundation

/// What the build plugin knows of `formc.json` and of the files formc
/// writes. formc itself reads the file (`formc generate --emit-from`) when
/// its command runs: SwiftPM asks a plugin for its commands again only when
/// the target's list of files changes, so a kind list read here would go
/// stale after an edit of the file's contents.
///
/// A plugin cannot link formc's libraries, so the file names of each kind
/// are known here too; the command writes every kind's file
/// (`--placeholders`: the ones not asked for empty), so the files declared
/// never depend on the file's contents.
enum FormcConfiguration {
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

    /// The file name looked for among the target's files.
    static let fileName = "formc.json"

    /// The target's `formc.json` among its files (the one nearest the
    /// target's root), or nil.
    static func file(among files: [URL]) -> URL? {
        files.filter { $0.lastPathComponent == fileName }.min { $0.pathComponents.count < $1.pathComponents.count }
    }
}
