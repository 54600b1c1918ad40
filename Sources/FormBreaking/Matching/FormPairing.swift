import FormChecker

/// The forms of two versions paired by name (LANGUAGE.md forms are one
/// namespace per run, whatever file they are in). An old form without a
/// namesake pairs with a new form that has exactly its fields (names and
/// types): a rename, whose JSON still decodes but whose Swift type changed.
struct FormPairing {
    /// A form of both versions.
    struct Pair {
        var old: VersionedForm
        var new: VersionedForm
        /// Paired by fields rather than by name.
        var isRename: Bool
    }

    var pairs: [Pair] = []
    /// Old forms with no new counterpart.
    var removed: [VersionedForm] = []

    init(old: [VersionedForm], new: [VersionedForm]) {
        let oldNames = Set(old.map(\.form.name))
        var unclaimed = new.filter { !oldNames.contains($0.form.name) }
        for form in old {
            if let match = new.first(where: { $0.form.name == form.form.name }) {
                pairs.append(Pair(old: form, new: match, isRename: false))
            } else if let index = unclaimed.firstIndex(where: { Self.signature($0.form) == Self.signature(form.form) }) {
                pairs.append(Pair(old: form, new: unclaimed.remove(at: index), isRename: true))
            } else {
                removed.append(form)
            }
        }
    }

    /// The fields of a form by name and Swift-visible type, sorted.
    private static func signature(_ form: CheckedForm) -> [String] {
        form.fields.map { "\($0.name):\(SwiftTypeName.of($0)):\($0.options.map(\.id))" }.sorted()
    }
}
