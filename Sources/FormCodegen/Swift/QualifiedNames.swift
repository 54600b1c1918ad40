/// The one place that spells the types and helpers generated code names from
/// other modules, each written with its module (`Swift.String`,
/// `Foundation.Decimal`, `FormRuntime.FormDate`), as swift-protobuf writes
/// `SwiftProtobuf.Message`: a form, field or option named `String`,
/// `Hashable` or `FormDate` then shadows nothing the generated code means.
/// Only the module names themselves stay reserved
/// (`GeneratedSwiftNames.moduleNames`), and each name here is in
/// `GeneratedSwiftNames.qualifiedTypes`, which the checker reads for the
/// nested enums of choices (`GeneratedNamesTests` checks both).
///
/// Not qualified: the spec's own names (forms, fields, `Field`, choice
/// enums), `Self`, and members reached through a value or an implicit
/// member (`errors.raise`, `trigger.checksRequired`, `.required(message:)`).
enum QualifiedNames {
    /// `Swift.name`.
    static func swift(_ name: String) -> String { "Swift." + name }
    /// `Foundation.name`.
    static func foundation(_ name: String) -> String { "Foundation." + name }
    /// `FormRuntime.name`.
    static func runtime(_ name: String) -> String { "FormRuntime." + name }
    /// `FormTerminal.name`.
    static func terminal(_ name: String) -> String { "FormTerminal." + name }
    /// `SwiftUI.name`.
    static func swiftUI(_ name: String) -> String { "SwiftUI." + name }
    /// `FormSwiftUI.name`.
    static func formSwiftUI(_ name: String) -> String { "FormSwiftUI." + name }

    static let string = swift("String")
    static let int = swift("Int")
    static let bool = swift("Bool")
    static let uint64 = swift("UInt64")
    static let void = swift("Void")
    static let sendable = swift("Sendable")
    static let equatable = swift("Equatable")
    static let hashable = swift("Hashable")
    static let codable = swift("Codable")
    static let caseIterable = swift("CaseIterable")
    /// `@Swift.MainActor`, as an attribute.
    static let mainActor = "@" + swift("MainActor")

    static let decimal = foundation("Decimal")

    static let formDate = runtime("FormDate")
    static let formMonth = runtime("FormMonth")
    static let validationTrigger = runtime("ValidationTrigger")
    static let fieldErrorCause = runtime("FieldErrorCause")
    static let formSchema = runtime("FormSchema")
    static let formatterChain = runtime("FormatterChain")
    static let formPattern = runtime("FormPattern")
    static let generatedField = runtime("GeneratedField")
    static let fieldTableForm = runtime("FieldTableForm")
    static let localeRules = runtime("LocaleRules")

    /// `[FormRuntime.FieldError<Field>]`: what `validate` returns.
    static let fieldErrors = "[" + runtime("FieldError") + "<Field>]"
    /// `Swift.Set<Field>`: the fields a form session left unanswered.
    static let fieldSet = swift("Set") + "<Field>"
    /// `FormRuntime.FormFields<Self>`: the model's field table.
    static let formFields = runtime("FormFields") + "<Self>"
}

extension SwiftExpression {
    /// `Swift.name` as a value (`Swift.String(describing: …)`).
    static func swift(_ name: String) -> SwiftExpression { .member(.identifier("Swift"), name) }
    /// `Foundation.name` as a value.
    static func foundation(_ name: String) -> SwiftExpression { .member(.identifier("Foundation"), name) }
    /// `FormRuntime.name` as a value (`FormRuntime.FormCompare.equal(…)`).
    static func runtime(_ name: String) -> SwiftExpression { .member(.identifier("FormRuntime"), name) }
    /// `FormTerminal.name` as a value.
    static func terminal(_ name: String) -> SwiftExpression { .member(.identifier("FormTerminal"), name) }
    /// `FormSwiftUI.name` as a value.
    static func formSwiftUI(_ name: String) -> SwiftExpression { .member(.identifier("FormSwiftUI"), name) }
}
