import FormRuntime

extension CheckedForm {
    /// The runtime description of the form: what generated code embeds as
    /// `schema` and what the preview interpreter fills the form from.
    public var schema: FormSchema {
        var translationTables: [String: [String: String]] = [:]
        for table in translations where translationTables[table.language] == nil {
            translationTables[table.language] = table.entries
        }
        return FormSchema(
            name: name,
            title: title,
            submitLabel: submitLabel,
            locale: locale,
            language: language,
            fields: fields.map(\.schema),
            translations: translationTables,
            sections: sections.map(\.schema)
        )
    }
}

extension CheckedSection {
    /// The runtime description of the section.
    public var schema: SectionSchema {
        SectionSchema(title: title, caption: caption, hasVisibilityCondition: visibleWhen != nil)
    }
}
