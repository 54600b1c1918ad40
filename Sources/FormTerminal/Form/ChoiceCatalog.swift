import FormRuntime
import FormSession

/// A `choice` field's options prepared once per machine (so once per shown
/// language): each label folded for filtering, and each identifier's
/// position. A keystroke in the filter then costs one substring test per
/// option and nothing else per option.
struct ChoiceCatalog: Sendable {
    /// The options' identifiers, in option order.
    let ids: [String]
    /// Each identifier's index in ``ids``.
    let indexByID: [String: Int]
    /// Each label (as shown) folded by ``fold(_:)``.
    let foldedLabels: [[Unicode.Scalar]]

    /// The catalog of `options` (labels already in the shown language).
    init(options: [ChoiceOption]) {
        ids = options.map(\.id)
        indexByID = Dictionary(options.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        foldedLabels = options.map { Self.fold($0.label) }
    }

    /// `text` folded as ``ChoiceFilter/fold(_:)`` folds it (the one
    /// definition the session, the terminal and line mode share).
    static func fold(_ text: String) -> [Unicode.Scalar] {
        ChoiceFilter.fold(text)
    }

    /// The options (of `candidates`, or of all when nil) whose folded label
    /// contains the folded `filter`, in option order; nil for an empty filter.
    func matches(_ filter: String, among candidates: [Int]?) -> [Int]? {
        let needle = Self.fold(filter)
        guard !needle.isEmpty else { return nil }
        var result: [Int] = []
        if let candidates {
            for index in candidates where Self.contains(foldedLabels[index], needle) { result.append(index) }
        } else {
            for index in foldedLabels.indices where Self.contains(foldedLabels[index], needle) { result.append(index) }
        }
        return result
    }

    /// Whether `haystack` contains `needle` (``ChoiceFilter/contains(_:_:)``).
    static func contains(_ haystack: [Unicode.Scalar], _ needle: [Unicode.Scalar]) -> Bool {
        ChoiceFilter.contains(haystack, needle)
    }
}
