import FormChecker
import FormDiagnostics
import FormSyntax
import Foundation
import Testing
@testable import FormCodegen

/// The names generated code declares and refers to (issue 10, items 4
/// and 5): every one outside the spec's own is in `GeneratedSwiftNames`,
/// which the checker consults for `reserved-name`; names next to that set,
/// and spec files whose names look alike, generate code that compiles.
@Suite struct GeneratedNamesTests {
    /// A spec using every construct the generator has: conditions of every
    /// kind, optionals, lists, patterns, `enabled when`, `disabled`.
    static let fullSpec = """
    form Full {
        field a: text { label "A"; format trim; error "x" when !(value matches /[a-z]+/) || length(b) > 2 on blur; required }
        field b: text? { label "B"; enabled when c }
        field c: bool { label "C" }
        field d: decimal? { label "D"; default 1.5; error "y" when value + 1 - d > 2 && value in 0...10 }
        field e: int { label "E"; disabled }
        list f: int { label "F"; error "z" when value < count(g) }
        list g: text { label "G"; required; error "w" when value == a }
    }
    """

    /// Names that are the generated code's own: locals and parameters (which
    /// cannot clash, see `LocalNames`), members of runtime types reached
    /// through `.`, and argument labels.
    static func isLocalOrMember(_ name: String) -> Bool {
        name.hasSuffix("_") || name.hasPrefix("_chain") || ["self", "Self", "init", "row", "trigger", "errors", "field", "locale", "values", "entry", "value", "text", "lhs", "rhs", "decoder", "encoder", "fields", "initial", "fieldValues", "rawValue", "copy", "rows", "children"].contains(name)
    }

    /// Walks what the generator emits for `fullSpec`: each member the model
    /// declares that is not a field, and each name or type written in code
    /// that is not a spec name or a local, must be in the reserved set.
    @Test func everyNameTheGeneratorEmitsIsInTheReservedSet() throws {
        let checked = try checkedFile(SourceFile(path: "full.form", text: Self.fullSpec))
        let fields = Set(checked.forms.flatMap { $0.fields.map(\.name) })
        let formNames = Set(checked.forms.map(\.name))
        var emitted = NameCollector()
        emitted.file(GeneratedFiles.modelFile(checked, specName: "full.form"))
        emitted.file(GeneratedFiles.terminalFile(checked, specName: "full.form"))
        let reserved = Set(GeneratedSwiftNames.modelMembers + GeneratedSwiftNames.referencedTypes)
        for name in emitted.members.subtracting(fields) where !name.hasPrefix(GeneratedSwiftNames.helperTypePrefix) {
            #expect(reserved.contains(name) || name == "==" || name == "init", "the model declares '\(name)', which is not in GeneratedSwiftNames")
        }
        for name in emitted.references.subtracting(fields).subtracting(formNames) where !Self.isLocalOrMember(name) && !GeneratedSwiftNames.swiftKeywords.contains(name) && !Words.reserved.contains(name) && !name.hasPrefix(GeneratedSwiftNames.helperTypePrefix) {
            #expect(reserved.contains(name), "generated code names '\(name)', which is not in GeneratedSwiftNames")
        }
        for name in reserved {
            #expect(GeneratedSwiftNames.clash(name) != nil)
        }
    }

    /// Fields and forms named next to the reserved set, and spec files whose
    /// names map to the same characters once punctuation is dropped.
    @Test func namesNextToTheReservedSetAndLookalikeFileNamesCompile() throws {
        let near = """
        form Row {
            field rawValue: text { label "A"; error "x" when rawValue == allCases }
            field allCases: text { label "B" }
            field hashValue: int { label "C"; error "x" when hashValue > 1 }
            field initial: text { label "D"; error "x" when initial matches /[a-z]/ }
            field Row_: int? { label "E"; error "x" when Row_ > hashValue }
            field Formc: bool { label "F" }
            list trigger: text { label "G"; error "x" when value == rawValue }
        }
        """
        var specs = ["near.form": near]
        for (index, name) in ["my-form", "my_form", "my form", "ünï", "ëñö", "x_x2D_y", "x-y"].enumerated() {
            specs[name + ".form"] = "form Lookalike\(index) { field a: text { label \"A\"; error \"x\" when value matches /[a-z]+/ } }\n"
        }
        guard let result = try GeneratedProgram.compile(GeneratedProgram.generate(specs)) else { return }
        #expect(result.status == 0, "\(result.output.prefix(4000))")
    }
}

