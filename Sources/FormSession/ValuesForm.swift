@_spi(Generated) import FormRuntime

/// A form described at run time (``SessionForm``): a schema, its values as
/// ``FormValues``, and the functions that evaluate its conditions
/// (`formc preview`'s interpreter's). `FormSession<ValuesForm>` fills it as
/// `FormSession<Model>` fills a generated model: the same engine, so the
/// terminal, line mode and the preview drive the session an app drives
/// (a generated model's terminal drives `FormSession<Model>` itself).
///
/// An unanswered field holds ``FieldValue/none``, which is how the rules
/// read it as empty.
public struct ValuesForm: SessionForm {
    /// A field or list, by its name in the spec.
    public struct Field: RawRepresentable, Sendable, Hashable {
        /// The field's name.
        public var rawValue: String

        /// The field named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// The functions that evaluate a form's conditions over its values, and
    /// what they know of which fields can change what (FormTerminal names
    /// them `FormValidator`): `formc preview`'s interpreter of the checked
    /// spec; neither the session nor a renderer evaluates a condition itself.
    public struct Rules: Sendable {
        /// The raised conditions for a trigger, in spec order of fields, then
        /// declaration order within a field (what `validate(on:)` returns),
        /// with unanswered fields read as empty (LANGUAGE.md §18): a condition
        /// that reads a non-optional number, date, month or single choice the
        /// values hold no answer for (``FieldValue/none``) raises nothing.
        public var validate: @Sendable (FormValues, ValidationTrigger) -> [FieldError<String>]
        /// Whether a field can be focused and edited with these values.
        public var isEnabled: @Sendable (FormValues, String) -> Bool
        /// The fields whose enabled state can change with the values (those
        /// with `enabled when`), or nil when unknown. After an edit the
        /// session asks ``isEnabled`` again only about these; every other
        /// field keeps what it answered when the form started. Nil: every
        /// field is asked after every edit.
        public var conditionallyEnabledFields: Set<String>?
        /// Whether a field is shown with these values (LANGUAGE.md §13: its
        /// own `visible when` and its section's). A hidden field is not
        /// drawn, not focused, not asked in line mode and not validated; it
        /// keeps its value.
        public var isVisible: @Sendable (FormValues, String) -> Bool
        /// The fields whose visibility can change with the values (a
        /// `visible when` of their own or of their section), or nil when
        /// unknown. After an edit the session asks ``isVisible`` again only
        /// about these. Nil: every field is asked after every edit.
        public var conditionallyVisibleFields: Set<String>?
        /// For each field, the other fields whose conditions (`visible
        /// when`, `enabled when`, `required when`, validation) read it; a
        /// field missing reads nothing. Nil when unknown: every field's
        /// message is set again after every edit. Known, an edit sets only
        /// the messages of the field edited and of its readers.
        public var readers: [String: [String]]?

        /// Rules from their functions and, when known, the fields whose
        /// enabled state or visibility can change and which fields read
        /// which. Without `isVisible` every field is always visible.
        public init(
            validate: @escaping @Sendable (FormValues, ValidationTrigger) -> [FieldError<String>],
            isEnabled: @escaping @Sendable (FormValues, String) -> Bool,
            conditionallyEnabledFields: Set<String>? = nil,
            isVisible: @escaping @Sendable (FormValues, String) -> Bool = { _, _ in true },
            conditionallyVisibleFields: Set<String>? = nil,
            readers: [String: [String]]? = nil
        ) {
            self.validate = validate
            self.isEnabled = isEnabled
            self.conditionallyEnabledFields = conditionallyEnabledFields
            self.isVisible = isVisible
            self.conditionallyVisibleFields = conditionallyVisibleFields
            self.readers = readers
        }
    }

    /// The form's schema, with every field whose visibility the rules may
    /// change marked as having a visibility condition (so a session asks
    /// ``Rules/isVisible`` about exactly those).
    public let schema: FormSchema
    /// The form's values.
    public private(set) var values: FormValues
    /// The functions that evaluate its conditions.
    public let rules: Rules

    /// A form of `schema` holding `values`, evaluated by `rules`.
    public init(schema: FormSchema, values: FormValues = FormValues(), rules: Rules) {
        var marked = schema
        for index in marked.fields.indices where rules.conditionallyVisibleFields?.contains(marked.fields[index].name) ?? true {
            marked.fields[index].hasVisibilityCondition = true
        }
        self.schema = marked
        var values = values
        // A secure field's value is never shown by a description or dump
        // of the values (LANGUAGE.md §21).
        for field in schema.fields where field.secure != .none { values.markSecret(field.name) }
        self.values = values
        self.rules = rules
    }

    public var fieldValues: FormValues { values }

    public func validate(on trigger: ValidationTrigger, today: FormDate, unanswered: Set<Field>) -> [FieldError<Field>] {
        rules.validate(values(readingAsEmpty: unanswered), trigger).map { FieldError(field: Field(rawValue: $0.field), cause: $0.cause, message: $0.message) }
    }

    public func isEnabled(_ field: Field, today: FormDate, unanswered: Set<Field>) -> Bool {
        rules.isEnabled(values(readingAsEmpty: unanswered), field.rawValue)
    }

    public func isVisible(_ field: Field, today: FormDate, unanswered: Set<Field>) -> Bool {
        rules.isVisible(values(readingAsEmpty: unanswered), field.rawValue)
    }

    /// The values with each field of `unanswered` holding ``FieldValue/none``,
    /// as the rules read an unanswered field (no copy when they already do).
    private func values(readingAsEmpty unanswered: Set<Field>) -> FormValues {
        guard unanswered.contains(where: { values.fields[$0.rawValue] != FieldValue.none }) else { return values }
        var copy = values
        for field in unanswered { copy.fields[field.rawValue] = FieldValue.none }
        return copy
    }

    public var _FormcSchema: FormSchema { schema }

    public var _FormcConditionallyEnabledFields: [Field] {
        schema.fields.map(\.name).filter { rules.conditionallyEnabledFields?.contains($0) ?? true }.map(Field.init)
    }

    public mutating func _FormcSet(_ field: Field, to value: FieldValue) {
        guard values.lists[field.rawValue] == nil else { return }
        values.fields[field.rawValue] = value
    }

    public mutating func _FormcSetRows(_ field: Field, to rows: [FieldValue]) {
        guard values.fields[field.rawValue] == nil else { return }
        values.lists[field.rawValue] = rows
    }

    public func _FormcReaders(ofField field: Field) -> [Field]? {
        guard let readers = rules.readers else { return nil }
        return (readers[field.rawValue] ?? []).map(Field.init)
    }

    public mutating func _FormcFirstCause(_ field: Field, on trigger: ValidationTrigger, today: FormDate, unanswered: Set<Field>) -> FieldErrorCause? {
        validate(on: trigger, today: today, unanswered: unanswered).first { $0.field == field }?.cause
    }
}
