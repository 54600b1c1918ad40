import Foundation

/// Where a field of a plain value type (``FieldValueConvertible``: `String`,
/// `Int`, `Decimal`, `Bool`, `FormDate`, `FormMonth`, optional or not) is
/// stored in its model, and which type it is: the byte offset of the
/// property and a kind to switch on.
///
/// It is how `init(fieldValues:)` and a session's `_FormcSet` write such a
/// field (``FieldTableForm``), the walks a validator building models and
/// every keystroke take: a `switch` and a store at the offset, where a
/// closure per field cost an indirect call, a reabstraction thunk, the
/// retain of its context and a copy of the value (ValidatorBenchmark,
/// SessionBenchmark: docs/PERFORMANCE.md, "One field table"). A storage is
/// made only from a key path whose value type it records, so the kind
/// always matches the property; a property without an offset (not stored
/// inline) gets none, and its field's closures do the work.
@_spi(Generated)
public struct PlainStorage: Sendable, Equatable {
    /// A plain value type.
    public enum Kind: Sendable, Equatable {
        case text, int, decimal, bool, date, month
    }

    /// The property's value type.
    public let kind: Kind
    /// Whether the property is optional (`V?`).
    public let isOptional: Bool
    /// The property's byte offset in its model (`MemoryLayout.offset(of:)`).
    public let offset: Int

    /// The storage of the non-optional property at `keyPath`, or nil when it
    /// is not stored inline.
    @inlinable
    public init?<Form, Value: FieldValueConvertible>(_ keyPath: WritableKeyPath<Form, Value>) {
        guard let offset = MemoryLayout<Form>.offset(of: keyPath) else { return nil }
        self.kind = Value._formcKind
        self.isOptional = false
        self.offset = offset
    }

    /// The storage of the optional property at `keyPath`, or nil when it is
    /// not stored inline.
    @inlinable
    public init?<Form, Value: FieldValueConvertible>(_ keyPath: WritableKeyPath<Form, Value?>) {
        guard let offset = MemoryLayout<Form>.offset(of: keyPath) else { return nil }
        self.kind = Value._formcKind
        self.isOptional = true
        self.offset = offset
    }

    /// Stores what `value` holds into the property of `form` when it is of
    /// the property's kind (a decimal also takes an int); an optional
    /// property takes `nil` for any other value. Returns false when a
    /// non-optional property was left as it was.
    @inlinable @inline(__always) @discardableResult
    public func take<Form>(_ value: consuming FieldValue, into form: inout Form) -> Bool {
        switch kind {
        case .text:
            // The one kind whose payload is reference counted: moved out of
            // the value the caller gives up, never retained and released.
            guard case .text(let text) = consume value else { return takeNothing(String.self, &form) }
            if isOptional {
                put(Optional(text), &form)
            } else {
                put(text, &form)
            }
            return true
        case .int: return take(Int.self, value, &form)
        case .decimal: return take(Decimal.self, value, &form)
        case .bool: return take(Bool.self, value, &form)
        case .date: return take(FormDate.self, value, &form)
        case .month: return take(FormMonth.self, value, &form)
        }
    }

    @inlinable @inline(__always)
    func take<Form, Value: FieldValueConvertible>(_: Value.Type, _ value: borrowing FieldValue, _ form: inout Form) -> Bool {
        guard let taken = Value._formcValue(of: copy value) else { return takeNothing(Value.self, &form) }
        if isOptional {
            put(Optional(taken), &form)
        } else {
            put(taken, &form)
        }
        return true
    }

    /// What a value not of the property's kind does: an optional property
    /// becomes `nil`; a non-optional one is left as it was (false).
    @inlinable @inline(__always)
    func takeNothing<Form, Value>(_: Value.Type, _ form: inout Form) -> Bool {
        guard isOptional else { return false }
        put(Value?.none, &form)
        return true
    }

    /// Assigns `value` to the property (the old value is released as by
    /// any assignment). The property's memory is bound to `Value` as part
    /// of `Form`'s layout, which is what `MemoryLayout.offset(of:)` is for.
    @inlinable
    func put<Form, Value>(_ value: Value, _ form: inout Form) {
        withUnsafeMutableBytes(of: &form) { bytes in
            guard let base = bytes.baseAddress else { return }
            (base + offset).assumingMemoryBound(to: Value.self).pointee = value
        }
    }
}
