import FormRuntime
import Foundation

/// The filter of a choice's options (LANGUAGE.md §13): a case- and
/// accent-insensitive substring of the option's label in the shown language.
public enum ChoiceFilter {
    /// `text` without case or accents (`Équateur` → `equateur`, `Straße` →
    /// `strasse`): how labels and filters are compared.
    public static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// The options whose label contains `filter` (folded), in option order;
    /// every option for an empty filter.
    public static func matches(_ filter: String, in options: [ChoiceOption]) -> [ChoiceOption] {
        let needle = fold(filter)
        guard !needle.isEmpty else { return options }
        return options.filter { fold($0.label).contains(needle) }
    }

    /// The labels of the options `ids` names, joined by `, ` (what an
    /// unfocused choice shows), or nil when nothing is selected.
    public static func labels(of ids: [String], in options: [ChoiceOption]) -> String? {
        guard !ids.isEmpty else { return nil }
        return ids.map { id in options.first { $0.id == id }?.label ?? id }.joined(separator: ", ")
    }
}
