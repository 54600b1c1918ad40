import FormRuntime

/// Why a submit failed: the raised conditions (LANGUAGE.md §6), including
/// the required message of every field left unanswered, in spec order.
public struct FormErrors<Form: SessionForm>: Error, Sendable, Equatable {
    /// The raised conditions of the visible, enabled fields.
    public var errors: [FieldError<Form.Field>]

    /// Errors from their list.
    public init(_ errors: [FieldError<Form.Field>]) {
        self.errors = errors
    }

    /// The fields with at least one raised condition, in order, each once.
    public var fields: [Form.Field] {
        var seen: Set<Form.Field> = []
        return errors.compactMap { seen.insert($0.field).inserted ? $0.field : nil }
    }

    /// The messages raised for `field`, in declaration order.
    public func messages(for field: Form.Field) -> [String] {
        errors.filter { $0.field == field }.map(\.message)
    }
}
