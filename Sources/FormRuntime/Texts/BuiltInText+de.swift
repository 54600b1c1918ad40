extension BuiltInText {
    /// The text in German.
    var german: String {
        switch self {
        case .required: "{label} ist erforderlich"
        case .invalidDate: "Geben Sie ein gültiges Datum ein"
        case .invalidValue: "Geben Sie einen gültigen Wert ein"
        case .unexpectedFormat: "{label} hat nicht das erwartete Format"
        case .submit: "Absenden"
        case .dateDay: "TT"
        case .dateMonth: "MM"
        case .dateYear: "JJJJ"
        case .dateShortYear: "JJ"
        case .keyHints: "Tab/↓ weiter · Umschalt-Tab/↑ zurück · Enter im letzten Feld sendet ab · Esc bricht ab"
        case .show: "[anzeigen]"
        case .hide: "[verbergen]"
        case .noOptionMatches: "keine passende Option"
        case .showSecret: "Anzeigen"
        case .hideSecret: "Ausblenden"
        case .yesNoDefaultYes: "[J/n]"
        case .yesNoDefaultNo: "[j/N]"
        case .yesAnswers: "j, ja"
        case .noAnswers: "n, nein"
        case .answerYesOrNo: "Antworten Sie mit j oder n."
        case .enterKeeps: "[Enter behält {value}]"
        case .enterKeepsCurrent: "[Enter behält den aktuellen Wert]"
        case .example: "[z. B. {example}]"
        case .listPrompt: "{label}: ein Eintrag pro Zeile, eine leere Zeile beendet die Eingabe"
        case .commaSeparated: "(durch Kommas getrennt)"
        case .noOptionNumber: "Es gibt keine Option {number}: Antworten Sie mit 1 bis {count}."
        case .noOptionNamed: "Keine Option heißt „{answer}“: Antworten Sie mit einer Nummer, einem Bezeichner oder dem Anfang eines Namens."
        case .ambiguousOption: "„{answer}“ könnte {options} sein: Geben Sie mehr vom Namen oder die Nummer ein."
        }
    }
}
