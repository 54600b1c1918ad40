import FormChecker
import FormDiagnostics
import FormSyntax

/// One spec file of one side of a comparison: where it is, its text, its
/// syntax tree and its checked model (which must be free of errors).
public struct SpecVersionFile: Sendable {
    /// The path the two sides are matched by: relative to the directory
    /// `formc breaking` runs in (`specs/signup.form`).
    public var path: String
    /// The text; its ``SourceFile/path`` is what findings print for it: the
    /// path itself for the new side, `REF:path` for the old one.
    public var source: SourceFile
    /// The parsed file.
    public var syntax: SyntaxFile
    /// The checked file.
    public var checked: CheckedFile

    /// Creates a file of one side.
    public init(path: String, source: SourceFile, syntax: SyntaxFile, checked: CheckedFile) {
        self.path = path
        self.source = source
        self.syntax = syntax
        self.checked = checked
    }

    /// Parses and checks `source`, returning the file and the diagnostics of
    /// both stages (the comparison needs a file without errors).
    public static func compile(path: String, source: SourceFile) -> (file: SpecVersionFile, diagnostics: [Diagnostic]) {
        let (syntax, parseDiagnostics) = Parser.parse(source)
        let (checked, checkDiagnostics) = Checker.check(syntax)
        let diagnostics = (parseDiagnostics + checkDiagnostics).sorted(by: Diagnostic.sourceOrder)
        return (SpecVersionFile(path: path, source: source, syntax: syntax, checked: checked), diagnostics)
    }
}

/// A form of one side, with what locating and comparing it needs.
struct VersionedForm {
    /// The checked form.
    var form: CheckedForm
    /// Its declaration, for source ranges.
    var declaration: FormDecl
    /// The file it is in.
    var file: SpecVersionFile
    /// Its fields' declarations by name (the first of a name).
    private var fieldDeclarations: [String: FieldDecl]

    init(form: CheckedForm, declaration: FormDecl, file: SpecVersionFile) {
        self.form = form
        self.declaration = declaration
        self.file = file
        var fields: [String: FieldDecl] = [:]
        for field in declaration.fields where fields[field.name.name] == nil { fields[field.name.name] = field }
        fieldDeclarations = fields
    }

    /// The declaration of the field named `name`.
    func declaration(ofField name: String) -> FieldDecl? {
        fieldDeclarations[name]
    }

    /// The forms of every file of a side, in file then source order (a name
    /// declared twice keeps its first declaration: the checker reports the
    /// rest).
    static func all(in files: [SpecVersionFile]) -> [VersionedForm] {
        var seen: Set<String> = []
        var result: [VersionedForm] = []
        for file in files {
            var declarations: [String: FormDecl] = [:]
            for declaration in file.syntax.forms where declarations[declaration.name.name] == nil { declarations[declaration.name.name] = declaration }
            for form in file.checked.forms where seen.insert(form.name).inserted {
                guard let declaration = declarations[form.name] else { continue }
                result.append(VersionedForm(form: form, declaration: declaration, file: file))
            }
        }
        return result
    }
}
