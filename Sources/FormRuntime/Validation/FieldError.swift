/// A raised condition: the field it belongs to, what raised it, and its
/// message.
///
/// Generated models return `FieldError<Field>` with their own `Field` enum
/// (LANGUAGE.md §15); renderers and the preview interpreter, which know
/// fields only by name, use `FieldError<String>`.
///
/// ``cause`` is the error's identity (LANGUAGE.md §21): a condition of the
/// spec, `required`, an invalid date or value, a value the formatters would
/// never produce, or a message from outside. ``message`` is its text in the
/// language it was raised in: a generated validator's in the spec's own
/// language (its `language`), a form session's in the language the form is
/// shown in. ``message(in:schema:)`` renders the same error in another
/// language (a generated model's errors also answer `message(in:)`).
public struct FieldError<Field: Sendable & Equatable>: Sendable, Equatable {
    /// The field: a case of the form's `Field` enum, or a name as written in the spec.
    public var field: Field
    /// What raised the error.
    public var cause: FieldErrorCause
    /// The message to show, in the language the error was raised in.
    public var message: String

    /// An error raised by `cause`, whose text is `message`.
    public init(field: Field, cause: FieldErrorCause, message: String) {
        self.field = field
        self.cause = cause
        self.message = message
    }

    /// An error whose message comes from outside the spec (a server, a
    /// validator written by hand): its cause is ``FieldErrorCause/external(_:)``
    /// and it is shown as given in every language.
    public init(field: Field, message: String) {
        self.init(field: field, cause: .external(message), message: message)
    }
}

/// What raised a ``FieldError`` (LANGUAGE.md §21): the error's identity,
/// independent of the language it is shown in. Generated code raises
/// conditions and `required` with the spec's texts and formc's built-in
/// messages by this identity alone, so it holds no English sentence, and a
/// renderer or a server shows the same error in any language
/// (``FormSchema/message(_:field:in:)``).
public enum FieldErrorCause: Sendable, Hashable, Codable {
    /// `error "…" when …`: the field's condition at `index` among its
    /// `error` conditions in spec order (0 is the first), with its message as
    /// the spec writes it (the key its translations are found by).
    case condition(index: Int, message: String)
    /// A `required` field (or `required … when` while it applies) left
    /// empty: with the spec's own message, or nil for formc's built-in
    /// "{label} is required" (``BuiltInText/required``).
    case required(message: String?)
    /// A text that is no calendar date or month: "Enter a valid date"
    /// (``BuiltInText/invalidDate``).
    case invalidDate
    /// A value the field cannot hold: "Enter a valid value"
    /// (``BuiltInText/invalidValue``).
    case invalidValue
    /// A value the field's `format` would never produce (LANGUAGE.md §20):
    /// "{label} is not in the expected format" (``BuiltInText/unexpectedFormat``).
    case unexpectedFormat
    /// A message from outside the spec, such as a server's "This email is
    /// already registered" or a hand-written validator's: shown as given.
    case external(String)

    /// The text the spec (or the outside) gives for this error, or nil when
    /// it is one of formc's built-in texts (``builtInText``).
    public var givenText: String? {
        switch self {
        case .condition(_, let message): message
        case .required(let message): message
        case .external(let message): message
        case .invalidDate, .invalidValue, .unexpectedFormat: nil
        }
    }

    /// The built-in text this error shows when ``givenText`` is nil:
    /// ``BuiltInText/required``, ``BuiltInText/invalidDate``,
    /// ``BuiltInText/invalidValue`` or ``BuiltInText/unexpectedFormat``.
    public var builtInText: BuiltInText? {
        switch self {
        case .required(nil): .required
        case .invalidDate: .invalidDate
        case .invalidValue: .invalidValue
        case .unexpectedFormat: .unexpectedFormat
        case .condition, .required, .external: nil
        }
    }
}

extension FieldError: Hashable where Field: Hashable {}

/// JSON of an error: `{"field": …, "cause": …, "message": …}`. An error
/// without `cause` (written before errors had one, or by a server that
/// sends only a text) decodes as a message from outside
/// (``FieldErrorCause/external(_:)``), shown as given.
extension FieldError: Codable where Field: Codable {
    private enum CodingKeys: String, CodingKey {
        case field, cause, message
    }

    /// Decodes an error; a missing `cause` is ``FieldErrorCause/external(_:)`` of the message.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let field = try container.decode(Field.self, forKey: .field)
        let message = try container.decode(String.self, forKey: .message)
        let cause = try container.decodeIfPresent(FieldErrorCause.self, forKey: .cause) ?? .external(message)
        self.init(field: field, cause: cause, message: message)
    }

    /// Encodes the field, the cause and the message.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(field, forKey: .field)
        try container.encode(cause, forKey: .cause)
        try container.encode(message, forKey: .message)
    }
}

