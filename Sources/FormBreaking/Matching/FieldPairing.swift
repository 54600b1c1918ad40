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
        var newByName: [String: CheckedField] = [:]
        for field in new.fields where newByName[field.name] == nil { newByName[field.name] = field }
        // The added fields that could be renames, by type and label, each
        // bucket's positions ascending (so the nearest is found by bisection).
        var candidates: [String: [Int]] = [:]
        for (index, field) in new.fields.enumerated() where !oldNames.contains(field.name) {
            guard let key = Self.renameKey(field) else { continue }
            candidates[key, default: []].append(index)
        }
        var renamedTo: Set<String> = []
        for (index, field) in old.fields.enumerated() {
            if let match = newByName[field.name] {
                pairs.append(Pair(old: field, new: match, isRename: false))
                continue
            }
            guard let key = Self.renameKey(field), var positions = candidates[key], !positions.isEmpty else {
                removed.append(field)
                continue
            }
            let nearest = Self.nearest(to: index, in: positions)
            let chosen = new.fields[positions.remove(at: nearest)]
            candidates[key] = positions
            pairs.append(Pair(old: field, new: chosen, isRename: true))
            renamedTo.insert(chosen.name)
        }
        added = new.fields.filter { !oldNames.contains($0.name) && !renamedTo.contains($0.name) }
    }

    /// What a rename keeps: the type (list or not, optional or not,
    /// `multiple` or not) and the label; nil without a label.
    private static func renameKey(_ field: CheckedField) -> String? {
        guard let label = field.label else { return nil }
        return "\(field.type)|\(field.isList)|\(field.allowsMultiple)|\(label)"
    }

    /// The index in `positions` (ascending, not empty) of the one nearest `target`.
    private static func nearest(to target: Int, in positions: [Int]) -> Int {
        var low = 0
        var high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < target { low = middle + 1 } else { high = middle }
        }
        if low == positions.count { return low - 1 }
        if low > 0, target - positions[low - 1] <= positions[low] - target { return low - 1 }
        return low
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
        // Added options by label, in order, each taken once.
        var candidates: [String: ArraySlice<String>] = [:]
        for option in new.options where !oldIDs.contains(option.id) {
            candidates[option.label, default: []].append(option.id)
        }
        for option in old.options where !newIDs.contains(option.id) {
            if let id = candidates[option.label]?.popFirst() {
                renamed.append((option.id, id))
            } else {
                removed.append(option.id)
            }
        }
    }
}
