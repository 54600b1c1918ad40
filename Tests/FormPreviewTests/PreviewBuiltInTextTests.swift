import FormPreview
import FormRuntime
import Foundation
import Testing

/// LANGUAGE.md §19 end to end: a form written in German, previewed by a
/// German user, shows formc's own texts in German too — in the terminal
/// (tmux) and in line mode.
@Suite(.serialized)
struct PreviewBuiltInTextTests {
    static let spec = """
    form Anmeldung {
        title "Anmeldung"
        locale "de_DE"
        field born: date { label "Geburtsdatum"; required }
        field secret: text { label "Kennwort"; secure toggle }
        field news: bool { label "Newsletter" }
    }

    """

    @Test(.enabled(if: TmuxHarness.available, "needs tmux and a built formc"))
    func theTerminalShowsAGermanFormInGermanThroughout() throws {
        let tmux = try TmuxHarness("german")
        defer { tmux.close() }
        let file = tmux.folder.appendingPathComponent("anmeldung.form")
        try Self.spec.write(to: file, atomically: true, encoding: .utf8)
        tmux.resize(columns: 100, rows: 30)
        tmux.startPreview(file.path, environment: "LANG=de_DE.UTF-8")
        var screen = tmux.waitFor { $0.contains("› Geburtsdatum") && $0.contains("Absenden") }
        #expect(screen.contains("TT.MM.JJJJ"), "\(screen)")
        #expect(screen.contains("[anzeigen]"), "\(screen)")
        #expect(screen.contains("[ Absenden ]"), "\(screen)")
        #expect(screen.contains("Umschalt-Tab/↑ zurück"), "\(screen)")
        #expect(!screen.contains("DD.MM.YYYY") && !screen.contains("[show]") && !screen.contains("Esc cancels"), "\(screen)")
        tmux.send(keys: ["Enter", "Enter", "Enter"])
        screen = tmux.waitFor { $0.contains("ist erforderlich") }
        #expect(screen.contains("Geburtsdatum ist erforderlich"), "\(screen)")
        #expect(!screen.contains("is required"), "\(screen)")
        tmux.send(keys: ["Escape"])
        #expect(tmux.finish() == 130)
    }

    @Test func lineModeAsksInGerman() throws {
        let form = try #require(try SpecForms.check(source: Self.spec).forms.first)
        let preview = Preview(form: form)
        var io = ScriptedChannel(answers: ["", "31022000", "01011990", "", "vielleicht", "ja"])
        let language = TextLanguage.choose(translations: [String](), preferences: ["de_DE", "de"])
        let values = try #require(preview.fillLineMode(io: &io, language: language))
        #expect(io.output.contains("Geburtsdatum [z. B. TT.MM.JJJJ]: "), "\(io.output)")
        #expect(io.output.contains("Geburtsdatum ist erforderlich\n"), "\(io.output)")
        #expect(io.output.contains("Geben Sie ein gültiges Datum ein\n"), "\(io.output)")
        #expect(io.output.contains("Newsletter [j/N]: "), "\(io.output)")
        #expect(io.output.contains("Antworten Sie mit j oder n.\n"), "\(io.output)")
        #expect(values.fields["news"] == .bool(true), "ja means yes")
        #expect(!io.output.contains("required") && !io.output.contains("e.g."), "\(io.output)")
    }

    /// A single choice left unanswered says so in the UI language: the
    /// session line mode asks through keeps the texts of the schema it is
    /// given (it went back to English, "Land is required").
    @Test func lineModeSaysAnUnansweredChoiceIsRequiredInGerman() throws {
        let spec = """
        form Versand {
            locale "de_DE"
            field land: choice { label "Land"; option de "Deutschland"; option at "Österreich" }
        }

        """
        let form = try #require(try SpecForms.check(source: spec).forms.first)
        var io = ScriptedChannel(answers: ["", "1"])
        let language = TextLanguage.choose(translations: [String](), preferences: ["de_DE", "de"])
        let values = try #require(Preview(form: form).fillLineMode(io: &io, language: language))
        #expect(io.output.contains("Land ist erforderlich\n"), "\(io.output)")
        #expect(!io.output.contains("is required"), "\(io.output)")
        #expect(values.fields["land"] == .choice("de"))
    }
}
