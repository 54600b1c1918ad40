import FormChecker
import FormPreview
import FormRuntime
import Testing

/// `formc preview --initial FILE` (LANGUAGE.md §18 "Blank and answered"):
/// the JSON preview prints, fed back, starts every field it gives answered.
@Suite struct PreviewInitialTests {
    func form(_ name: String) throws -> CheckedForm {
        try #require(try SpecForms.load().first { $0.name == name })
    }

    func initial(_ json: String, _ form: CheckedForm) throws -> FormValues {
        try PreviewInitial.values(Array(json.utf8), form: form)
    }

    @Test func previewsOutputFedBackGivesTheSameJSON() throws {
        let transfer = try form("Transfer")
        let blank = Preview(form: transfer)
        var first = ScriptedChannel(answers: ["5000", "12", "", "1 234,5", "", ""])
        let json = blank.json(try #require(blank.fillLineMode(io: &first)))
        let again = Preview(form: transfer, initial: try initial(json, transfer))
        var keep = ScriptedChannel(answers: Array(repeating: "", count: 10))
        let kept = again.fillLineMode(io: &keep)
        #expect(again.json(try #require(kept)) == json)
    }

    @Test func aRecordWhoseChoiceIsTheFirstOptionKeepsIt() throws {
        let intake = try form("Intake")
        let json = #"{"name":"Ann","sex":"female","pregnant":false,"age":0,"guardian":"Bob","country":"fr","extras":[],"phones":[],"agree":true}"# + "\n"
        let preview = Preview(form: intake, initial: try initial(json, intake))
        var keep = ScriptedChannel(answers: Array(repeating: "", count: 20))
        let filled = preview.fillLineMode(io: &keep)
        let values = try #require(filled, "\(keep.output)")
        #expect(!keep.output.contains("required"), "\(keep.output)")
        #expect(preview.json(values) == json)
        // Blank, the same empty answers never submit the first option.
        var blank = ScriptedChannel(answers: ["Ann"] + Array(repeating: "", count: 20))
        #expect(Preview(form: intake).fillLineMode(io: &blank) == nil)
        #expect(blank.output.contains("required"), "\(blank.output)")
    }

    @Test func problemsSayWhatAndWhere() throws {
        let intake = try form("Intake")
        func problem(_ json: String) throws -> PreviewInitial.Problem? {
            do {
                _ = try initial(json, intake)
                return nil
            } catch let problem as PreviewInitial.Problem {
                return problem
            }
        }
        let syntax = try #require(try problem("{\n  \"name\": }"))
        #expect(syntax.message.hasPrefix("invalid JSON"))
        #expect((syntax.line, syntax.column) == (2, 11))
        let unknown = try #require(try problem(#"{"name":"Ann", "agee": 3}"#))
        #expect(unknown.message.hasPrefix("unknown field 'agee'"))
        #expect((unknown.line, unknown.column) == (1, 16))
        let wrong = try #require(try problem(#"{"age":"forty"}"#))
        #expect(wrong.message == #"field 'age' takes a whole number, not "forty""#)
        #expect(wrong.column == 8)
        let option = try #require(try problem(#"{"sex":"other"}"#))
        #expect(option.message.contains(#""female", "male""#))
        #expect(try problem("[1]")?.message == "expected one JSON object of field values")
        #expect(try problem(String(repeating: "[", count: 100_000))?.message.contains("nested too deeply") == true)
        #expect(try problem("{\"name\":\"\u{1}\"}")?.message.contains("control character") == true)
        #expect(try problem(#"{"name":"a","name":"b"}"#)?.message == "field 'name' is given twice")
    }
}
