/// What `formc generate` will do to an output folder, decided before
/// anything is written: a pure function of the generated files and the
/// folder's current content, so `--check` and the real run agree.
public struct OutputPlan: Sendable, Equatable {
    /// One decision about one file in the output folder.
    public enum Action: Sendable, Equatable {
        /// The file is new or its content changed: write it.
        case write(name: String, content: String)
        /// The file already has exactly this content: leave it (and its date) alone.
        case unchanged(name: String)
        /// A generated file no spec produces any more: delete it.
        case delete(name: String)
    }

    /// The actions, sorted by file name.
    public var actions: [Action]
    /// Files formc would have to overwrite but did not write (no header):
    /// an error, and nothing is written.
    public var conflicts: [String]

    /// Whether the folder already matches the generated output.
    public var isUpToDate: Bool {
        conflicts.isEmpty && actions.allSatisfy { if case .unchanged = $0 { true } else { false } }
    }

    /// Plans the output. `existing` describes each file of the folder's
    /// kind (``OutputFolder/existingFiles(withExtension:comparingWith:)``);
    /// `isGenerated` says from its first bytes (``ExistingFile/head``)
    /// whether it is formc's (by default: it starts with
    /// ``GeneratedFiles/headerPrefix``), which alone may be overwritten or
    /// deleted.
    public static func make(
        generated: [GeneratedFiles.File],
        existing: [String: ExistingFile],
        isGenerated: (String) -> Bool = { $0.hasPrefix(GeneratedFiles.headerPrefix) }
    ) -> OutputPlan {
        var actions: [Action] = []
        var conflicts: [String] = []
        let generatedNames = Set(generated.map(\.name))
        for file in generated {
            switch existing[file.name] {
            case .none:
                actions.append(.write(name: file.name, content: file.content))
            case .some(let current) where current.isCurrent:
                actions.append(.unchanged(name: file.name))
            case .some(let current) where isGenerated(current.head):
                actions.append(.write(name: file.name, content: file.content))
            case .some:
                conflicts.append(file.name)
            }
        }
        for (name, file) in existing where !generatedNames.contains(name) && isGenerated(file.head) {
            actions.append(.delete(name: name))
        }
        actions.sort { $0.name < $1.name }
        return OutputPlan(actions: actions, conflicts: conflicts.sorted())
    }
}

extension OutputPlan.Action {
    /// The file the action is about.
    public var name: String {
        switch self {
        case .write(let name, _), .unchanged(let name), .delete(let name): name
        }
    }
}
