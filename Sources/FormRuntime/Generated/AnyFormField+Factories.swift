import Foundation

/// The factories generated code builds a model's table (``FormFields``)
/// with, one per field type of the spec (LANGUAGE.md §4), each taking the
/// property's key path and the fields whose conditions read it:
///
/// ```swift
/// .text(\.name)
/// .optionalInt(\.installments)
/// .choice(\.country, readers: [.canton, .installments])
/// .textList(\.phones)
/// ```
///
/// One name per type and shape, so the type checker has no overloads to
/// weigh. Inlinable: an optimized build of the generated module specializes
/// each for the model and the value type.
@_spi(Generated)
extension AnyFormField {
    /// A `text` field.
    @inlinable
    public static func text(_ keyPath: WritableKeyPath<Form, String>, readers: [Form.Field] = []) -> AnyFormField {
        FormField(keyPath, shape: .plain, readers: readers, access: .plain(keyPath), normalize: FormNormalization.normalizer(keyPath))
    }

    /// A `text?` field: its value or `nil`.
    @inlinable
    public static func optionalText(_ keyPath: WritableKeyPath<Form, String?>, readers: [Form.Field] = []) -> AnyFormField {
        FormField(keyPath, shape: .optional, readers: readers, access: .optional(keyPath), normalize: FormNormalization.normalizer(keyPath))
    }

    /// A list of `text` rows.
    @inlinable
    public static func textList(_ keyPath: WritableKeyPath<Form, [String]>, readers: [Form.Field] = []) -> AnyFormField {
        FormField(keyPath, shape: .list, readers: readers, access: .list(keyPath), normalize: FormNormalization.normalizer(keyPath))
    }

    /// A `int` field.
    @inlinable
    public static func int(_ keyPath: WritableKeyPath<Form, Int>, readers: [Form.Field] = []) -> AnyFormField {
        FormField(keyPath, shape: .plain, readers: readers, access: .plain(keyPath), normalize: FormNormalization.normalizer(keyPath))
    }

    /// A `int?` field: its value or `nil`.
    @inlinable
    public static func optionalInt(_ keyPath: WritableKeyPath<Form, Int?>, readers: [Form.Field] = []) -> AnyFormField {
        FormField(keyPath, shape: .optional, readers: readers, access: .optional(keyPath), normalize: FormNormalization.normalizer(keyPath))
    }

    /// A list of `int` rows.
    @inlinable
    public static func intList(_ keyPath: WritableKeyPath<Form, [Int]>, readers: [Form.Field] = []) -> AnyFormField {
        FormField(keyPath, shape: .list, readers: readers, access: .list(keyPath), normalize: FormNormalization.normalizer(keyPath))
    }

    /// A `decimal` field.
    @inlinable
    public static func decimal(_ keyPath: WritableKeyPath<Form, Decimal>, readers: [Form.Field] = []) -> AnyFormField {
        FormField(keyPath, shape: .plain, readers: readers, access: .plain(keyPath), normalize: FormNormalization.normalizer(keyPath))
    }

    /// A `decimal?` field: its value or `nil`.
    @inlinable
    public static func optionalDecimal(_ keyPath: WritableKeyPath<Form, Decimal?>, readers: [Form.Field] = []) -> AnyFormField {
        FormField(keyPath, shape: .optional, readers: readers, access: .optional(keyPath), normalize: FormNormalization.normalizer(keyPath))
    }

    /// A list of `decimal` rows.
    @inlinable
    public static func decimalList(_ keyPath: WritableKeyPath<Form, [Decimal]>, readers: [Form.Field] = []) -> AnyFormField {
        FormField(keyPath, shape: .list, readers: readers, access: .list(keyPath), normalize: FormNormalization.normalizer(keyPath))
    }

    /// A `bool` field.
    @inlinable
    public static func bool(_ keyPath: WritableKeyPath<Form, Bool>, readers: [Form.Field] = []) -> AnyFormField {
        FormField(keyPath, shape: .plain, readers: readers, access: .plain(keyPath))
    }

    /// A `bool?` field: its value or `nil`.
    @inlinable
    public static func optionalBool(_ keyPath: WritableKeyPath<Form, Bool?>, readers: [Form.Field] = []) -> AnyFormField {
        FormField(keyPath, shape: .optional, readers: readers, access: .optional(keyPath))
    }

    /// A list of `bool` rows.
    @inlinable
    public static func boolList(_ keyPath: WritableKeyPath<Form, [Bool]>, readers: [Form.Field] = []) -> AnyFormField {
        FormField(keyPath, shape: .list, readers: readers, access: .list(keyPath))
    }

    /// A `date` field.
    @inlinable
    public static func date(_ keyPath: WritableKeyPath<Form, FormDate>, readers: [Form.Field] = []) -> AnyFormField {
        FormField(keyPath, shape: .plain, readers: readers, access: .plain(keyPath))
    }

    /// A `date?` field: its value or `nil`.
    @inlinable
    public static func optionalDate(_ keyPath: WritableKeyPath<Form, FormDate?>, readers: [Form.Field] = []) -> AnyFormField {
        FormField(keyPath, shape: .optional, readers: readers, access: .optional(keyPath))
    }

    /// A list of `date` rows.
    @inlinable
    public static func dateList(_ keyPath: WritableKeyPath<Form, [FormDate]>, readers: [Form.Field] = []) -> AnyFormField {
        FormField(keyPath, shape: .list, readers: readers, access: .list(keyPath))
    }

    /// A `month` field.
    @inlinable
    public static func month(_ keyPath: WritableKeyPath<Form, FormMonth>, readers: [Form.Field] = []) -> AnyFormField {
        FormField(keyPath, shape: .plain, readers: readers, access: .plain(keyPath))
    }

    /// A `month?` field: its value or `nil`.
    @inlinable
    public static func optionalMonth(_ keyPath: WritableKeyPath<Form, FormMonth?>, readers: [Form.Field] = []) -> AnyFormField {
        FormField(keyPath, shape: .optional, readers: readers, access: .optional(keyPath))
    }

    /// A list of `month` rows.
    @inlinable
    public static func monthList(_ keyPath: WritableKeyPath<Form, [FormMonth]>, readers: [Form.Field] = []) -> AnyFormField {
        FormField(keyPath, shape: .list, readers: readers, access: .list(keyPath))
    }

    /// A single `choice`: one of its options.
    @inlinable
    public static func choice<Option: FormOption>(_ keyPath: WritableKeyPath<Form, Option>, readers: [Form.Field] = []) -> AnyFormField where Option.RawValue == String {
        FormField(keyPath, shape: .choice, readers: readers, access: .choice(keyPath))
    }

    /// A `choice?`: one of its options, or `nil`.
    @inlinable
    public static func optionalChoice<Option: FormOption>(_ keyPath: WritableKeyPath<Form, Option?>, readers: [Form.Field] = []) -> AnyFormField where Option.RawValue == String {
        FormField(keyPath, shape: .optionalChoice, readers: readers, access: .optionalChoice(keyPath))
    }

    /// A `multiple` choice: the options chosen, in option order.
    @inlinable
    public static func choices<Option: FormOption>(_ keyPath: WritableKeyPath<Form, [Option]>, readers: [Form.Field] = []) -> AnyFormField where Option.RawValue == String {
        FormField(keyPath, shape: .choices, readers: readers, access: .choices(keyPath))
    }
}

/// The option enum of a generated choice: its raw values are the option
/// identifiers of the spec.
@_spi(Generated)
public typealias FormOption = RawRepresentable & CaseIterable & Codable & Sendable & Equatable
