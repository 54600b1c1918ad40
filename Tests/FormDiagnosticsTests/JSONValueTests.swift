@testable import FormDiagnostics
import Testing

@Suite("Ordered JSON writer")
struct JSONValueTests {
    @Test("pretty printing indents by two spaces, keeps key order and writes empty containers inline")
    func pretty() {
        let value: JSONValue = .object([
            ("z", .int(1)),
            ("a", .array([.string("x"), .bool(true), .null])),
            ("empty", .array([])),
            ("nested", .object([])),
        ])
        let expected = """
            {
              "z": 1,
              "a": [
                "x",
                true,
                null
              ],
              "empty": [],
              "nested": {}
            }
            """
        #expect(value.pretty == expected)
        #expect(value.compact == #"{"z":1,"a":["x",true,null],"empty":[],"nested":{}}"#)
    }

    @Test("the escaper writes every C0 control as an escape")
    func controls() {
        for value in 0..<0x20 {
            let scalar = Unicode.Scalar(UInt8(value))
            let quoted = JSONText.quoted(String(Character(scalar)))
            #expect(quoted.unicodeScalars.allSatisfy { $0.value >= 0x20 }, "U+\(value)")
        }
        #expect(JSONText.quoted("\u{0}") == #""\u0000""#)
        #expect(JSONText.quoted("\u{1B}") == #""\u001B""#)
        #expect(JSONText.quoted("é\u{2029}") == "\"é\\u2029\"")
    }

    @Test("a SARIF full description longer than 1024 characters is cut after a whole sentence")
    func fullDescriptionLimit() {
        let sentence = "This sentence has fifty-one characters in it. Yes. "
        let long = String(repeating: sentence, count: 30)
        let cut = SARIFRenderer.fullDescription(long)
        #expect(cut.count <= SARIFRenderer.maxFullDescriptionLength)
        #expect(cut.count == 20 * sentence.count - 1)
        #expect(cut.hasSuffix("Yes."))
        let noSentence = String(repeating: "x", count: 2000)
        #expect(SARIFRenderer.fullDescription(noSentence).count == 1024)
        #expect(SARIFRenderer.fullDescription("Short.") == "Short.")
    }

    /// Issue 11: every dangerous scalar (`DangerousScalar`) is escaped, not
    /// only C0 and the separators: U+202E, U+200F, DEL and C1 were raw.
    @Test("dangerous scalars are escaped")
    func dangerousScalars() {
        #expect(JSONText.quoted("a\u{202E}\u{200F}\u{7F}\u{9B}\u{1B}b") == #""a\u202E\u200F\u007F\u009B\u001Bb""#)
        #expect(JSONText.quoted("a\u{200D}é") == "\"a\u{200D}é\"")
    }
}
