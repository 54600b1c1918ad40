extension CheckedForm {
    /// For each field, the other fields whose `visible when` (their own or
    /// their section's), `enabled when`, `required when` or conditions read
    /// it, in spec order: what an edit of that field can change besides the
    /// field itself. Generated models answer it as `_FormcReaders(of:)`, and
    /// `formc preview`'s validator passes it to the session.
    public var readerNames: [String: [String]] {
        var result: [String: [String]] = [:]
        for field in fields {
            var expressions = field.conditions.map(\.expression) + [field.requiredWhen, field.enabledWhen, field.visibleWhen].compactMap { $0 }
            if let index = field.sectionIndex, sections.indices.contains(index), let section = sections[index].visibleWhen {
                expressions.append(section)
            }
            var read: Set<String> = []
            for reference in expressions.flatMap(\.references) where reference.fieldName != field.name && read.insert(reference.fieldName).inserted {
                result[reference.fieldName, default: []].append(field.name)
            }
        }
        return result
    }
}
