import Foundation

/// Merges keyword objects that must all hold into one, where that says the
/// same: bounds keep the tighter one, a keyword that repeats with the same
/// value stays once. Any other repeat is a conflict (nil): the caller keeps
/// the parts apart under `allOf`.
enum KeywordMerge {
    static func merge(_ a: SchemaObject, _ b: SchemaObject) -> SchemaObject? {
        var merged = a
        for (key, value) in b.members {
            guard let existing = merged[key] else {
                merged[key] = value
                continue
            }
            if existing == value { continue }
            switch key {
            case "minimum", "exclusiveMinimum", "minItems", "minLength":
                guard let tighter = extreme(existing, value, larger: true) else { return nil }
                merged[key] = tighter
            case "maximum", "exclusiveMaximum", "maxItems", "maxLength":
                guard let tighter = extreme(existing, value, larger: false) else { return nil }
                merged[key] = tighter
            default:
                return nil
            }
        }
        return merged
    }

    /// The larger (or smaller) of two numbers.
    private static func extreme(_ a: SchemaValue, _ b: SchemaValue, larger: Bool) -> SchemaValue? {
        guard case .number(let x) = a, case .number(let y) = b, let dx = Decimal(string: x), let dy = Decimal(string: y) else { return nil }
        return (dx < dy) == larger ? b : a
    }
}

/// Numbers written as JSON text, exactly.
enum NumberText {
    /// A `Decimal` without exponent: `0.01`, `-1000`.
    static func decimal(_ value: Decimal) -> String {
        value.description
    }

    /// `10^digits - 1`: `999` for 3.
    static func allNines(_ digits: Int) -> String {
        String(repeating: "9", count: max(1, digits))
    }

    /// `10^-scale`: `0.01` for 2, `1` for 0.
    static func unit(scale: Int) -> String {
        scale <= 0 ? "1" : "0." + String(repeating: "0", count: scale - 1) + "1"
    }
}
