import FormChecker
import FormDiagnostics
import FormSyntax
import Foundation
import Testing
@testable import FormCodegen

/// Generated code names every type of another module with its module
/// (`Swift.String`, `FormRuntime.FormDate`; issue 31 item 4), so forms,
/// fields and options may be named after any of them: a form named
/// `Hashable` no longer turns a choice's `Hashable` conformance into a
/// second raw type.
@Suite struct QualifiedNamesTests {
    /// A spec with every construct the generator has: text, int, decimal
    /// (small, 64-bit and 38-digit literals), bool, date, month, optionals,
    /// lists, choices (single, multiple, optional), patterns, formats,
    /// `today`/`thisMonth`, the calendar and checksum functions, `length` and
    /// `count`, `enabled when`, `disabled`, `visible when`, `required … when`,
    /// and a section with `visible when`.
    static let constructs = """
    /// Every construct the generator has.
    form Everything {
        title "Everything"
        field name: text { label "Name"; format trim | limit(20); required "Enter a name"; error "Letters only" when !(value matches /[a-z]+/) on blur }
        field age: int { label "Age"; error "Too old" when value > 130 && value in 0...200 }
        field amount: decimal? { label "Amount"; default 1.5; error "Too much" when value + age - 2 > 1234567890123456789.1 }
        field precise: decimal { label "Precise"; default 0.123456789012345678901234567 }
        field agree: bool { label "Agree"; error "Accept" when !agree on submit }
        field birth: date { label "Birth"; error "Adults only" when years(value, today) < 18; error "Past" when value < date(1900, 1, 1) }
        field expiry: month? { label "Expiry"; error "Expired" when value < thisMonth }
        field card: text? { label "Card"; enabled when agree; error "Check" when !luhn(value) }
        field iban: text? { label "IBAN"; disabled }
        field kind: choice { label "Kind"; option a "A"; option b "B" }
        field extras: choice { label "Extras"; multiple; option gift "Gift"; option card "Card"; required "Pick one"; error "At most one" when count(value) > 1 }
        field rating: choice? { label "Rating"; option low "Low"; option high "High" }
        field note: text? { label "Note"; visible when rating == .low; required "Why?" when kind == .a }
        list phones: text { label "Phones"; format limit(12); max 3; error "Short" when length < 3 }
        list scores: int { label "Scores"; error "Too many" when value < count(phones) }
        section "More" {
            caption "Only with extras"
            visible when extras contains .gift
            field wrap: text { label "Wrap"; required }
        }
    }
    """

    /// What the generator emits for `spec`: the model and terminal files,
    /// and with `swiftUI` the SwiftUI file (whose view's members are no
    /// model members: collect its references only).
    static func emittedNames(_ spec: String = constructs, swiftUI: Bool = true) throws -> NameCollector {
        let checked = try checkedFile(SourceFile(path: "spec.form", text: spec))
        var emitted = NameCollector()
        emitted.file(GeneratedFiles.modelFile(checked, specName: "spec.form"))
        emitted.file(GeneratedFiles.terminalFile(checked, specName: "spec.form"))
        if swiftUI { emitted.file(SwiftUIViewGenerator.file(checked, header: "spec")) }
        return emitted
    }

    /// The types generated code names, each with its module.
    static var qualifiedTypes: Set<String> {
        Set(GeneratedSwiftNames.qualifiedTypes.flatMap { entry in entry.types.map { entry.module + "." + $0 } })
    }

    /// Every type of another module the generator emits is written with its
    /// module, and is in `GeneratedSwiftNames.qualifiedTypes` (what the
    /// checker refuses as a choice's nested enum): an unqualified `String`
    /// or `FormDate` in emitted code fails here.
    @Test func everyExternalTypeTheGeneratorEmitsIsQualified() throws {
        let emitted = try Self.emittedNames()
        let external = Set(GeneratedSwiftNames.qualifiedTypes.flatMap(\.types))
        for name in emitted.references where external.contains(name) {
            Issue.record("generated code names '\(name)' without its module")
        }
        for name in emitted.qualifiedNames where !Self.qualifiedTypes.contains(name) {
            Issue.record("generated code names '\(name)', which is not in GeneratedSwiftNames.qualifiedTypes")
        }
        // The spec reaches the spellings that need a construct of their own.
        for name in ["Foundation.Decimal", "Swift.UInt64", "FormRuntime.FormCalendar", "FormRuntime.FormChecksum", "FormRuntime.FormText", "Swift.MainActor", "SwiftUI.View"] {
            #expect(emitted.qualifiedNames.contains(name), "\(name) is not emitted for the spec")
        }
    }

