import FormChecker
import FormDiagnostics
import FormRuntime
import Foundation
import Testing
@testable import FormCodegen

/// LANGUAGE.md §21: generated code holds no English sentence of formc's own.
/// A built-in message is raised by its cause (`.unexpectedFormat`,
/// `.required(message: nil)`) and rendered by FormRuntime in the form's
/// language; the spec's own texts are the only sentences in the code.
@Suite struct GeneratedTextTests {
    /// The literal runs of formc's built-in messages in English, placeholders
    /// left out: " is required", " is not in the expected format",
    /// "Enter a valid date", "Enter a valid value".
    static let builtInSentences: [String] = [BuiltInText.required, .unexpectedFormat, .invalidDate, .invalidValue].flatMap { id in
        id.text(in: .en, label: "\u{0}").split(separator: "\u{0}").map(String.init).filter { $0.contains(" ") }
    }

    /// The built-in sentences `code` holds, with the line of each.
    static func sentences(in code: String) -> [String] {
        code.split(separator: "\n").compactMap { line in
            builtInSentences.first { line.contains($0) }.map { "\($0): \(line.trimmingCharacters(in: .whitespaces))" }
        }
    }

    @Test func theSentencesAreThoseOfTheBuiltInMessages() {
        #expect(Set(Self.builtInSentences) == [" is required", " is not in the expected format", "Enter a valid date", "Enter a valid value"])
        // What generated code held before (issue 29): found.
        #expect(!Self.sentences(in: #"errors.raise(Field.pin, "PIN is not in the expected format")"#).isEmpty)
        #expect(!Self.sentences(in: "  required Keyword is required").isEmpty)
    }

    /// The three committed folders of generated code.
    @Test(arguments: ["Generated", "Tests/Adversarial/Generated", "Benchmarks/SessionModel/Generated"])
    func noCommittedGeneratedFileHoldsABuiltInSentence(folder: String) throws {
        let root = packageRoot.appendingPathComponent(folder)
        let files = try FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil).filter { $0.pathExtension == "swift" }
        #expect(!files.isEmpty)
        for file in files {
            let found = Self.sentences(in: try String(contentsOf: file, encoding: .utf8))
            #expect(found.isEmpty, "\(folder)/\(file.lastPathComponent): \(found)")
        }
    }

    /// Freshly generated code for a form with every built-in message: a
    /// `required` field without a message, formatted fields, a date, in a
    /// German form and in an English one.
    @Test(arguments: ["en", "de"])
    func freshlyGeneratedCodeHoldsNoBuiltInSentence(language: String) throws {
        let file = try checkedFile(SourceFile(path: "t.form", text: """
            form T {
                language "\(language)"
                field name: text { label "Name"; required; format trim | limit(5) }
                field code: text? { label "Code"; format digits; error "Vier Ziffern" when length(code) != 4 }
                field born: date { label "Born" }
                list phones: text { label "Phones"; format limit(12); required }
            }
            """))
        for generated in GeneratedFiles.generate(file, specName: "t.form") {
            #expect(Self.sentences(in: generated.content).isEmpty, "\(generated.content)")
        }
    }
}
