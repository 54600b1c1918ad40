import Foundation

/// One field of a generated model's table (``FormFields``), its value type
/// erased: what the walks written once in FormRuntime do with that field,
/// and what the generator knows of it that the schema does not (which other
/// fields' conditions read it).
///
/// Generated code makes each with the factory named after the field's type
/// (`.text(\.name)`, `.optionalInt(\.installments)`,
/// `.choice(\.country, readers: [.canton])`, `.textList(\.phones)`:
/// `AnyFormField+Factories.swift`); each is a ``FormField`` whose
/// `WritableKeyPath` reaches the property.
@_spi(Generated)
public class AnyFormField<Form: GeneratedForm>: @unchecked Sendable {
    /// The shape of the property: a plain field, an optional one, a list, or a choice.
    public final let shape: FormFieldShape
    /// The other fields whose conditions (`visible when`, `enabled when`,
    /// `required … when`, their own conditions) read this one, in spec order.
    public final let readers: [Form.Field]
    /// What the walks do with the property.
    public final let access: FieldAccess<Form>
    /// `normalized()`: replaces the property's value with what the chain
    /// makes of it (`FormNormalization.normalized`); nil for a
    /// type no `format` normalizes (LANGUAGE.md §20: only `text`, `int` and
    /// `decimal` fields and lists).
    public final let normalize: ((inout Form, FormatterChain) -> Void)?
    /// The model's property, its value type erased: how a typed call that
    /// names a field by key path (`session.setAnswer(\.age, 42)`) finds it
    /// (``FormFields/position(ofProperty:)``).
    public final let partialKeyPath: PartialKeyPath<Form>

    /// An entry of `shape` for the property at `partialKeyPath`, read by
    /// `readers`, handled by `access`, normalized by `normalize`.
    @inlinable
    public init(
        _ partialKeyPath: PartialKeyPath<Form>, shape: FormFieldShape, readers: [Form.Field], access: FieldAccess<Form>,
        normalize: ((inout Form, FormatterChain) -> Void)? = nil
    ) {
        self.partialKeyPath = partialKeyPath
        self.shape = shape
        self.readers = readers
        self.access = access
        self.normalize = normalize
    }
}

/// A field of a generated model with its value type: `Value` is the
/// property's type (`String`, `Int?`, `[String]`, `Country`, `[Extras]`).
/// The typed key path is what a form session will read and write through
/// (issue 31, phase B).
@_spi(Generated)
public final class FormField<Form: GeneratedForm, Value>: AnyFormField<Form>, @unchecked Sendable {
    /// The model's property.
    public let keyPath: WritableKeyPath<Form, Value>

    /// The entry of the property at `keyPath`.
    @inlinable
    public init(
        _ keyPath: WritableKeyPath<Form, Value>, shape: FormFieldShape, readers: [Form.Field], access: FieldAccess<Form>,
        normalize: ((inout Form, FormatterChain) -> Void)? = nil
    ) {
        self.keyPath = keyPath
        super.init(keyPath, shape: shape, readers: readers, access: access, normalize: normalize)
    }
}

/// How a field's property holds its value (LANGUAGE.md §4, §13).
@_spi(Generated)
public enum FormFieldShape: Sendable, Hashable {
    /// `text`, `int`, `decimal`, `bool`, `date`, `month`: the value itself.
    case plain
    /// `text?` and the like: the value or `nil`.
    case optional
    /// A `list`: rows, in order.
    case list
    /// A single `choice`: one of its options.
    case choice
    /// A `choice?`: one of its options or `nil`.
    case optionalChoice
    /// A `multiple` choice: the options chosen, in option order.
    case choices

    /// Whether the field is a list (whose rows `FormValues.lists` holds).
    @inlinable
    public var isList: Bool { self == .list }
}

/// What the walks do with one field's property, each written for its value
/// type by the factory that made the field (an optimized build of the
/// generated module specializes the inlinable factories for the model and
/// the value type). Immutable: the closures capture only the key path.
@_spi(Generated)
public struct FieldAccess<Form>: @unchecked Sendable {
    /// `init(fieldValues:)`: takes a plain field's value (a non-optional
    /// field only when of its kind; an optional one becomes `nil`
    /// otherwise).
    public let read: (inout Form, FieldValue) -> Void
    /// Where a plain field is stored, when it is stored inline: the walks
    /// that build models and store keystrokes write through it instead of
    /// ``read`` and ``storing`` (``PlainStorage``).
    public let storage: PlainStorage?
    /// `init(fieldValues:)` and `_FormcSetRows`: takes a list's rows of its kind.
    public let readRows: (inout Form, [FieldValue]) -> Void
    /// A session's `_FormcSet`, made once per table from the blank model
    /// given: stores a plain field's value of its kind, or else the
    /// field's value in the blank model (the spec's default; `nil` for an
    /// optional field). A list's does nothing. One call a keystroke: the
    /// default is read from the blank model once, here, not on each store.
    public let storing: (Form) -> (inout Form, FieldValue) -> Void
    /// `fieldValues`: stores the property under its name.
    public let write: (Form, inout FormValues, String) -> Void
    /// `==`: whether two models hold equal values.
    public let equal: (Form, Form) -> Bool
    /// `encode(to:)`: writes the property under its name.
    public let encode: (Form, inout FieldEncoding, String) throws -> Void
    /// `init(from:)`: reads the property from its name.
    public let decode: (inout Form, FieldDecoding, String) throws -> Void
    /// `customMirror`: adds the property under its name.
    public let mirror: (Form, inout FormMirror, String) -> Void

    /// The operations of one field.
    @inlinable
    public init(
        read: @escaping (inout Form, FieldValue) -> Void,
        storage: PlainStorage? = nil,
        readRows: @escaping (inout Form, [FieldValue]) -> Void,
        storing: @escaping (Form) -> (inout Form, FieldValue) -> Void,
        write: @escaping (Form, inout FormValues, String) -> Void,
        equal: @escaping (Form, Form) -> Bool,
        encode: @escaping (Form, inout FieldEncoding, String) throws -> Void,
        decode: @escaping (inout Form, FieldDecoding, String) throws -> Void,
        mirror: @escaping (Form, inout FormMirror, String) -> Void
    ) {
        self.read = read
        self.storage = storage
        self.readRows = readRows
        self.storing = storing
        self.write = write
        self.equal = equal
        self.encode = encode
        self.decode = decode
        self.mirror = mirror
    }
}
