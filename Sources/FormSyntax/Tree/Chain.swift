/// `a | b(x: 1) | c`: formatters applied left to right.
public struct Chain: Sendable, Hashable {
    /// The formatters in order; never empty in a parsed tree.
    public var formatters: [FormatterCall]
    /// From the first formatter to the last.
    public var range: Range<Int>

    /// Creates a chain.
    public init(formatters: [FormatterCall], range: Range<Int>) {
        self.formatters = formatters
        self.range = range
    }
}

/// One formatter in a chain: a built-in (`mask("###")`) or a named formatter.
public struct FormatterCall: Sendable, Hashable {
    /// The formatter's name.
    public var name: Identifier
    /// The arguments, or `nil` when no parentheses were written.
    public var arguments: [Argument]?
    /// From the name to the closing parenthesis.
    public var range: Range<Int>

    /// Creates a formatter call.
    public init(name: Identifier, arguments: [Argument]?, range: Range<Int>) {
        self.name = name
        self.arguments = arguments
        self.range = range
    }
}

/// `label: literal` or a bare `literal` inside a formatter's parentheses.
public struct Argument: Sendable, Hashable {
    /// The label, if written.
    public var label: Identifier?
    /// The value.
    public var value: Literal
    /// From the label (or value) to the value's end.
    public var range: Range<Int>

    /// Creates an argument.
    public init(label: Identifier?, value: Literal, range: Range<Int>) {
        self.label = label
        self.value = value
        self.range = range
    }
}
