/// The names generated Swift declares or refers to that a form or field name
/// would clash with: the one list, owned by code generation (FormCodegen
/// emits these names and its tests check that every name it emits outside
/// the spec's own is here: unqualified, in the reserved lists; after a
/// module, in ``qualifiedTypes``), and consulted by the checker for
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
    /// a choice's options) refer to unqualified or that its conformances
    /// declare: a case of that name would replace them (`Self.allCases`, the
    /// `RawValue` and `AllCases` types of `RawRepresentable` and
    /// `CaseIterable`). The enum's `init?(rawValue:)` calls
    /// `FormRuntime.FormCaseLookup`, so the module names are refused for
    /// options too (``moduleNames``).
    public static let enumScopeNames: Set<String> = ["Self", "AllCases", "RawValue"]

    /// The modules generated files import. Generated code writes every type
    /// and helper of another module qualified by its module (`Swift.String`,
    /// `FormRuntime.FormDate`; FormCodegen's `QualifiedNames`), so a form,
    /// field or option of a type's name shadows nothing it means; a form or
    /// field named like the module would (`Swift.String` would then look for
    /// `String` in the form's type, or in the field's value).
    public static let moduleNames: [String] = [
        "Swift", "Foundation", "FormRuntime", "FormTerminal", "FormSession", "FormSwiftUI", "SwiftUI",
    ]

    /// The types and helpers generated code names, by module, every one
    /// written qualified (`Swift.Hashable`): what LANGUAGE.md §13 calls "a
    /// Swift or runtime name", which a choice's nested enum may not take (inside
    /// the model, `String` would then be the enum, for the user's code as for
    /// a reader). A form, field or option may take them. FormCodegenTests'
    /// `QualifiedNamesTests` checks that every qualified name the generator
    /// emits is here, and compiles forms, fields and options named after each.
    public static let qualifiedTypes: [(module: String, types: [String])] = [
        ("Swift", [
            "String", "Int", "Bool", "UInt64", "Set", "Void", "MainActor",
            "Sendable", "Equatable", "Hashable", "Codable", "CaseIterable",
        ]),
        ("Foundation", ["Decimal"]),
        ("FormRuntime", [
            "FormDate", "FormMonth", "FieldError", "FieldErrorCause", "ValidationTrigger", "FormSchema",
            "FormCompare", "FormText", "FormPattern", "FormPatterns", "FormCalendar", "FormChecksum",
            "FormCaseLookup", "FormNormalization", "FormatterChain", "FormFields", "GeneratedField",
            "FieldTableForm", "ChoiceField", "LocaleRules", versionCheckProtocol,
        ]),
        ("FormTerminal", ["TerminalForm"]),
        ("FormSwiftUI", ["FormView"]),
        ("SwiftUI", ["View"]),
    ]

    /// The one type generated code names without its module: FormSession's
    /// `FormModel`, in `NAME+SwiftUI.swift`. `FormSession.FormModel` does not
    /// compile, because the module's own generic struct `FormSession` takes
    /// the module's name first; so a form named `FormModel`, which would
    /// replace it for the whole module, stays reserved.
    public static let unqualifiedTypes: [String] = ["FormModel"]

    /// What a form or field name would clash with besides the model's
    /// members: the modules generated code qualifies with (a form of that
    /// name would replace the module for every generated file of the module;
    /// a field of that name would, inside the model) and the types it names
    /// unqualified.
    public static let referencedTypes: [String] = moduleNames + unqualifiedTypes

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
    public static let versionCheckProtocol = "FormcGeneratedCodeRequiresFormRuntime10"

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
        if modules.contains(name) { return "generated code imports the module '\(name)' and writes names qualified by their module ('Swift.String')" }
        if unqualified.contains(name) { return "the generated code names a type of that name" }
        return nil
    }

    /// Why `name` cannot name a choice's nested enum beyond ``clash(_:)``:
    /// it is a type generated code names (``qualifiedTypes``), or nil.
    public static func typeClash(_ name: String) -> String? {
        guard let module = moduleOfType[name] else { return nil }
        return "it is a Swift or runtime name ('\(module).\(name)', which generated code names)"
    }

    private static let members = Set(modelMembers)
    private static let modules = Set(moduleNames)
    private static let unqualified = Set(unqualifiedTypes)
    private static let moduleOfType: [String: String] = Dictionary(
        qualifiedTypes.flatMap { entry in entry.types.map { ($0, entry.module) } },
        uniquingKeysWith: { first, _ in first }
    )
}
