import FormChecker
import FormRuntime

/// The runtime description of a checked form: the same content as the
/// generated `static let schema`.
public enum PreviewSchema {
    /// The schema of `form`.
    public static func schema(for form: CheckedForm) -> FormSchema {
        var translations: [String: [String: String]] = [:]
        for table in form.translations where translations[table.language] == nil {
            translations[table.language] = table.entries
        }
        return FormSchema(
            name: form.name,
            title: form.title,
            submitLabel: form.submitLabel,
            locale: form.locale,
            fields: form.fields.map(field),
            translations: translations
        )
    }

    private static func field(_ field: CheckedField) -> FieldSchema {
        FieldSchema(
            name: field.name,
            kind: field.isList ? .list : .field,
            type: field.type,
            label: field.label,
            placeholder: field.placeholder,
            caption: field.caption,
            formatters: field.formatters,
            secure: field.secure,
            keyboard: field.keyboard,
            requiredMessage: field.requiredMessage,
            listMinimum: field.isList ? field.listMinimum : nil,
            listMaximum: field.isList ? field.listMaximum : nil,
            isDisabled: field.isDisabled,
            defaultValue: field.defaultValue
        )
    }
}
