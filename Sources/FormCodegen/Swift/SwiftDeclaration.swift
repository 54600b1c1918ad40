/// A statement inside a function, initializer or closure body.
public indirect enum SwiftStatement: Sendable, Hashable {
    /// An expression on its own line (a call, an assignment).
    case expression(SwiftExpression)
    /// `let name: Type = value` or `var …` (type optional).
    case variable(isMutable: Bool, name: String, type: String?, value: SwiftExpression?)
    /// `if conditions { then } else { otherwise }`.
    case `if`([SwiftCondition], then: [SwiftStatement], else: [SwiftStatement]?)
    /// `guard conditions else { body }`.
    case `guard`([SwiftCondition], else: [SwiftStatement])
    /// `return value`.
    case `return`(SwiftExpression?)
    /// `switch subject { case …: body }`.
    case `switch`(SwiftExpression, [SwiftSwitchCase])
    /// `for name in sequence { body }`.
    case forIn(name: String, sequence: SwiftExpression, body: [SwiftStatement])
    /// A `//` comment line (escaped by the renderer).
    case comment(String)
    /// `break` (the body of a `default` that does nothing).
    case `break`
}

/// One condition of an `if` or `guard`.
public enum SwiftCondition: Sendable, Hashable {
    /// A boolean expression.
    case expression(SwiftExpression)
    /// `let name = optional`.
    case optionalBinding(String, SwiftExpression)
}

/// One `case` of a `switch` (`patterns` empty means `default`).
public struct SwiftSwitchCase: Sendable, Hashable {
    /// The patterns, such as `.email`; empty for `default`.
    public var patterns: [SwiftExpression]
    /// The statements.
    public var body: [SwiftStatement]

    /// Creates a case.
    public init(_ patterns: [SwiftExpression], _ body: [SwiftStatement]) {
        self.patterns = patterns
        self.body = body
    }
}

/// Declaration modifiers, in the order Swift style writes them.
public enum SwiftModifier: String, Sendable, Hashable, Comparable {
    case `public`, `private`, `static`, `mutating`, `nonisolated`
    /// `@_spi(Generated)`: API for generated code and FormRuntime's
    /// clients only, written before `public`.
    case spiGenerated = "@_spi(Generated)"
    /// `@inline(__always)`: a helper that optimized builds inline into each
    /// caller (a field's checks in `validate`), written first.
    case inlineAlways = "@inline(__always)"

    private var order: Int {
        switch self {
        case .inlineAlways: -2
        case .spiGenerated: -1
        case .public, .private: 0
        case .nonisolated: 1
        case .static: 2
        case .mutating: 3
        }
    }

    public static func < (lhs: SwiftModifier, rhs: SwiftModifier) -> Bool { lhs.order < rhs.order }
}

/// A declaration at file or type scope.
public indirect enum SwiftDeclaration: Sendable, Hashable {
    /// `struct Name: Conformances { members }`.
    case `struct`(SwiftTypeDeclaration)
    /// `enum Name: Conformances { case …; members }`.
    case `enum`(SwiftTypeDeclaration, cases: [SwiftEnumCase])
    /// `extension Name: Conformances { members }`.
    case `extension`(SwiftTypeDeclaration)
    /// A stored or computed property.
    case property(SwiftProperty)
    /// A function.
    case function(SwiftFunction)
    /// An initializer (`name` unused).
    case initializer(SwiftFunction)
}

/// The parts shared by structs, enums and extensions.
public struct SwiftTypeDeclaration: Sendable, Hashable {
    /// Doc comment lines.
    public var doc: [String]
    /// Attribute lines written between the doc comment and the declaration,
    /// such as `@available(iOS 17.0, *)`.
    public var attributes: [String]
    /// Modifiers such as `public`.
    public var modifiers: [SwiftModifier]
    /// The type's name.
    public var name: String
    /// Inherited types and conformances.
    public var conformances: [String]
    /// The generic `where` clause's requirements (an extension's
    /// `where Form == Intake, Value == Intake.Country?`), or none.
    public var requirements: [String]
    /// Members in order.
    public var members: [SwiftDeclaration]

