/// Where a model's stored property lives: its key path and, when the
/// property is stored inline in the struct (every property of a generated
/// model), its byte offset (`MemoryLayout.offset(of:)`). The table's walks
/// read and write fields through it: at an offset, a read or write is a
/// load or store; through a key path it is a call into the runtime's key
/// path machinery with generic metadata lookups, several hundred
/// instructions (ValidatorBenchmark, SessionBenchmark: docs/PERFORMANCE.md).
@_spi(Generated)
public struct FieldSlot<Form, Value>: @unchecked Sendable {
    /// The property.
    public let keyPath: WritableKeyPath<Form, Value>
    /// Its byte offset in `Form`, or nil when it has none (a computed property).
    public let offset: Int?

    /// The slot of the property at `keyPath`.
    @inlinable
    public init(_ keyPath: WritableKeyPath<Form, Value>) {
        self.keyPath = keyPath
        offset = MemoryLayout<Form>.offset(of: keyPath)
    }

    /// The property's value in `form`.
    @inlinable
    public func get(_ form: Form) -> Value {
        guard let offset else { return form[keyPath: keyPath] }
        return withUnsafePointer(to: form) { pointer in
            UnsafeRawPointer(pointer).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee
        }
    }

    /// Stores `value` into the property of `form`.
    @inlinable
    public func set(_ form: inout Form, _ value: Value) {
        guard let offset else {
            form[keyPath: keyPath] = value
            return
        }
        withUnsafeMutablePointer(to: &form) { pointer in
            UnsafeMutableRawPointer(pointer).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee = value
        }
    }
}
