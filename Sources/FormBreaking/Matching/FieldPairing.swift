import FormChecker

/// The fields of two versions of a form paired by name. A removed field
/// and an added one of the same type (list or not, optional or not,
/// `multiple` or not) and the same label are one field renamed: of several
/// added candidates, the one nearest the removed field's position.
struct FieldPairing {
    /// A field of both versions.
    struct Pair {
        var old: CheckedField
        var new: CheckedField
        /// Paired by type and label rather than by name.
        var isRename: Bool
    }

    var pairs: [Pair] = []
    /// Old fields with no new counterpart.
    var removed: [CheckedField] = []
    /// New fields with no old counterpart.
    var added: [CheckedField] = []

    init(old: CheckedForm, new: CheckedForm) {
        let oldNames = Set(old.fields.map(\.name))
        var candidates = new.fields.enumerated().filter { !oldNames.contains($0.element.name) }
        var renamedTo: Set<String> = []
        for (index, field) in old.fields.enumerated() {
            if let match = new.field(named: field.name) {
                pairs.append(Pair(old: field, new: match, isRename: false))
                continue
            }
            let fitting = candidates.filter { Self.isRename(from: field, to: $0.element) }
            if let nearest = fitting.min(by: { abs($0.offset - index) < abs($1.offset - index) }) {
                pairs.append(Pair(old: field, new: nearest.element, isRename: true))
                renamedTo.insert(nearest.element.name)
                candidates.removeAll { $0.element.name == nearest.element.name }
            } else {
                removed.append(field)
            }
        }
        added = new.fields.filter { !oldNames.contains($0.name) && !renamedTo.contains($0.name) }
    }

    /// Whether `new` can be `old` renamed: the same type and the same label.
    static func isRename(from old: CheckedField, to new: CheckedField) -> Bool {
        guard let label = old.label, new.label == label else { return false }
        return old.type == new.type && old.isList == new.isList && old.allowsMultiple == new.allowsMultiple
    }
}

/// The options of a choice in two versions paired by identifier; a removed
/// option and an added one with the same label are one option renamed.
struct OptionPairing {
    /// Old options renamed: old identifier to new identifier.
    var renamed: [(old: String, new: String)] = []
    /// Old options with no new counterpart.
    var removed: [String] = []

    init(old: CheckedField, new: CheckedField) {
        let newIDs = Set(new.options.map(\.id))
        let oldIDs = Set(old.options.map(\.id))
        var candidates = new.options.filter { !oldIDs.contains($0.id) }
        for option in old.options where !newIDs.contains(option.id) {
            if let index = candidates.firstIndex(where: { $0.label == option.label }) {
                renamed.append((option.id, candidates.remove(at: index).id))
            } else {
                removed.append(option.id)
            }
        }
    }
}
