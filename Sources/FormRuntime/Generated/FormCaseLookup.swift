/// What a generated enum's `init?(rawValue:)` calls: a form's `Field` enum
/// and a choice field's option enum both declare `String` raw values, and
/// both write their initializer as one call to this function.
///
/// Swift would derive `init?(rawValue:)` for them as a table of every name,
/// built on each call: about 190 lines of LLVM IR per 10-case enum at
/// `-Onone`, the largest function the compiler emits for a form after
/// `validate` and the `FormValues` bridge. Written once here, the generated
/// initializer is a call (docs/PERFORMANCE.md, "Compile time of generated
/// code"). Same answers as the derived initializer: raw values are unique.
@_spi(Generated)
public enum FormCaseLookup {
    /// The first of `cases` whose raw value is `name`, or `nil`. Inlinable,
    /// so an optimized build specializes it for each enum.
    @inlinable public static func value<Value: RawRepresentable>(named name: String, in cases: [Value]) -> Value? where Value.RawValue == String {
        for value in cases where value.rawValue == name { return value }
        return nil
    }
}