    /// Creates a type declaration.
    public init(doc: [String] = [], attributes: [String] = [], modifiers: [SwiftModifier] = [], name: String, conformances: [String] = [], requirements: [String] = [], members: [SwiftDeclaration] = []) {
        self.doc = doc
        self.attributes = attributes
        self.modifiers = modifiers
        self.name = name
        self.conformances = conformances
        self.requirements = requirements
        self.members = members
    }
}

/// One `case name = "raw"` of an enum.
public struct SwiftEnumCase: Sendable, Hashable {
    /// Doc comment lines.
    public var doc: [String]
    /// The case name.
    public var name: String
    /// A raw string value, if the enum has one that differs from the name.
    public var rawValue: String?

    /// Creates an enum case.
    public init(doc: [String] = [], name: String, rawValue: String? = nil) {
        self.doc = doc
        self.name = name
        self.rawValue = rawValue
    }
}

/// A property: stored (`value` is the initial value) or computed (`getter`).
public struct SwiftProperty: Sendable, Hashable {
    /// Doc comment lines.
    public var doc: [String]
    /// Modifiers such as `public`, `static`.
    public var modifiers: [SwiftModifier]
    /// `var` rather than `let`.
    public var isMutable: Bool
    /// The name.
    public var name: String
    /// The type, written out (generated code always states types).
    public var type: String
    /// The initial value of a stored property.
    public var value: SwiftExpression?
    /// The body of a computed property.
    public var getter: [SwiftStatement]?

    /// Creates a property.
    public init(doc: [String] = [], modifiers: [SwiftModifier] = [], isMutable: Bool = false, name: String, type: String, value: SwiftExpression? = nil, getter: [SwiftStatement]? = nil) {
        self.doc = doc
        self.modifiers = modifiers
        self.isMutable = isMutable
        self.name = name
        self.type = type
        self.value = value
        self.getter = getter
    }
}

/// A function or initializer.
public struct SwiftFunction: Sendable, Hashable {
    /// Doc comment lines.
    public var doc: [String]
    /// Modifiers.
    public var modifiers: [SwiftModifier]
    /// The function's name (ignored for initializers).
    public var name: String
    /// Parameters in order.
    public var parameters: [SwiftParameter]
    /// `throws`.
    public var isThrowing: Bool
    /// `init?` (initializers only).
    public var isFailable: Bool
    /// The return type, if any.
    public var returnType: String?
    /// The body.
    public var body: [SwiftStatement]

    /// Creates a function.
    public init(doc: [String] = [], modifiers: [SwiftModifier] = [], name: String = "init", parameters: [SwiftParameter] = [], isThrowing: Bool = false, isFailable: Bool = false, returnType: String? = nil, body: [SwiftStatement]) {
        self.doc = doc
        self.modifiers = modifiers
        self.name = name
        self.parameters = parameters
        self.isThrowing = isThrowing
        self.isFailable = isFailable
        self.returnType = returnType
        self.body = body
    }
}

/// `label name: Type = default`.
public struct SwiftParameter: Sendable, Hashable {
    /// The argument label when it differs from the name (`_` for none).
    public var label: String?
    /// The parameter's name.
    public var name: String
    /// Its type.
    public var type: String
    /// Its default value.
    public var defaultValue: SwiftExpression?

    /// Creates a parameter.
    public init(label: String? = nil, name: String, type: String, defaultValue: SwiftExpression? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

/// A whole generated file.
public struct SwiftFile: Sendable, Hashable {
    /// `//` lines at the top (the "Generated by formc" header first).
    public var header: [String]
    /// Modules imported, in order.
    public var imports: [SwiftImport]
    /// Top-level declarations.
    public var declarations: [SwiftDeclaration]
    /// A compilation condition wrapping everything after the header, such
    /// as `canImport(SwiftUI)`: the file compiles to nothing where it fails.
    public var condition: String?

    /// Creates a file.
    public init(header: [String], imports: [SwiftImport], declarations: [SwiftDeclaration], condition: String? = nil) {
        self.header = header
        self.imports = imports
        self.declarations = declarations
        self.condition = condition
    }
}
