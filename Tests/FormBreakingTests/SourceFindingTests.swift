import FormDiagnostics
import Testing

/// Source findings: Swift written against the old generated API that stops compiling.
@Suite struct SourceFindingTests {
    func ids(_ old: String, _ new: String) -> [DiagnosticID] {
        Breaking.compare(old, new, categories: [.source]).map(\.id)
    }

    @Test func propertyTypes() {
        let text = "form F {\n    field x: text { label \"X\" }\n}\n"
        #expect(ids(text, text.replacingOccurrences(of: "text {", with: "text? {")) == [.swiftPropertyTypeChanged])
        #expect(ids(text, text).isEmpty)
        let message = Breaking.compare(text, text.replacingOccurrences(of: "text {", with: "int {"), categories: [.source]).first?.message
        #expect(message?.contains("from 'String' to 'Int'") == true)
    }

    @Test func initializerOrder() {
        let old = "form F {\n    field a: text { label \"A\" }\n    field b: text { label \"B\" }\n}\n"
        let swapped = "form F {\n    field b: text { label \"B\" }\n    field a: text { label \"A\" }\n}\n"
        #expect(ids(old, swapped) == [.swiftInitOrderChanged])
        let inserted = "form F {\n    field a: text { label \"A\" }\n    field c: text? { label \"C\" }\n    field b: text { label \"B\" }\n}\n"
        #expect(ids(old, inserted).isEmpty, "a new field between keeps the others' order")
    }

    @Test func options() {
        let old = "form F {\n    field c: choice {\n        label \"C\"\n        option a \"A\"\n        option b \"B\"\n    }\n}\n"
        let removed = old.replacingOccurrences(of: "        option b \"B\"\n", with: "")
        #expect(ids(old, removed) == [.swiftCaseRemoved])
        let message = Breaking.compare(old, removed, categories: [.source]).first?.message
        #expect(message?.contains("'C.b'") == true)
        #expect(ids(old, old.replacingOccurrences(of: "option b", with: "option bee")) == [.swiftCaseRenamed])
    }
}
