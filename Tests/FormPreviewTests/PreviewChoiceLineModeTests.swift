import FormPreview
import FormRuntime
import FormTerminal
import Testing

/// LANGUAGE.md §13 in `formc preview --line-mode`: numbered options, answers
/// by number, identifier or label prefix, hidden fields not asked, section
/// titles written, JSON with option identifiers.
@Suite struct PreviewChoiceLineModeTests {
    func preview() throws -> Preview {
        let checked = try SpecForms.check(source: PreviewChoiceTerminalTests.spec)
        return Preview(form: try #require(checked.forms.first))
    }

    @Test func choicesSectionsAndVisibilityInLineMode() throws {
        let preview = try preview()
        // Country: a wrong answer, then a label prefix; toppings by number and
        // identifier; delivery, so the section is asked; olives show the note.
        var io = ScriptedChannel(answers: ["7", "équa", "olives, 1", "n", "1 Main St", "pitted"])
        let values = try #require(preview.fillLineMode(io: &io))
        #expect(io.output.contains("  1. France\n  2. Germany\n  3. Switzerland\n  4. Côte d’Ivoire\n  5. Équateur\n"), "\(io.output)")
        #expect(io.output.contains("There is no option 7"))
        #expect(io.output.contains("\nShipping\nWhere we send your order\nStreet"), "\(io.output)")
        #expect(io.output.contains("Olive note"))
        #expect(preview.json(values) == #"{"country":"ec","toppings":["cheese","olives"],"pickup":false,"street":"1 Main St","note":"pitted"}"# + "\n")
    }

    @Test func hiddenFieldsAreNotAskedInLineMode() throws {
        let preview = try preview()
        var io = ScriptedChannel(answers: ["de", "ham", "y"])
        let values = try #require(preview.fillLineMode(io: &io))
        #expect(!io.output.contains("Shipping") && !io.output.contains("Street") && !io.output.contains("Olive note"), "\(io.output)")
        #expect(preview.json(values) == #"{"country":"de","toppings":["ham"],"pickup":true,"street":""}"# + "\n")
    }
}
