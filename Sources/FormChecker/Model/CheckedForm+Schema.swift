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
            fields: fields.map(\.schema),
            translations: translationTables,
            sections: sections.map(\.schema)
        )
    }
}

extension CheckedField {
    /// The runtime description of the field.
    public var schema: FieldSchema {
        FieldSchema(
            name: name,
            kind: isList ? .list : .field,
            type: type,
            label: label,
            placeholder: placeholder,
            caption: caption,
            formatters: formatters,
            secure: secure,
            keyboard: keyboard,
            requiredMessage: requiredMessage,
            listMinimum: isList ? listMinimum : nil,
            listMaximum: isList ? listMaximum : nil,
            isDisabled: isDisabled,
            defaultValue: defaultValue,
            options: options,
            allowsMultiple: allowsMultiple,
            sectionIndex: sectionIndex,
            hasVisibilityCondition: visibleWhen != nil
        )
    }
}

extension CheckedSection {
    /// The runtime description of the section.
    public var schema: SectionSchema {
        SectionSchema(title: title, caption: caption, hasVisibilityCondition: visibleWhen != nil)
    }
}
