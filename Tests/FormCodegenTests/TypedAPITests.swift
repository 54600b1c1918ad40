import FormChecker
import FormDiagnostics
import Foundation
import Testing
@testable import FormCodegen

/// The typed generated API (LANGUAGE.md §15): programs use it without ever
/// spelling a field as a string, and nothing generated is public but the
/// forms' own types and members.
@Suite struct TypedAPITests {
    /// The spec folders whose forms a program exercises: the examples and the
    /// shared conformance specs (read at test time; one program per folder,
    /// since both declare `SignUp`).
    static let specFolders: [URL] = [
        packageRoot.appendingPathComponent("specs"),
        packageRoot.appendingPathComponent("Tests/Conformance/specs/valid"),
    ]

    static func specs(in folder: URL) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "form" }.sorted { $0.path < $1.path }
    }

    /// Swift that uses every typed member of the form `name`.
    static func exercise(_ name: String) -> String {
        """
        do {
            let model = \(name)()
            var errors: [FieldError<\(name).Field>] = []
            for trigger in ValidationTrigger.allCases { errors += model.validate(on: trigger) }
            var enabled = 0
            var visible = 0
            for field in \(name).Field.allCases {
                if model.isEnabled(field) { enabled += 1 }
                if model.isVisible(field) { visible += 1 }
            }
            let varying: [\(name).Field] = \(name).conditionallyEnabledFields
            for error in errors where !\(name).Field.allCases.contains(error.field) { fatalError("unknown field") }
            let json = try JSONEncoder().encode(model)
            let decoded = try JSONDecoder().decode(\(name).self, from: json)
            guard decoded == model, model.description.hasPrefix("\(name)(") else { fatalError("round trip") }
            print("\(name) \\(\(name).Field.allCases.count) \\(enabled) \\(visible) \\(varying.count) \\(errors.count >= 0)")
        }
        """
    }

    @Test(arguments: specFolders)
    func aProgramUsesOnlyTheTypedAPIOfEveryForm(folder: URL) throws {
        let urls = Self.specs(in: folder)
        guard !urls.isEmpty else {
            print("skipping: no specs in \(folder.path)")
            return
        }
        var specs: [String: String] = [:]
        var forms: [String] = []
        for url in urls {
            let text = try String(contentsOf: url, encoding: .utf8)
            specs[url.lastPathComponent] = text
            forms += try checkedFile(url).forms.map(\.name)
        }
        let main = "func main() throws {\n" + forms.map(Self.exercise).joined(separator: "\n") + "\n}\ntry main()\n"
        guard let output = try GeneratedProgram.run(specs: specs, main: main) else { return }
        let lines = output.split(separator: "\n")
        #expect(lines.count == forms.count, "\(output)")
        for (line, form) in zip(lines, forms) {
            #expect(line.hasPrefix(form + " ") && line.hasSuffix(" true"), "\(line)")
        }
    }

    /// Reads every committed generated file: a `public` declaration is a
    /// form's struct or one of its members (its `Field` enum and cases are
    /// inside it), a member of an `extension` of a form, or a choice token
    /// in an extension of `FormRuntime.ChoiceField` constrained to a form;
    /// every other top-level declaration is `private`.
    @Test func nothingGeneratedIsPublicButTheFormsOwnTypesAndMembers() throws {
        let folders = [("specs", "Generated"), ("Tests/Adversarial/Spec", "Tests/Adversarial/Generated")]
        var checkedFiles = 0
        for (specFolder, outputFolder) in folders {
            var forms: Set<String> = []
            for url in Self.specs(in: packageRoot.appendingPathComponent(specFolder)) {
                forms.formUnion(try checkedFile(url).forms.map(\.name))
            }
            let output = packageRoot.appendingPathComponent(outputFolder)
            for name in try FileManager.default.contentsOfDirectory(atPath: output.path) where name.hasSuffix(".swift") {
                checkedFiles += 1
                let text = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
                var enclosingIsForm = false
                for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
                    let trimmed = line.drop { $0 == " " }
                    if trimmed.hasPrefix("//") || trimmed.hasPrefix("///") { continue }
                    let words = trimmed.split(separator: " ")
                    if line.first != " " && line.first != "}" && line.first != ")" {
                        // A top-level declaration.
                        guard let first = words.first(where: { !$0.hasPrefix("@_spi(") }), first != "import" else { continue }
                        if first == "public", words.count > 2, words[1] == "struct" {
                            let type = words[2].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                            #expect(forms.contains(String(type)), "\(name): \(line)")
                            enclosingIsForm = true
                        } else if first == "extension", words.count > 1, words[1].hasPrefix("FormRuntime.ChoiceField<") {
                            // A form's choice tokens: `extension FormRuntime.ChoiceField<Intake, …>`.
                            let type = words[1].dropFirst("FormRuntime.ChoiceField<".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                            #expect(forms.contains(String(type)), "\(name): \(line)")
                            enclosingIsForm = true
                        } else if first == "extension", words.count > 1 {
                            let type = words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                            #expect(forms.contains(String(type)), "\(name): \(line)")
                            enclosingIsForm = true
                        } else {
                            #expect(first == "private" || first == "fileprivate", "\(name): a top-level declaration that is neither a form nor private: \(line)")
                            enclosingIsForm = false
                        }
                    } else if words.contains("public") {
                        #expect(enclosingIsForm, "\(name): public outside a form: \(line)")
                    }
                }
            }
        }
        #expect(checkedFiles >= 12)
    }
}
