import FormRuntime
import Foundation

/// The filter of a choice's options (LANGUAGE.md §13): a case- and
/// accent-insensitive substring of the option's label in the shown
/// language. The terminal's choice list and line mode fold the same way.
public enum ChoiceFilter {
    /// `text` without case or accents (`Équateur` → `equateur`, `Straße` →
    /// `strasse`), as Unicode scalars: how labels and filters are compared.
    public static func fold(_ text: String) -> [Unicode.Scalar] {
        Array(text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).unicodeScalars)
    }

    /// Whether `haystack` contains `needle` as consecutive scalars (both folded).
    public static func contains(_ haystack: [Unicode.Scalar], _ needle: [Unicode.Scalar]) -> Bool {
        let count = needle.count
        guard count <= haystack.count else { return false }
        guard let first = needle.first else { return true }
        var start = 0
        let last = haystack.count - count
        while start <= last {
            if haystack[start] == first {
                var offset = 1
                while offset < count, haystack[start + offset] == needle[offset] { offset += 1 }
                if offset == count { return true }
            }
            start += 1
        }
        return false
    }

    /// The options whose label contains `filter` (folded), in option order;
    /// every option for an empty filter.
    public static func matches(_ filter: String, in options: [ChoiceOption]) -> [ChoiceOption] {
        let needle = fold(filter)
        guard !needle.isEmpty else { return options }
        return options.filter { contains(fold($0.label), needle) }
    }

    /// The labels of the options `ids` names, joined by `, ` (what an
    /// unfocused choice shows), or nil when nothing is selected.
    public static func labels(of ids: [String], in options: [ChoiceOption]) -> String? {
        guard !ids.isEmpty else { return nil }
        return ids.map { id in options.first { $0.id == id }?.label ?? id }.joined(separator: ", ")
    }
}
