extension BuiltInText {
    /// The text in Italian.
    var italian: String {
        switch self {
        case .required: "Il campo {label} è obbligatorio"
        case .invalidDate: "Inserisci una data valida"
        case .invalidValue: "Inserisci un valore valido"
        case .unexpectedFormat: "Il campo {label} non è nel formato previsto"
        case .submit: "Invia"
        case .dateDay: "GG"
        case .dateMonth: "MM"
        case .dateYear: "AAAA"
        case .dateShortYear: "AA"
        case .keyHints: "Tab/↓ successivo · Maiusc-Tab/↑ precedente · Invio sull’ultimo campo invia · Esc annulla"
        case .show: "[mostra]"
        case .hide: "[nascondi]"
        case .noOptionMatches: "nessuna opzione corrisponde"
        case .showSecret: "Mostra"
        case .hideSecret: "Nascondi"
        case .yesNoDefaultYes: "[S/n]"
        case .yesNoDefaultNo: "[s/N]"
        case .yesAnswers: "s, sì, si"
        case .noAnswers: "n, no"
        case .answerYesOrNo: "Rispondi s o n."
        case .enterKeeps: "[Invio mantiene {value}]"
        case .enterKeepsCurrent: "[Invio mantiene il valore attuale]"
        case .example: "[es. {example}]"
        case .listPrompt: "{label}: uno per riga, una riga vuota per finire"
        case .commaSeparated: "(separati da virgole)"
        case .noOptionNumber: "Non esiste l’opzione {number}: rispondi da 1 a {count}."
        case .noOptionNamed: "Nessuna opzione è «{answer}»: rispondi con un numero, un identificatore o l’inizio di un nome."
        case .ambiguousOption: "«{answer}» potrebbe essere {options}: scrivi più lettere del nome, o il suo numero."
        }
    }
}
