import FormChecker
import FormDiagnostics
import Testing
@testable import FormCodegen

/// How generated models read `FormValues` and hold their `matches` patterns.
@Suite struct ValueAndPatternCodegenTests {
    static func modelFile(_ spec: String) throws -> String {
        let file = try checkedFile(SourceFile(path: "shapes.form", bytes: Array(spec.utf8)))
        return try #require(GeneratedFiles.generate(file, specName: "shapes.form").first).content
    }

    static func form(_ name: String, requiredTextFields count: Int) -> String {
        "form \(name) {\n" + (1...count).map { "    field f\($0): text\n" }.joined() + "}\n"
    }

    @Test func aPatternUsedTwiceIsCompiledOnceForTheFile() throws {
        let content = try Self.modelFile("""
            form A {
                field code: text { error "Digits" when !(value matches /[0-9]+/) }
                field other: text { enabled when other matches /[0-9]+/ }
            }
            form B {
                field code: text? { error "Digits" when !(value matches /[0-9]+/) || code matches /x\\/y/ }
            }
            """)
        #expect(content.contains("private enum _FormcPatterns {"))
        #expect(content.contains("static let pattern1: FormPattern = FormPattern(\"[0-9]+\")"))
        #expect(content.contains("static let pattern2: FormPattern = FormPattern(\"x/y\")"))
        #expect(!content.contains("pattern3"))
        #expect(content.contains("/// Used by `A.code`, `A.other`, `B.code`."))
        // A.code's and B.code's checks are written once, in their `_FormcCheck_code`
        // (which `validate` and `_FormcFirstCause` both call); A.other's
        // `enabled when` in `isEnabled`.
        #expect(content.components(separatedBy: "_FormcPatterns.pattern1.matches(").count == 4)
        #expect(!content.contains("FormPatterns.wholeMatch"))
    }

    @Test func aFileWithoutMatchesHasNoPatternEnum() throws {
        #expect(!(try Self.modelFile(Self.form("A", requiredTextFields: 2))).contains("_FormcPatterns"))
    }

    @Test func fewRequiredFieldsAreReadInOnePassManyByName() throws {
        let limit = ModelGenerator.onePassFieldLimit
        let few = try Self.modelFile(Self.form("Few", requiredTextFields: limit))
        #expect(few.contains("for entry in values.fields {"))
        #expect(few.contains("case \"f\(limit)\":"))
        #expect(!few.contains("values.read("))
        let many = try Self.modelFile(Self.form("Many", requiredTextFields: limit + 1))
        #expect(!many.contains("for entry in values.fields {"))
        #expect(many.contains("values.read(\"f\(limit + 1)\", text: &self.f\(limit + 1))"))
    }

    @Test func optionalFieldsAndListsAreReadByName() throws {
        let content = try Self.modelFile("""
            form Mixed {
                field name: text
                field note: text?
                list tags: text { }
            }
            """)
        #expect(content.contains("case \"name\":"))
        #expect(!content.contains("case \"note\":") && !content.contains("case \"tags\":"))
        #expect(content.contains("values.read(\"note\", optionalText: &self.note)"), "an optional field is read only from fields")
        #expect(content.contains("values.read(\"tags\", textRows: &self.tags)"), "a list only from lists")
    }

    @Test func lengthCountsCharactersThroughTheRuntime() throws {
        let content = try Self.modelFile("form A {\n    field name: text { error \"Short\" when length < 2 }\n}\n")
        #expect(content.contains("FormCompare.less(FormText.length(self.name), 2)"), "fields are read as self.name, which no local can shadow")
    }
}