extension FieldError where Field: RawRepresentable, Field.RawValue == String {
    /// This error's text for a user whose UI language is `language` (such
    /// as `fr` or `pt-BR`), as a form of `schema` would show it there
    /// (LANGUAGE.md §21): in that language when the form has translations
    /// for it, else in the spec's own language.
    public func message(in language: String, schema: FormSchema) -> String {
        schema.message(cause, field: field.rawValue, in: schema.textLanguage(for: UILanguage.candidates(of: language)))
    }
}

extension FieldError where Field == String {
    /// This error's text for a user whose UI language is `language`, as a
    /// form of `schema` would show it there (LANGUAGE.md §21): in that
    /// language when the form has translations for it, else in the spec's
    /// own language.
    public func message(in language: String, schema: FormSchema) -> String {
        schema.message(cause, field: field, in: schema.textLanguage(for: UILanguage.candidates(of: language)))
    }
}

extension Array {
    /// Appends an error whose cause carries its text (a condition of the
    /// spec, a `required` with the spec's own message): what generated
    /// `validate(on:today:)` writes for each raised condition,
    /// `errors.raise(Field.email, .condition(index: 0, message: "Enter an e-mail address"))`.
    /// One call to this generic function compiles to less than building the
    /// `FieldError` and appending it in generated code (docs/PERFORMANCE.md);
    /// inlinable, so an optimized build specializes it as it did the
    /// `append` it replaces.
    @_spi(Generated) @inlinable public mutating func raise<Field>(_ field: Field, _ cause: FieldErrorCause) where Element == FieldError<Field> {
        append(FieldError(field: field, cause: cause, message: cause.givenText ?? cause.builtInText?.source ?? ""))
    }

    /// The cause of the first error, or nil: what a generated
    /// `_FormcFirstCause` returns (`return errors.firstCause()`), always
    /// inlined, where `first?.cause` stayed a call beside the inlined checks.
    @_spi(Generated) @inlinable @inline(__always) public func firstCause<Field>() -> FieldErrorCause? where Element == FieldError<Field> {
        guard !isEmpty else { return nil }
        return self[startIndex].cause
    }

    /// Appends `required`'s error with the spec's own message when `trigger`
    /// checks `required` (on submit): what generated `validate(on:today:)`
    /// writes for an empty required field,
    /// `errors.raiseRequired(Field.name, "Enter your name", on: trigger)`.
    @_spi(Generated) @inlinable public mutating func raiseRequired<Field>(_ field: Field, _ message: String, on trigger: ValidationTrigger)
    where Element == FieldError<Field> {
        if trigger.checksRequired { raise(field, .required(message: message)) }
    }

    /// ``raiseRequired(_:_:on:)`` for a `required` without a message of its
    /// own: formc's built-in one, rendered in `schema`'s language
    /// (`errors.raiseRequired(Field.name, on: trigger, Self.schema)`).
    @_spi(Generated) public mutating func raiseRequired<Field: RawRepresentable>(_ field: Field, on trigger: ValidationTrigger, _ schema: FormSchema)
    where Element == FieldError<Field>, Field.RawValue == String {
        if trigger.checksRequired { raise(field, .required(message: nil), schema) }
    }

    /// Appends an error showing one of formc's built-in texts
    /// (`errors.raise(Field.phone, .unexpectedFormat, Self.schema)`), its
    /// message rendered in `schema`'s own language with the field's label:
    /// generated code names the error, never its English sentence.
    @_spi(Generated) public mutating func raise<Field: RawRepresentable>(_ field: Field, _ cause: FieldErrorCause, _ schema: FormSchema)
    where Element == FieldError<Field>, Field.RawValue == String {
        append(FieldError(field: field, cause: cause, message: schema.message(cause, field: field.rawValue, in: schema.textLanguage)))
    }
}

/// The `Field` enum of a generated form (`Intake.Field`): it knows its
/// form's schema, so that an error of the form renders itself in any
/// language, as a server does with a client's language:
///
/// ```swift
/// for error in order.validate() { print(error.message(in: "fr")) }
/// ```
public protocol GeneratedField: RawRepresentable, Sendable, Hashable where RawValue == String {
    /// The schema of the form the field belongs to (generated code returns
    /// the form's ``GeneratedForm/schema``).
    @_spi(Generated) static var _FormcSchema: FormSchema { get }
}

extension FieldError where Field: GeneratedField {
    /// This error's text for a user whose UI language is `language` (such
    /// as `fr` or `pt-BR`), as the form shows it there (LANGUAGE.md §21): in
    /// that language when the form has translations for it, else in the
    /// spec's own language (``message(in:schema:)``).
    public func message(in language: String) -> String {
        message(in: language, schema: Field._FormcSchema)
    }
}
