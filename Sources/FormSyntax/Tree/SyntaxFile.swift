import FormDiagnostics

/// The syntax tree of one `.form` file: its declarations in source order and
/// every comment, kept for the printer.
public struct SyntaxFile: Sendable {
    /// The source the tree was parsed from; resolves node ranges to lines and columns.
    public var source: SourceFile
    /// Top-level declarations in source order.
    public var declarations: [Declaration]
    /// Every comment in the file, documentation included, in source order.
    public var comments: [Comment]

    /// Creates a syntax file.
    public init(source: SourceFile, declarations: [Declaration], comments: [Comment]) {
        self.source = source
        self.declarations = declarations
        self.comments = comments
    }

    /// The forms, in source order.
    public var forms: [FormDecl] {
        declarations.compactMap { if case .form(let form) = $0 { form } else { nil } }
    }

    /// The named formatters, in source order.
    public var formatters: [FormatterDecl] {
        declarations.compactMap { if case .formatter(let formatter) = $0 { formatter } else { nil } }
    }
}

/// A top-level declaration.
public enum Declaration: Sendable, Hashable {
    /// `form Name { … }`.
    case form(FormDecl)
    /// `formatter name = chain`.
    case formatter(FormatterDecl)
    /// `locale "id" { … }`.
    case locale(LocaleDecl)
    /// `translations "lang" { … }`.
    case translations(TranslationsDecl)

    /// The bytes the declaration covers, doc comment excluded.
    public var range: Range<Int> {
        switch self {
        case .form(let decl): decl.range
        case .formatter(let decl): decl.range
        case .locale(let decl): decl.range
        case .translations(let decl): decl.range
        }
    }
}
