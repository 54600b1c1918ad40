import FormRuntime
@testable import FormTerminal
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// A scripted channel: answers in order, everything written kept.
private struct Answers: LineModeChannel {
    var answers: [String]
    var output = ""

    mutating func write(_ text: String) { output += text }

    mutating func readLine(secret: Bool) -> String? {
        answers.isEmpty ? nil : answers.removeFirst()
    }
}

/// The driver's line-mode I/O over real pipes: answers written to a pipe
/// read by ``LineModeIO``, prompts written to another.
private struct PipeChannel: LineModeChannel {
    let io: LineModeIO
    mutating func write(_ text: String) { io.prompt(text) }
    mutating func readLine(secret: Bool) -> String? { (try? io.readLine()) ?? nil }
}

/// Line mode for choices, visibility and sections (LANGUAGE.md §13).
@Suite struct LineModeChoiceTests {
    let form = LineModeForm(machine: ChoiceFixtures.machine)

    var country: FieldSchema { ChoiceFixtures.schema.fields[1] }
    var toppings: FieldSchema { ChoiceFixtures.schema.fields[2] }

    @Test func answersByNumberIdentifierOrUniqueLabelPrefix() {
        typealias Answer = LineModeChoiceAnswer
        #expect(LineModeChoiceAnswer("2", field: country) == Answer.value(.choice("de")))
        #expect(LineModeChoiceAnswer(" ch ", field: country) == Answer.value(.choice("ch")))
        #expect(LineModeChoiceAnswer("swi", field: country) == Answer.value(.choice("ch")))
        #expect(LineModeChoiceAnswer("GERM", field: country) == Answer.value(.choice("de")), "case-insensitive")
        #expect(LineModeChoiceAnswer("equa", field: country) == Answer.value(.choice("ec")), "accents aside")
        #expect(LineModeChoiceAnswer("", field: country) == Answer.keep)
        for wrong in ["0", "6", "x", "fr,de", "-"] {
            guard case .invalid = LineModeChoiceAnswer(wrong, field: country) else {
                Issue.record("\(wrong) was taken")
                continue
            }
        }
        #expect(LineModeChoiceAnswer("ham, 1,olives", field: toppings) == Answer.value(.choices(["cheese", "olives", "ham"])),
                "comma-separated, in option order")
        #expect(LineModeChoiceAnswer("1,cheese", field: toppings) == Answer.value(.choices(["cheese"])), "no repeats")
        #expect(LineModeChoiceAnswer("-", field: toppings) == Answer.value(.choices([])))
    }

    @Test func anAmbiguousPrefixIsRefusedButAWholeLabelWins() {
        let field = FieldSchema(name: "n", type: FieldTypeRef(.text), label: "N", options: [
            ChoiceOption(id: "ng", label: "Nigeria"), ChoiceOption(id: "ne", label: "Niger"), ChoiceOption(id: "nu", label: "Niue"),
        ])
        guard case .invalid(let reason) = LineModeChoiceAnswer("nig", field: field) else {
            Issue.record("an ambiguous prefix was taken")
            return
        }
        #expect(reason.contains("Nigeria, Niger"))
        #expect(LineModeChoiceAnswer("niger", field: field) == .value(.choice("ne")))
        #expect(LineModeChoiceAnswer("nigeri", field: field) == .value(.choice("ng")))
    }

    @Test func optionsAreListedNumberedAndAWrongAnswerReasksWithTheList() {
        var io = Answers(answers: ["Ada", "zz", "fra", "ham,cheese", "y"])
        let values = form.run(initial: FormValues(), io: &io)
        #expect(values?.fields["country"] == .choice("fr"))
        #expect(values?.fields["toppings"] == .choices(["cheese", "ham"]))
        let listing = "  1. France\n  2. Germany\n  3. Switzerland\n  4. Côte d’Ivoire\n  5. Équateur\n"
        #expect(io.output.components(separatedBy: listing).count == 3, "listed, then again after the wrong answer:\n\(io.output)")
        #expect(io.output.contains("No option is “zz”"))
        #expect(io.output.contains("Country [e.g. Pick a country]: "))
        #expect(io.output.contains("Toppings (comma-separated): "))
    }

    @Test func hiddenFieldsAreNotAskedAndSectionTitlesAreWritten() {
        // Pickup: the shipping section is not asked, and its empty required fields do not block.
        var io = Answers(answers: ["Ada", "1", "1", "y"])
        var values = form.run(initial: FormValues(), io: &io)
        #expect(values != nil)
        #expect(!io.output.contains("Shipping"))
        #expect(!io.output.contains("Street"))
        // Delivery with olives: the section title comes before Street, and the note is asked.
        io = Answers(answers: ["Ada", "2", "olives", "n", "Main St", "12345", "pitted"])
        values = form.run(initial: FormValues(), io: &io)
        #expect(values?.fields["note"] == .text("pitted"))
        #expect(values?.fields["zip"] == .int(12345))
        #expect(io.output.contains("\nShipping\nWhere we send your order\nStreet"), "\(io.output)")
        #expect(io.output.contains("Olive note"))
    }

    @Test func aChoiceWithoutDefaultMustBeAnsweredAndEnterKeepsASelection() {
        var io = Answers(answers: ["Ada", "", "de", "", "cheese", "y"])
        let values = form.run(initial: FormValues(), io: &io)
        #expect(values?.fields["country"] == .choice("de"), "a blank form's choice is never taken as its first option")
        #expect(io.output.contains("Country is required"))
        var again = Answers(answers: ["", "", "", "y", ""])
        let kept = form.run(initial: FormValues(fields: ["name": .text("Ada"), "country": .choice("ch"), "toppings": .choices(["olives", "ham"])]),
                            io: &again)
        #expect(kept?.fields["country"] == .choice("ch"))
        #expect(again.output.contains("[Enter keeps Switzerland]"))
        #expect(again.output.contains("[Enter keeps Olives, Ham]"))
        #expect(again.output.contains("Olive note"), "shown for olives")
    }

    @Test func theShownLanguageListsAndMatchesTranslatedLabels() {
        let russian = LineModeForm(machine: ChoiceFixtures.machine.translated(to: "ru"))
        var io = Answers(answers: ["Ada", "герм", "1", "y"])
        let values = russian.run(initial: FormValues(), io: &io)
        #expect(values?.fields["country"] == .choice("de"))
        #expect(io.output.contains("  2. Германия\n"))
        #expect(io.output.contains("Страна"))
    }

    @Test func fromAPipe() throws {
        var answers: [Int32] = [-1, -1]
        var prompts: [Int32] = [-1, -1]
        #expect(pipe(&answers) == 0 && pipe(&prompts) == 0)
        let script = Array("Ada\n9\nger\n2, 4\nn\nMain St\n75001\n\n".utf8)
        _ = script.withUnsafeBytes { write(answers[1], $0.baseAddress, $0.count) }
        close(answers[1])
        var channel = PipeChannel(io: LineModeIO(input: answers[0], output: prompts[1]))
        let values = form.run(initial: FormValues(), io: &channel)
        close(answers[0])
        close(prompts[1])
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(prompts[0], &chunk, chunk.count)
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        close(prompts[0])
        let output = String(decoding: bytes, as: UTF8.self)
        #expect(values?.fields["country"] == .choice("de"))
        #expect(values?.fields["toppings"] == .choices(["olives", "mushrooms"]))
        #expect(values?.fields["street"] == .text("Main St"))
        #expect(output.contains("There is no option 9: answer 1 to 5."))
        #expect(output.contains("\nShipping\n"))
        #expect(output.contains("Olive note"), "asked once olives are chosen")
    }
}
