/// A raised condition: the field it belongs to and its message.
///
/// Generated models return `FieldError<Field>` with their own `Field` enum
/// (LANGUAGE.md §15); renderers and the preview interpreter, which know
/// fields only by name, use `FieldError<String>`.
public struct FieldError<Field: Sendable & Equatable>: Sendable, Equatable {
    /// The field: a case of the form's `Field` enum, or a name as written in the spec.
    public var field: Field
    /// The message to show (the source text; the schema translates it).
    public var message: String

    /// Creates an error.
    public init(field: Field, message: String) {
        self.field = field
        self.message = message
    }
}

extension FieldError: Hashable where Field: Hashable {}

extension FieldError: Codable where Field: Codable {}

extension Array {
    /// Appends the error `message` for `field`: what generated
    /// `validate(on:today:)` writes for each raised condition,
    /// `errors.raise(Field.email, "Enter an e-mail address")`. One call to this
    /// generic function compiles to less than building the `FieldError` and
    /// appending it in generated code (docs/PERFORMANCE.md); inlinable, so an
    /// optimized build specializes it as it did the `append` it replaces.
    @_spi(Generated) @inlinable public mutating func raise<Field>(_ field: Field, _ message: String) where Element == FieldError<Field> {
        append(FieldError(field: field, message: message))
    }
}
