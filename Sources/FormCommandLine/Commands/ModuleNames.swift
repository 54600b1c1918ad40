import FormDiagnostics
import FormSyntax
import Foundation

/// What `formc generate` checks across its input files, since their output
/// is compiled into one Swift module: two spec files may not give the same
/// generated file names (names that differ only in case count as the same,
/// as on a case-insensitive disk), and two files may not declare the same
/// form, whose model types would clash.
enum ModuleNames {
    /// Throws a usage error naming both files when two spec files would
    /// write a file of the same name (`x.form` in two folders; `Contact.form`
    /// and `contact.form` on a case-insensitive disk; `x.form` and
    /// `x+Terminal.form`, which both write `x+Terminal.swift`). `seen` maps
    /// each case-folded generated file name to the spec that claimed it.
    static func claim(_ fileNames: [String], for path: String, seen: inout [String: String]) throws(UsageError) {
        for name in fileNames {
            let key = name.lowercased()
            if let other = seen[key], other != path {
                throw UsageError(message: "\(other) and \(path) would generate the same files (\(name)); rename one of them")
            }
            seen[key] = path
        }
    }

    /// `duplicate-form` for each form declared again in a later file, with
    /// a note at the first declaration in the other file.
    static func duplicateForms(_ files: [(source: SourceFile, syntax: SyntaxFile)]) -> [Diagnostic] {
        var first: [String: (path: String, range: SourceRange)] = [:]
        var diagnostics: [Diagnostic] = []
        for (source, syntax) in files {
            var inThisFile: Set<String> = []
            for form in syntax.forms {
                let name = form.name.name
                guard inThisFile.insert(name).inserted else { continue }  // the checker reports it in its file
                let range = source.range(form.name.range)
                guard let earlier = first[name] else {
                    first[name] = (source.path, range)
                    continue
                }
                diagnostics.append(Diagnostic(
                    .duplicateForm, path: source.path, range: range,
                    message: "form '\(name)' is already declared in \(earlier.path); the generated code of both is one Swift module",
                    notes: [DiagnosticNote("first declared here", range: earlier.range, path: earlier.path)]
                ))
            }
        }
        return diagnostics
    }
}
