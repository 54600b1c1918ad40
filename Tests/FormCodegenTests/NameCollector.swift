import FormChecker
@testable import FormCodegen

/// The names a generated file declares as members of the model and the
/// names its code refers to: `references`, the names looked up unqualified
/// (identifiers, and the first word of each dotted type or value path), and
/// `qualified`, the names written after a module (`Swift.String` gives
/// `Swift` in `references` and `String` in `qualified["Swift"]`). A word
/// after any other name and a dot (`Intake.Country`, `errors.raise`) is a
/// member, neither.
struct NameCollector {
    var members: Set<String> = []
    var references: Set<String> = []
    var qualified: [String: Set<String>] = [:]

    /// The modules a name can be qualified with.
    static let modules = Set(GeneratedSwiftNames.moduleNames)

    mutating func file(_ file: SwiftFile) {
        references.formUnion(file.imports.map(\.module))
        for declaration in file.declarations { self.declaration(declaration, inModel: false) }
    }

    /// Every `Module.Name` in `qualified`, as text.
    var qualifiedNames: Set<String> {
        Set(qualified.flatMap { module, names in names.map { module + "." + $0 } })
    }

    /// The dotted paths of a type's text (`[FormRuntime.FieldError<Field>]`
    /// gives `FormRuntime.FieldError` and `Field`): the first word of each is
    /// a reference, the second a qualified name when the first is a module.
    /// An attribute (`@escaping`) is no reference; a global actor written
    /// with its module (`@Swift.MainActor`) is a qualified name.
    private mutating func type(_ text: String) {
        var path: [String] = []
        var word = ""
        var isAttribute = false
        func endWord() {
            if let first = word.first, !first.isNumber { path.append(word) }
            word = ""
        }
        for character in text + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else if character == "." {
                endWord()
            } else {
                endWord()
                if !isAttribute || path.first.map(Self.modules.contains) == true { self.path(path) }
                path = []
                isAttribute = character == "@"
            }
        }
    }

    private mutating func path(_ path: [String]) {
        guard let first = path.first else { return }
        references.insert(first)
        if Self.modules.contains(first), path.count > 1 { qualified[first, default: []].insert(path[1]) }
    }

    private mutating func declaration(_ declaration: SwiftDeclaration, inModel: Bool) {
        switch declaration {
        case .struct(let type), .extension(let type), .enum(let type, _):
            if inModel { members.insert(type.name) }
            self.type(type.name)
            type.conformances.forEach { self.type($0) }
            type.requirements.forEach { self.type($0) }
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
        // What `SwiftRenderer` writes for it.
        case .decimal: type(QualifiedNames.decimal + " " + QualifiedNames.uint64)
        case .member(.identifier(let module)?, let name) where Self.modules.contains(module):
            path([module, name])
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