    /// The names of the compile test: every type generated code names (what
    /// `NameCollector` finds in the output for ``constructs`` and what
    /// `GeneratedSwiftNames` lists), the types generated code named before it
    /// qualified them (reserved until then), and names of the Swift scopes it
    /// writes into (`Form` and `Value` of `ChoiceField`'s `where` clause, the
    /// literal types).
    static func typeNames() throws -> [String] {
        let emitted = try emittedNames()
        let formerlyReserved = [
            "String", "Int", "Bool", "Decimal", "UInt64", "Optional", "Array", "Set",
            "Sendable", "Equatable", "Codable", "CaseIterable", "Encoder", "Decoder",
            "CustomStringConvertible", "CustomDebugStringConvertible", "Mirror",
            "FormValues", "FieldValue", "FieldError", "FieldErrorCause", "FormSchema", "FieldSchema", "FieldTypeRef", "NumberOptions", "DecimalOptions", "FormCompare",
            "FormText", "FormPattern", "FormPatterns", "ValidationTrigger", "GeneratedForm", "GeneratedField", "TerminalForm", "LocaleRules",
            "FormDate", "FormMonth", "FormCalendar", "FormChecksum", "DatePattern", "FormCaseLookup",
            "FieldDecoding", "FieldEncoding", "FormNormalization", "FormatterChain", "FormMirror", "FormFields", "FieldTableForm",
            "FormcGeneratedCodeRequiresFormRuntime8",
        ]
        let scopes = [
            "Hashable", "Form", "Value", "Error", "Never", "Result", "Character", "Double", "Substring",
            "IntegerLiteralType", "FloatLiteralType", "BooleanLiteralType", "StringLiteralType",
        ]
        let names = Set(emitted.qualified.values.flatMap { $0 })
            .union(GeneratedSwiftNames.qualifiedTypes.flatMap(\.types))
            .union(formerlyReserved).union(scopes)
        return names.sorted()
    }

