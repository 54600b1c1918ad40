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
        #expect(content.contains("static let pattern1: FormRuntime.FormPattern = FormRuntime.FormPattern(\"[0-9]+\")"))
        #expect(content.contains("static let pattern2: FormRuntime.FormPattern = FormRuntime.FormPattern(\"x/y\")"))
        #expect(!content.contains("pattern3"))
        #expect(content.contains("/// Used by `A.code`, `A.other`, `B.code`."))
        // A.code's and B.code's checks are written once, in their case of `_FormcChecks`
        // (which `validate` and `_FormcFirstCause` both call); A.other's
        // `enabled when` in `isEnabled`.
        #expect(content.components(separatedBy: "_FormcPatterns.pattern1.matches(").count == 4)
        #expect(!content.contains("FormPatterns.wholeMatch"))
    }

    @Test func aFileWithoutMatchesHasNoPatternEnum() throws {
        #expect(!(try Self.modelFile(Self.form("A", requiredTextFields: 2))).contains("_FormcPatterns"))
    }

    @Test func theFieldTableListsEachFieldOnceWithTheFactoryOfItsType() throws {
        let content = try Self.modelFile("""
            form Mixed {
                field name: text
                field note: text?
                field count: int? { visible when name == "x" }
                list tags: text { }
                field size: choice {
                    option s "S"
                    option l "L"
                }
                field extras: choice {
                    multiple
                    option a "A"
                    option b "B"
                }
            }
            """)
        #expect(content.contains("public static let _FormcFields: FormRuntime.FormFields<Self> = .init("))
        #expect(content.contains(".text(\\.name, readers: [.count])"))
        #expect(content.contains(".optionalText(\\.note)"))
        #expect(content.contains(".optionalInt(\\.count)"))
        #expect(content.contains(".textList(\\.tags)"))
        #expect(content.contains(".choice(\\.size)"))
        #expect(content.contains(".choices(\\.extras)"))
        #expect(!content.contains("for entry in values.fields"), "no per-field value bridge: FieldTableForm walks the table")
        #expect(!content.contains("_FormcSet("), "no per-field setter")
    }

    @Test func lengthCountsCharactersThroughTheRuntime() throws {
        let content = try Self.modelFile("form A {\n    field name: text { error \"Short\" when length < 2 }\n}\n")
        #expect(content.contains("FormRuntime.FormCompare.less(FormRuntime.FormText.length(self.name), 2)"), "fields are read as self.name, which no local can shadow")
    }
}
