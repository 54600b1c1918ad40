/// The names generated Swift declares or refers to that a form or field name
/// would clash with: the one list, owned by code generation (FormCodegen
/// emits these constants and its tests check that every name it emits
/// outside the spec's own is here), and consulted by the checker for
/// `reserved-name`, so a spec that passes `check` generates code that
/// compiles. It lives in FormChecker only because the checker runs before
/// code generation and cannot depend on it.
///
/// What is *not* here: the parameters and locals of generated functions
/// (`trigger`, `errors`, `row`, `fieldName`, `values`, …). Generated code
/// reads every field as `self.name` and names its own locals so that they
/// cannot collide (FormCodegen's `LocalNames`), so no spec name can shadow
/// them or be shadowed by them.
public enum GeneratedSwiftNames {
    /// The members a generated model declares besides its fields (§11, §15):
    /// a field of that name would be declared twice, and a form of that name
    /// would be shadowed by the member inside its own declarations.
    public static let modelMembers: [String] = [
        "Field", "validate", "isEnabled", "isVisible", "conditionallyEnabledFields", "schema", "fieldValues",
        "description", "debugDescription", "customMirror", "encode", "CodingKeys", "fillInTerminal", "normalized",
    ]

    /// The names the declarations inside a generated enum (a form's `Field`,
    /// a choice's options) refer to or that its conformances declare: a case
    /// of that name would replace them (`Self.allCases`, the `RawValue` and
    /// `AllCases` types of `RawRepresentable` and `CaseIterable`).
    public static let enumScopeNames: Set<String> = ["Self", "AllCases", "RawValue", "FormCaseLookup"]

    /// The types and modules generated code names. A form of that name would
    /// replace the type for every generated file of the module; a field of
    /// that name would shadow it inside the model.
    public static let referencedTypes: [String] = [
        "String", "Int", "Bool", "Decimal", "UInt64", "Optional", "Array", "Set",
        "Sendable", "Equatable", "Codable", "CaseIterable", "Encoder", "Decoder",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Mirror",
        "Foundation", "FormRuntime", "FormTerminal",
        "FormValues", "FieldValue", "FieldError", "FieldErrorCause", "FormSchema", "FieldSchema", "FieldTypeRef", "NumberOptions", "DecimalOptions", "FormCompare",
        "FormText", "FormPattern", "FormPatterns", "ValidationTrigger", "GeneratedForm", "GeneratedField", "TerminalForm", "LocaleRules",
        "FormDate", "FormMonth", "FormCalendar", "FormChecksum", "DatePattern", "FormCaseLookup",
        "FieldDecoding", "FieldEncoding", "FormNormalization", "FormatterChain", "FormMirror", "FormFields", "FieldTableForm",
        versionCheckProtocol,
    ]

    /// Swift keywords: generated code writes them in backticks
    /// (`SwiftEscaping`), and the checker rejects them as form and field names
    /// (`reserved-name`) so a spec reads as the Swift it becomes. Contextual
    /// keywords (`actor`, `async`, `some`, `package`, …) are here too: in
    /// backticks they are always valid.
    public static let swiftKeywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated",
        "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type",
        "Protocol", "some", "any", "async", "actor", "macro", "package",
    ]

    /// The protocol a generated file's version check conforms to.
    public static let versionCheckProtocol = "FormcGeneratedCodeRequiresFormRuntime9"

    /// The prefix of the file-private helper types a generated file declares
    /// (`_FormcPatterns`, `_FormcVersionCheck`): no form or field name may
    /// start with it.
    public static let helperTypePrefix = "_Formc"

    /// The name of a generated file's private helper type for `kind`
    /// (`Patterns`, `VersionCheck`): fixed, the same in every file, since a
    /// `private` type is visible only in its own file.
    public static func helperType(_ kind: String) -> String {
        helperTypePrefix + kind
    }

    /// `_` alone is not a name Swift accepts for a property or a type.
    public static let wildcard = "_"

    /// Why `name` cannot name a form or field in generated code, or nil.
    public static func clash(_ name: String) -> String? {
        if name == wildcard { return "'_' is not a name in Swift" }
        if name.hasPrefix(helperTypePrefix) { return "names starting with '\(helperTypePrefix)' are kept for the generated helper types" }
        if members.contains(name) { return "the generated model declares a member of that name" }
        if types.contains(name) { return "the generated code names a type of that name" }
        return nil
    }

    private static let members = Set(modelMembers)
    private static let types = Set(referencedTypes)
}
