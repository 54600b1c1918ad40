/// What a form session (FormSession, LANGUAGE.md §18) asks of the form it
/// fills: the form's description and its values, and the rules that
/// evaluate its conditions with unanswered fields read as empty.
///
/// Every generated model is one (``GeneratedForm`` refines it, and answers
/// from its static description). A form described at run time is another:
/// FormSession's `ValuesForm`, over `FormValues` and the functions of a
/// generated validator or of `formc preview`'s interpreter, so that the
/// terminal, line mode and the preview can drive the same session as an app.
///
/// The `_Formc…` requirements are `@_spi(Generated)`: generated code and
/// FormSession implement and call them.
public protocol SessionForm: Sendable {
    /// The form's fields and lists, named as in the spec.
    associatedtype Field: RawRepresentable, Sendable, Hashable where Field.RawValue == String
    /// The form's values, keyed by field name.
    var fieldValues: FormValues { get }
    /// ``GeneratedForm/validate(on:today:)`` in a form session, where the
    /// fields in `unanswered` (non-optional numbers, dates, months and single
    /// choices nothing was given for) read as empty, as an empty optional
    /// does: a condition that reads one raises nothing; a `required` one
    /// runs none of its conditions (LANGUAGE.md §6, §18). Their `required`
    /// message is the session's concern.
    func validate(on trigger: ValidationTrigger, today: FormDate, unanswered: Set<Field>) -> [FieldError<Field>]
    /// Whether `field` can be focused and edited now, with the fields in
    /// `unanswered` read as empty: a condition that reads one is false.
    func isEnabled(_ field: Field, today: FormDate, unanswered: Set<Field>) -> Bool
    /// Whether `field` is shown now, with the fields in `unanswered` read as
    /// empty: a condition that reads one is false (`visible when sex ==
    /// .female` is false until a sex is chosen).
    func isVisible(_ field: Field, today: FormDate, unanswered: Set<Field>) -> Bool

    /// The form's description (a generated model's ``GeneratedForm/schema``).
    @_spi(Generated) var _FormcSchema: FormSchema { get }
    /// The fields whose enabled state depends on values (a generated
    /// model's ``GeneratedForm/conditionallyEnabledFields``).
    @_spi(Generated) var _FormcConditionallyEnabledFields: [Field] { get }
    /// Stores `value` into plain field `field`; a list is not changed.
    @_spi(Generated) mutating func _FormcSet(_ field: Field, to value: FieldValue)
    /// ``_FormcSet(_:to:)`` for `field` at `position`, its
    /// ``_FormcIndex(of:)``: a model with a field table finds the field
    /// without hashing its name (a form session knows the position; on
    /// every keystroke that hash was about 400 instructions).
    @_spi(Generated) mutating func _FormcSet(_ field: Field, at position: Int, to value: consuming FieldValue)
    /// Stores `rows` into list `field`; a plain field is not changed.
    @_spi(Generated) mutating func _FormcSetRows(_ field: Field, to rows: [FieldValue])
    /// What raised the first error ``validate(on:today:unanswered:)``
    /// raises for `field`, or nil (a non-generic value, so that a session
    /// asking on every keystroke instantiates no generic type). It changes
    /// nothing: `mutating` only so that a large model is passed by
    /// reference, never copied.
    @_spi(Generated) mutating func _FormcFirstCause(_ field: Field, on trigger: ValidationTrigger, today: FormDate, unanswered: Set<Field>) -> FieldErrorCause?
    /// The other fields whose conditions read `field`, or nil when unknown.
    @_spi(Generated) static func _FormcReaders(of field: Field) -> [Field]?
    /// ``_FormcReaders(of:)`` asked of this form: a form described at run
    /// time (a `ValuesForm`) knows its readers per instance, a generated
    /// model per type.
    @_spi(Generated) func _FormcReaders(ofField field: Field) -> [Field]?
    /// The position of `field` in the spec, or nil when unknown.
    @_spi(Generated) static func _FormcIndex(of field: Field) -> Int?
}

/// Defaults for a form that cannot say more (plain public, so that a form
/// written by hand conforms without importing the SPI).
extension SessionForm {
    /// The other fields whose `visible when` (their own or their section's),
    /// `enabled when`, `required when` or conditions read `field`, in spec
    /// order; nil here: unknown, any field may read it.
    public static func _FormcReaders(of field: Field) -> [Field]? { nil }

    /// The type's ``_FormcReaders(of:)``.
    public func _FormcReaders(ofField field: Field) -> [Field]? { Self._FormcReaders(of: field) }

    /// The position of `field` among the spec's fields and lists (and the
    /// schema's); nil here: unknown.
    public static func _FormcIndex(of field: Field) -> Int? { nil }

    /// ``_FormcSet(_:to:)``: a form without a table has no use for the position.
    public mutating func _FormcSet(_ field: Field, at position: Int, to value: consuming FieldValue) {
        _FormcSet(field, to: value)
    }
}