    /// Each name as a form, a field and an option: one form per name with a
    /// choice (whose enum conforms to `Swift.Hashable`, the issue's example
    /// with a form named `Hashable`), and one form with every construct
    /// whose fields and options are those names.
    static func namedAfterTypes(_ names: [String]) -> String {
        var text = ""
        for name in names {
            text += "form \(name) { field kind: choice { label \"K\"; option \(name) \"N\"; option other \"O\" }; field amount: decimal? { label \"A\"; error \"x\" when amount > 1 } }\n"
        }
        let options = names.map { "option \($0) \"\($0)\"" }.joined(separator: "; ")
        // The construct fields take the first names; the others are plain fields.
        let n = names
        text += """
        form Everything {
            field \(n[0]): text { label "A"; format trim | limit(20); required "Enter it"; error "x" when !(value matches /[a-z]+/) || \(n[0]) == "q" on blur }
            field \(n[1]): int { label "B"; error "x" when value > 130 && \(n[1]) in 0...200 }
            field \(n[2]): decimal? { label "C"; default 1.5; error "x" when value + \(n[1]) - 2 > 1234567890123456789.1 }
            field \(n[3]): decimal { label "D"; default 0.123456789012345678901234567 }
            field \(n[4]): bool { label "E"; error "x" when !\(n[4]) on submit }
            field \(n[5]): date { label "F"; error "x" when years(value, today) < 18 || \(n[5]) < date(1900, 1, 1) }
            field \(n[6]): month? { label "G"; error "x" when value < thisMonth }
            field \(n[7]): text? { label "H"; enabled when \(n[4]); error "x" when !luhn(value) }
            field \(n[8]): text? { label "I"; disabled }
            field kind: choice { label "J"; \(options) }
            field extras: choice { label "K"; multiple; \(options); required "Pick one"; error "x" when count(value) > 1 || extras contains .\(n[0]) }
            field rating: choice? { label "L"; \(options) }
            field \(n[9]): text? { label "M"; visible when rating == .\(n[1]); required "Why?" when kind == .\(n[2]) }
            list \(n[10]): text { label "N"; format limit(12); max 3; error "x" when length < 3 }
            list \(n[11]): int { label "O"; error "x" when value < count(\(n[10])) }
            section "P" {
                visible when extras contains .\(n[3])
                field \(n[12]): text { label "Q"; required }
            }

        """
        // No choice: its enum would be named like the field, which the checker refuses.
        let kinds = ["text", "int?", "decimal", "bool", "date?", "month"]
        for (index, name) in n.dropFirst(13).enumerated() {
            let kind = kinds[index % kinds.count]
            switch kind {
            case "bool": text += "    field \(name): bool { label \"R\"; visible when \(n[4]) && !\(name) }\n"
            case "text": text += "    field \(name): text { label \"R\"; error \"x\" when \(name) == \(n[0]) }\n"
            case "int?": text += "    field \(name): int? { label \"R\"; error \"x\" when \(name) > \(n[1]) }\n"
            case "decimal": text += "    field \(name): decimal { label \"R\"; error \"x\" when \(name) + 1.5 > \(n[3]) }\n"
            case "date?": text += "    field \(name): date? { label \"R\"; error \"x\" when \(name) > today }\n"
            default: text += "    field \(name): month { label \"R\"; error \"x\" when \(name) < thisMonth }\n"
            }
        }
        return text + "}\n"
    }

    /// Forms, fields and options named after every type generated code
    /// names pass `check`, and the model and terminal files compile (the
    /// SwiftUI file is `#if canImport(SwiftUI)`: nothing on Linux, so the
    /// real-SDK check covers it, for the specs of `specs/`).
    @Test func formsFieldsAndOptionsNamedAfterEveryTypeCompile() throws {
        let names = try Self.typeNames()
        for name in names {
            #expect(NameRules.reservedReason(name) == nil, "'\(name)' cannot name a form or field: \(NameRules.reservedReason(name) ?? "")")
            #expect(NameRules.reservedOptionReason(name) == nil, "'\(name)' cannot name an option")
        }
        let spec = Self.namedAfterTypes(names)
        guard let result = try GeneratedProgram.compile(GeneratedProgram.generate(["types.form": spec])) else { return }
        #expect(result.status == 0, "\(result.output.prefix(6000))")
    }

    /// The module names stay reserved: a form, field or option named
    /// `Swift` would replace the module in `Swift.String`.
    @Test func moduleNamesStayReserved() {
        for name in GeneratedSwiftNames.moduleNames {
            #expect(NameRules.reservedReason(name) != nil, "\(name)")
            #expect(NameRules.reservedOptionReason(name) != nil, "\(name)")
        }
    }

    /// Why they stay: generated anyway (the checker's model of a file with
    /// errors), a form named after a module the model and terminal files
    /// qualify with does not compile. (`FormSession`, `FormSwiftUI`,
    /// `SwiftUI` and the unqualified `FormModel` are named only by the SwiftUI
    /// file, which compiles to nothing on Linux.)
    @Test(arguments: ["Swift", "Foundation", "FormRuntime", "FormTerminal"])
    func aFormNamedAfterAModuleDoesNotCompile(module: String) throws {
        let spec = "form \(module) { field amount: decimal { label \"A\"; default 1.5 } }\n"
        let (syntax, _) = Parser.parse(SourceFile(path: "module.form", text: spec))
        let (checked, diagnostics) = Checker.check(syntax)
        #expect(diagnostics.map(\.id) == [.reservedName])
        guard let result = try GeneratedProgram.compile(GeneratedFiles.generate(checked, specName: "module.form")) else { return }
        #expect(result.status != 0 && result.output.contains("error:"), "a form named \(module) compiled")
    }
}
