import FormRuntime
import Foundation

/// What a field shows for a model value: the value passed through the
/// field's chain as if pasted into an empty field and committed, so an
/// initial value looks exactly as typed (LANGUAGE.md §5).
public enum ValueDisplay {
    /// The text a text-like field (`text`, numbers, dates, months) shows for
    /// `value`; `bool` shows `true` or `false`; a choice its labels.
    public static func text(of value: FieldValue, field: FieldSchema, chain: FormatterChain) -> String {
        switch value {
        case .none:
            return field.type.base == .bool ? "false" : ""
        case .bool(let flag):
            return flag ? "true" : "false"
        case .choice(let id):
            return ChoiceFilter.labels(of: [id], in: field.options) ?? ""
        case .choices(let ids):
            return ChoiceFilter.labels(of: ids, in: field.options) ?? ""
        case .date(let date):
            return chain.datePattern(for: .date).display(year: date.year, month: date.month, day: date.day)
        case .month(let month):
            return chain.datePattern(for: .month).display(year: month.year, month: month.month, day: 1)
        case .text(let text):
            return formatted(text, chain: chain)
        case .int(let number):
            return formatted(String(number), chain: chain)
        case .decimal(let number):
            var text = number.description
            if let dot = text.firstIndex(of: ".") {
                text.replaceSubrange(dot...dot, with: chain.locale.decimalSeparator)
            }
            return formatted(text, chain: chain)
        }
    }

    /// The option identifiers a choice value selects: identifiers naming no
    /// option are dropped, repeats too, in option order; at most one for a
    /// single choice.
    public static func selection(of value: FieldValue, field: FieldSchema) -> [String] {
        let requested: [String]
        switch value {
        case .choice(let id): requested = [id]
        case .choices(let ids): requested = ids
        default: requested = []
        }
        let wanted = Set(requested)
        let kept = field.options.map(\.id).filter { wanted.contains($0) }
        return field.allowsMultiple ? kept : Array(kept.prefix(1))
    }

    /// `text` pasted into an empty field and committed.
    private static func formatted(_ text: String, chain: FormatterChain) -> String {
        chain.commit(chain.insert(text, into: .empty)).text
    }
}
