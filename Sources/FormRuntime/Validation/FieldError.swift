/// A raised condition: the field it belongs to and its message.
public struct FieldError: Sendable, Equatable, Hashable, Codable {
    /// The field's name as written in the spec.
    public var field: String
    /// The message to show (the source text; translate it for display).
    public var message: String

    /// Creates an error.
    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }
}
