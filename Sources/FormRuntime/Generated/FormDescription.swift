/// Builds a generated model's `description`: `Name(field: value, …)`, with
/// secure fields shown as `•••`. A builder keeps generated code free of
/// string operators, which are slow for the Swift type checker.
struct FormDescription: Sendable {
    private var parts: [String] = []
    private let typeName: String

    /// Starts the description of a model type.
    init(_ typeName: String) {
        self.typeName = typeName
    }

    /// Adds a field shown as `String(reflecting:)` shows its value.
    mutating func field<Value>(_ name: String, _ value: Value) {
        parts.append(name + ": " + String(reflecting: value))
    }

    /// Adds a secure field, whose value is never shown.
    mutating func secret(_ name: String) {
        parts.append(name + ": •••")
    }

    /// The finished description.
    var text: String {
        typeName + "(" + parts.joined(separator: ", ") + ")"
    }
}
