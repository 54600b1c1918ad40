/// What a form session (FormSession, LANGUAGE.md §18; ``SessionForm``) asks a generated model
/// so that an edit costs the same on a form of 2 fields or of 2,000: one
/// field stored, only the fields that read it re-evaluated, only its own
/// checks run. A generated model answers them from its field table
/// (``FieldTableForm``) and its generated `_FormcFirstCause`; a model written
/// by hand answers through these defaults, which give the same results in
/// time that grows with the form (the whole model rebuilt, the whole form
/// validated).
///
/// The requirements are `@_spi(Generated)`; these defaults are not, so that
/// a model written by hand conforms without importing that SPI.
extension GeneratedForm {
    /// Stores `value` into plain field `field` as `init(fieldValues:)` reads
    /// a `FormValues` holding it: a value of the field's kind is taken; any
    /// other leaves a non-optional field at its spec default and an optional
    /// one `nil`. A list is not changed.
    public mutating func _FormcSet(_ field: Field, to value: FieldValue) {
        var values = fieldValues
        guard values.lists[field.rawValue] == nil else { return }
        values.fields[field.rawValue] = value
        self = Self(fieldValues: values)
    }

    /// Stores the rows of its kind among `rows` into list `field`; a plain
    /// field is not changed.
    public mutating func _FormcSetRows(_ field: Field, to rows: [FieldValue]) {
        var values = fieldValues
        guard values.fields[field.rawValue] == nil else { return }
        values.lists[field.rawValue] = rows
        self = Self(fieldValues: values)
    }

    /// What raised the first error ``validate(on:today:unanswered:)``
    /// raises for `field` (in declaration order), or nil. It changes nothing
    /// (`mutating` only so that a large model is never copied).
    public mutating func _FormcFirstCause(_ field: Field, on trigger: ValidationTrigger, today: FormDate, unanswered: Set<Field>) -> FieldErrorCause? {
        validate(on: trigger, today: today, unanswered: unanswered).first { $0.field == field }?.cause
    }

    /// ``schema``: a generated model's description is static.
    public var _FormcSchema: FormSchema { Self.schema }

    /// ``conditionallyEnabledFields``.
    public var _FormcConditionallyEnabledFields: [Field] { Self.conditionallyEnabledFields }
}
