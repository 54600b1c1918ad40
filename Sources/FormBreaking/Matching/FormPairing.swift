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
        var byName: [String: VersionedForm] = [:]
        for form in new where byName[form.form.name] == nil { byName[form.form.name] = form }
        // New forms no old form names, by their fields, each taken once.
        var unclaimed: [[String]: ArraySlice<VersionedForm>] = [:]
        for form in new where !oldNames.contains(form.form.name) {
            unclaimed[Self.signature(form.form), default: []].append(form)
        }
        for form in old {
            if let match = byName[form.form.name] {
                pairs.append(Pair(old: form, new: match, isRename: false))
            } else if let match = unclaimed[Self.signature(form.form)]?.popFirst() {
                pairs.append(Pair(old: form, new: match, isRename: true))
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
