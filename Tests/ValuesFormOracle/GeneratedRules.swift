@_spi(Generated) import FormRuntime
import FormSession
import FormTerminal

// The oracle of the differential tests between a generated model and a
// form described at run time (the preview's interpreter, `ValuesForm`):
// the model's conditions evaluated over `FormValues`, rebuilding the model
// for each question. The terminal used it for generated models until they
// drove `FormSession<Model>` (issue 31 item 2); only tests compare with it now.

extension ValuesForm.Rules {
    /// The rules of a generated model over values: builds the model with
    /// `init(fieldValues:)` and calls its `validate(on:)`, `isEnabled(_:)`
    /// and `isVisible(_:)` (field names are the `Field` enum's raw values);
    /// only the model's `conditionallyEnabledFields` are asked again about
    /// their enabled state after an edit, and only the fields the schema
    /// marks as having a visibility condition (their own or their section's)
    /// about their visibility.
    ///
    /// A non-optional number, date, month or single choice the values do
    /// not answer (``FieldValue/none``: nothing typed or chosen) reads as
    /// empty in every condition, as in a ``FormSession`` (LANGUAGE.md §18).
    public static func generated<F: GeneratedForm>(_ type: F.Type) -> ValuesForm.Rules {
        let needing = F.schema.fields.filter(\.needsAnswer)
        @Sendable func unanswered(_ values: FormValues) -> Set<F.Field> {
            Set(needing.filter { !$0.isAnswered(by: values.fields[$0.name]) }.compactMap { F.Field(rawValue: $0.name) })
        }
        return ValuesForm.Rules(
            validate: { values, trigger in
                F(fieldValues: values).validate(on: trigger, today: .today(), unanswered: unanswered(values))
                    .map { FieldError(field: $0.field.rawValue, cause: $0.cause, message: $0.message) }
            },
            isEnabled: { values, name in
                guard let field = F.Field(rawValue: name) else { return true }
                return F(fieldValues: values).isEnabled(field, today: .today(), unanswered: unanswered(values))
            },
            conditionallyEnabledFields: Set(F.conditionallyEnabledFields.map(\.rawValue)),
            isVisible: { values, name in
                guard let field = F.Field(rawValue: name) else { return true }
                return F(fieldValues: values).isVisible(field, today: .today(), unanswered: unanswered(values))
            },
            conditionallyVisibleFields: F.schema.conditionallyVisibleFieldNames,
            readers: readers(of: F.self)
        )
    }

}

extension ValuesForm.Rules {
    /// A generated model's readers (`_FormcReaders(of:)`) by field name, for
    /// ``readers``: the other fields whose conditions read each field; nil
    /// when the model cannot say for some field.
    static func readers<F: GeneratedForm>(of type: F.Type) -> [String: [String]]? {
        var readers: [String: [String]] = [:]
        for field in F.schema.fields {
            guard let typed = F.Field(rawValue: field.name) else { continue }
            guard let read = F._FormcReaders(of: typed) else { return nil }
            if !read.isEmpty { readers[field.name] = read.map(\.rawValue) }
        }
        return readers
    }
}
