/// Builds the `Mirror` of a model or values container (LANGUAGE.md §21:
/// `dump` and `Mirror` show no secure field's text): one child per field,
/// a secure field's value replaced by `•••`. Generated models' `customMirror`
/// calls it once per field, as their `description` does ``FormDescription``.
@_spi(Generated) public struct FormMirror: Sendable {
    private var children: [(label: String, value: any Sendable)] = []

    /// An empty mirror.
    public init() {}

    /// Adds a field shown as its value.
    public mutating func field(_ name: String, _ value: some Sendable) {
        children.append((name, value))
    }

    /// Adds a secure field, whose value is never shown.
    public mutating func secret(_ name: String) {
        children.append((name, Secret()))
    }

    /// The mirror of `subject` with these children, as a struct.
    public func mirror(of subject: Any) -> Mirror {
        Mirror(subject, children: children.map { (label: Optional($0.label), value: $0.value as Any) }, displayStyle: .struct)
    }

    /// What a secure field's value is shown as: `•••`.
    public struct Secret: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
        public init() {}
        public var description: String { "•••" }
        public var debugDescription: String { "•••" }
        public var customMirror: Mirror { Mirror(self, children: [], displayStyle: nil) }
    }
}
