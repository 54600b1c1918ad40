extension BuiltInText {
    /// The text in French.
    var french: String {
        switch self {
        case .required: "{label} est obligatoire"
        case .invalidDate: "Saisissez une date valide"
        case .invalidValue: "Saisissez une valeur valide"
        case .unexpectedFormat: "{label} n’est pas au format attendu"
        case .submit: "Envoyer"
        case .dateDay: "JJ"
        case .dateMonth: "MM"
        case .dateYear: "AAAA"
        case .dateShortYear: "AA"
        case .keyHints: "Tab/↓ suivant · Maj-Tab/↑ précédent · Entrée sur le dernier champ envoie · Échap annule"
        case .show: "[afficher]"
        case .hide: "[masquer]"
        case .noOptionMatches: "aucune option ne correspond"
        case .showSecret: "Afficher"
        case .hideSecret: "Masquer"
        case .yesNoDefaultYes: "[O/n]"
        case .yesNoDefaultNo: "[o/N]"
        case .yesAnswers: "o, oui"
        case .noAnswers: "n, non"
        case .answerYesOrNo: "Répondez par o ou n."
        case .enterKeeps: "[Entrée conserve {value}]"
        case .enterKeepsCurrent: "[Entrée conserve la valeur actuelle]"
        case .example: "[p. ex. {example}]"
        case .listPrompt: "{label} : une valeur par ligne, une ligne vide pour terminer"
        case .commaSeparated: "(séparés par des virgules)"
        case .noOptionNumber: "Il n’y a pas d’option {number} : répondez de 1 à {count}."
        case .noOptionNamed: "Aucune option ne s’appelle « {answer} » : répondez par un numéro, un identifiant ou le début d’un nom."
        case .ambiguousOption: "« {answer} » pourrait être {options} : tapez la suite du nom, ou son numéro."
        }
    }
}
