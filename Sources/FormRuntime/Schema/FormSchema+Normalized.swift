/// LANGUAGE.md §20 on a form's values held by name, for code that has a
/// schema but no generated model (the default ``GeneratedForm/normalized()``).
extension FormSchema {
    /// `values` with every field and list that has a `format` normalized
    /// (``FormatterChain/normalized(_:type:)``) under `locale`, by default
    /// the form's own or the user's (``resolvedLocale(override:environment:)``).
    public func normalized(_ values: FormValues, locale: LocaleRules? = nil) -> FormValues {
        let rules = locale ?? resolvedLocale()
        var result = values
        for field in fields {
            guard let chain = field.normalizingChain(locale: rules) else { continue }
            if let value = result.fields[field.name] {
                result.fields[field.name] = chain.normalized(value, type: field.type)
            }
            if let rows = result.lists[field.name] {
                let rowType = FieldTypeRef(field.type.base)
                result.lists[field.name] = rows.map { chain.normalized($0, type: rowType) }
            }
        }
        return result
    }
}
