/// A choice field of `Form` whose property has type `Value` (`Option`,
/// `Option?` or `[Option]`): what the `field` of
/// `session.select(.country, .ch)` and `session.toggle(.extras, .gift)` is,
/// so that Swift knows the option type from the field and `.ch` needs no
/// type name (LANGUAGE.md §18).
///
/// formc generates one static member per choice field, in an extension
/// constrained to its form and value type:
///
/// ```swift
/// extension FormRuntime.ChoiceField where Form == Intake, Value == Intake.Country? {
///     public static var country: Self { Self(.country) }
/// }
/// ```
///
/// A form session's `select` takes a field whose value is `Option` or
/// `Option?`, `toggle` one whose value is `[Option]`, so selecting in a
/// multiple choice or toggling a single one does not compile.
public struct ChoiceField<Form: SessionForm, Value>: Sendable {
    /// The field.
    public let field: Form.Field

    /// The choice field `field`, whose property has type `Value`.
    @inlinable
    public init(_ field: Form.Field) {
        self.field = field
    }
}