/// The names a generated file declares as members of the model and the
/// names its code refers to (identifiers and the first word of types).
struct NameCollector {
    var members: Set<String> = []
    var references: Set<String> = []

    mutating func file(_ file: SwiftFile) {
        references.formUnion(file.imports.map(\.module))
        for declaration in file.declarations { self.declaration(declaration, inModel: false) }
    }

    private mutating func type(_ text: String) {
        var word = ""
        for character in text + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                if let first = word.first, !first.isNumber { references.insert(word) }
                word = ""
            }
        }
    }

    private mutating func declaration(_ declaration: SwiftDeclaration, inModel: Bool) {
        switch declaration {
        case .struct(let type), .extension(let type), .enum(let type, _):
            if inModel { members.insert(type.name) }
            self.type(type.name)
            type.conformances.forEach { self.type($0) }
            // The helper types' members (`pattern1`) are reached only through the type.
            for member in type.members { self.declaration(member, inModel: !type.name.hasPrefix(GeneratedSwiftNames.helperTypePrefix)) }
        case .property(let property):
            if inModel { members.insert(property.name) }
            type(property.type)
            property.value.map { expression($0) }
            property.getter.map { statements($0) }
        case .function(let function), .initializer(let function):
            if inModel { members.insert(function.name) }
            for parameter in function.parameters {
                type(parameter.type)
                parameter.defaultValue.map { expression($0) }
            }
            function.returnType.map { type($0) }
            statements(function.body)
        }
    }

    private mutating func statements(_ statements: [SwiftStatement]) {
        for statement in statements {
            switch statement {
            case .expression(let value): expression(value)
            case .variable(_, _, let type, let value):
                type.map { self.type($0) }
                value.map { expression($0) }
            case .if(let conditions, let then, let otherwise):
                self.conditions(conditions)
                self.statements(then)
                otherwise.map { self.statements($0) }
            case .guard(let conditions, let body):
                self.conditions(conditions)
                self.statements(body)
            case .return(let value): value.map { expression($0) }
            case .switch(let subject, let cases):
                expression(subject)
                for item in cases { self.statements(item.body) }
            case .forIn(_, let sequence, let body):
                expression(sequence)
                self.statements(body)
            case .comment, .break: break
            }
        }
    }

    private mutating func conditions(_ conditions: [SwiftCondition]) {
        for condition in conditions {
            switch condition {
            case .expression(let value), .optionalBinding(_, let value): expression(value)
            }
        }
    }

    private mutating func expression(_ expression: SwiftExpression) {
        switch expression {
        case .identifier(let name), .type(let name): type(name)
        case .string, .multilineString, .integer, .boolean, .nil: break
        case .decimal: references.formUnion(["Decimal", "UInt64"])
        case .member(let base, _): base.map { self.expression($0) }
        case .optionalMember(let base, _): self.expression(base)
        case .call(let callee, let arguments):
            self.expression(callee)
            arguments.forEach { self.expression($0.value) }
        case .binary(let lhs, _, let rhs):
            self.expression(lhs)
            self.expression(rhs)
        case .prefix(_, let operand), .parenthesized(let operand), .try(let operand): self.expression(operand)
        case .array(let elements): elements.forEach { self.expression($0) }
        case .dictionary(let entries): entries.forEach { self.expression($0.key); self.expression($0.value) }
        case .ternary(let a, let b, let c): [a, b, c].forEach { self.expression($0) }
        case .closure(_, let body): statements(body)
        case .subscript(let base, let key):
            self.expression(base)
            self.expression(key)
        }
    }
}
