import FormRuntime
import Foundation

/// What a field shows for a model value: the value passed through the
/// field's chain as if pasted into an empty field and committed, so an
/// initial value looks exactly as typed (LANGUAGE.md §5): FormRuntime's
/// ``FormatterChain/pasted(_:)`` of `FormatterChain.typedText(of:)`, the
/// text LANGUAGE.md §20 normalizes a value through (a raw mask's slot
/// characters placed into the pattern).
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
            return chain.pasted(chain.typedText(of: text))
        case .int(let number):
            return chain.pasted(chain.typedText(of: number))
        case .decimal(let number):
            return chain.pasted(chain.typedText(of: number))
        }
    }

    /// Whether plain field `field` shows `value` faithfully: the text it
    /// shows for it (``text(of:field:chain:)``) reads back through `chain`
    /// as `value` around `today`, a choice names only options (one for a
    /// single choice), a `bool` holds a flag. A value the chain cannot show
    /// (501 characters under `limit(500)`, `Int.min` past `maxDigits`, a
    /// two-digit year outside its window, a value of another kind) is kept
    /// by the session and the field says so (LANGUAGE.md §21).
    package static func shows(_ value: FieldValue, field: FieldSchema, chain: FormatterChain, today: FormDate) -> Bool {
        guard field.refusal(of: value) == nil else { return false }
        if field.isChoice || field.type.base == .bool { return true }
        let shown = chain.value(of: text(of: value, field: field, chain: chain), type: field.type, today: today)
        return same(shown, value)
    }

    /// Whether list `field` shows `values` faithfully: no more rows than its
    /// `max`, each row shown faithfully (empty ones are no rows).
    package static func rowsShow(_ values: [FieldValue], field: FieldSchema, chain: FormatterChain, today: FormDate) -> Bool {
        let rows = values.filter(\.holdsValue)
        if let maximum = field.listMaximum, maximum > 0, rows.count > maximum { return false }
        return rows.allSatisfy { shows($0, field: field, chain: chain, today: today) }
    }

    /// Whether `shown`, read from a field of type `type`, is the model
    /// value `value`: an `int` given to a `decimal` field is its decimal;
    /// an empty text and no value are the same (both empty the field).
    private static func same(_ shown: FieldValue, _ value: FieldValue) -> Bool {
        switch (shown, value) {
        case (.decimal(let shown), .int(let value)): return shown == Decimal(value)
        case (.text(""), .none), (.none, .text("")): return true
        default: return shown == value
        }
    }

    /// The rows a list starts with for its values `values`: each value's
    /// text (``text(of:field:chain:)``), empty ones left out, padded with
    /// empty rows to the list's `min` (at least one) and cut to its `max`;
    /// each caret at the end of its row. The session and the terminal
    /// start a list alike.
    package static func rows(of values: [FieldValue], field: FieldSchema, chain: FormatterChain) -> [EditingState] {
        var rows = values.map { text(of: $0, field: field, chain: chain) }.filter { !$0.isEmpty }.map { EditingState(text: $0) }
        while rows.count < field.initialRowCount { rows.append(.empty) }
        if let maximum = field.listMaximum, maximum > 0, rows.count > maximum { rows = Array(rows.prefix(maximum)) }
        return rows
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
}
