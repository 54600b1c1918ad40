import FormRuntime
import Foundation

/// Seeded JSON records for one form, built from its runtime schema: each
/// field's value drawn near the edges of what the field takes (its format
/// chain's output and what lies just outside it, number bounds, calendar
/// edges, options and non-options, `null`, a missing key, a wrong type).
struct RecordGenerator {
    let schema: FormSchema
    private var random: SplitMix64
    private let locale: LocaleRules
    /// The record being built: each field's JSON text, or nil for a missing key.
    private(set) var values: [String: String?] = [:]

    init(schema: FormSchema, seed: UInt64) {
        self.schema = schema
        random = SplitMix64(seed: seed)
        locale = schema.resolvedLocale()
    }

    /// A new record: every field drawn afresh.
    mutating func record() -> String {
        values = [:]
        for field in schema.fields { values[field.name] = draw(field) }
        return text()
    }

    /// The record again with the fields named drawn afresh (and, now and
    /// then, one more), for a walk towards a record the model accepts.
    mutating func redraw(_ names: Set<String>) -> String {
        var names = names
        if names.isEmpty || random.below(4) == 0, let any = schema.fields.randomElement(using: &random) { names.insert(any.name) }
        for field in schema.fields where names.contains(field.name) { values[field.name] = draw(field) }
        return text()
    }

    /// The record's JSON text; now and then with a key the model does not know.
    private mutating func text() -> String {
        var members = schema.fields.compactMap { field in values[field.name].flatMap { $0 }.map { Self.quoted(field.name) + ":" + $0 } }
        if random.below(12) == 0 { members.insert("\"unknownKey\":[1,{\"a\":null}]", at: random.below(members.count + 1)) }
        return "{" + members.joined(separator: ",") + "}"
    }

    /// A field's JSON text, or nil for a missing key. Now and then, a value
    /// made from another field's of the same type, as cross-field
    /// conditions want (`value != password`, `days(arrival, value) < 1`).
    private mutating func draw(_ field: FieldSchema) -> String? {
        if field.kind != .list, random.below(3) == 0, let related = related(to: field) { return related }
        let roll = random.below(100)
        if field.type.isOptional && field.kind != .list {
            if roll < 15 { return nil }
            if roll < 27 { return "null" }
        } else if roll < 2 {
            return nil
        } else if roll < 4 {
            return "null"
        }
        if field.kind == .list {
            let count = [0, 0, 1, 1, 2, 3, 5, field.listMaximum ?? 20, (field.listMaximum ?? 20) + 1, 25][random.below(10)]
            return "[" + (0..<count).map { _ in row(field) }.joined(separator: ",") + "]"
        }
        return row(field)
    }

    /// One value of the field's type.
    private mutating func row(_ field: FieldSchema) -> String {
        if random.below(40) == 0 { return ["\"x\"", "1", "true", "[]", "{}"][random.below(5)] }  // a wrong type now and then
        switch field.type.base {
        case .text: return Self.quoted(text(field))
        case .int: return integer(field)
        case .decimal: return decimal(field)
        case .bool: return random.below(2) == 0 ? "true" : "false"
        case .date: return date()
        case .month: return month()
        case .choice:
            let ids = field.options.map(\.id)
            if field.allowsMultiple {
                var chosen = ids.filter { _ in random.below(3) == 0 }
                if random.below(6) == 0 { chosen.shuffle(using: &random) }
                if random.below(8) == 0, let repeated = chosen.first { chosen.append(repeated) }
                if random.below(10) == 0 { chosen.append("notAnOption") }
                return "[" + chosen.map(Self.quoted).joined(separator: ",") + "]"
            }
            return random.below(12) == 0 ? "\"notAnOption\"" : Self.quoted(ids[random.below(ids.count)])
        }
    }

    /// Another field's value of the same type: the same text, a date a few days on.
    private mutating func related(to field: FieldSchema) -> String? {
        let others = schema.fields.filter { $0.name != field.name && $0.kind == .field && $0.type.base == field.type.base }
        guard let other = others.randomElement(using: &random), let value = values[other.name] ?? nil, value != "null" else { return nil }
        switch field.type.base {
        case .text: return value
        case .date:
            let parts = value.dropFirst().dropLast().split(separator: "-").compactMap { Int($0) }
            guard parts.count == 3 else { return nil }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
            guard let start = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2])),
                  let base = calendar.date(from: DateComponents(year: 2026, month: 11, day: 23)),
                  let days = calendar.dateComponents([.day], from: base, to: start).day else { return nil }
            return "\"\(Self.day(fromToday: days + random.below(45) - 5))\""
        default: return nil
        }
    }

    // MARK: - Text

    /// Pieces of text near the edges of the formatters: case pairs that
    /// Turkish maps apart, clusters of several scalars, digits of other
    /// scripts, white space of every kind, joiners and Prepend scalars.
    static let pieces = [
        "a", "Z", "q", "é", "e\u{301}", "ß", "İ", "I", "ı", "i", "Σ", "ς", "Ǆ", "ﬃ", "ŉ", "\u{345}", "中", "ア", "😀", "👨‍👩‍👧",
        "🇫🇷", "👍🏽", "٣", "３", "0", "1", "7", "9", "42", " ", "  ", "\u{A0}", "\u{3000}", "\t", "\n", "\r\n", "\u{2028}", "-", "+",
        "#", "@", ".", "_", "/", "क्", "षि", "\u{600}", "\u{600} ", " \u{301}", "\u{301}", "\u{200D}", "\u{E33}", "x@y.z",
        "Ivan", "ISTANBUL", "straße", "FR76", "DE89 3704 0044 0532 0130 00", "4111 1111 1111 1111", "+7-999-123-45-67", "1-2-3-4",
    ]

    private mutating func text(_ field: FieldSchema) -> String {
        var input = ""
        for _ in 0..<random.below(8) { input += Self.pieces[random.below(Self.pieces.count)] }
        let literals = field.formatters.compactMap { formatter -> String? in
            if case .mask(let pattern, _) = formatter { return pattern.source.replacingOccurrences(of: "#", with: String(random.below(10))) }
            return nil
        }
        if let mask = literals.first, random.below(2) == 0 {
            input = String(mask.prefix(random.below(mask.count + 2)))
            if random.below(3) == 0 { input += String(random.below(10)) }
        }
        if let limit = field.formatters.compactMap({ if case .limit(let count) = $0 { count } else { nil } }).first, random.below(4) == 0 {
            // At, under or just over the limit, in characters of one or several scalars.
            let piece = ["a", "é", "e\u{301}", "😀", "👨‍👩‍👧", "Z"][random.below(6)]
            input = String(repeating: piece, count: max(0, limit + random.below(3) - 1))
        }
        guard !field.formatters.isEmpty else { return input }
        let chain = FormatterChain(formatters: field.formatters, locale: locale)
        switch random.below(10) {
        case 0..<5: return chain.rawMaskValue(chain.pasted(chain.typedText(of: input)))  // what the chain produces
        case 5: return " " + chain.rawMaskValue(chain.pasted(input))  // just outside it
        case 6: return chain.rawMaskValue(chain.pasted(input)) + Self.pieces[random.below(Self.pieces.count)]
        default: return input
        }
    }

    // MARK: - Numbers

    private mutating func integer(_ field: FieldSchema) -> String {
        var candidates = ["0", "1", "-1", "2", "17", "18", "23", "24", "99", "100", "130", "131", "999", "1000", "1001", "-1000", "-1001",
                          "9999", "10000", "-9999", "-10000", String(Int.max), String(Int.min), String(random.below(4001) - 2000)]
        for formatter in field.formatters {
            if case .number(let options) = formatter {
                let top = String(repeating: "9", count: options.maxDigits)
                candidates += [top, "-" + top, "1" + String(repeating: "0", count: options.maxDigits)]
            }
        }
        if random.below(25) == 0 { return ["1.0", "1.5", "1e2", "9223372036854775808", "\"1\""][random.below(5)] }
        return candidates[random.below(candidates.count)]
    }

    private mutating func decimal(_ field: FieldSchema) -> String {
        let candidates = ["0", "0.01", "0.001", "0.005", "1", "-0.01", "-5", "10000", "10000.01", "9999.99", "12.5", "1e2", "0.1",
                          "99999999999999999999999999", "1234567.891", "\(random.below(20001) - 10000).\(random.below(100))",
                          "\(random.below(20001))", "\(random.below(1000)).\(random.below(10))"]
        if random.below(30) == 0 { return ["\"1\"", "true"][random.below(2)] }
        return candidates[random.below(candidates.count)]
    }

    // MARK: - Dates

    /// Mostly near today (2026-11-23) and near 18 years before it, where the
    /// specs' conditions turn; sometimes not a date at all.
    private mutating func date() -> String {
        if random.below(15) == 0 { return ["\"2026-02-30\"", "\"0000-01-01\"", "\"2026-1-1\"", "\"20261123\"", "\"2026-13-01\"", "\"2026-11-23T00:00:00Z\""][random.below(6)] }
        let base: Int = [0, 0, -18 * 365, -18 * 365, 400, -40_000, 30_000][random.below(7)]
        let offset = base + random.below(1200) - 600
        let day = Self.day(fromToday: offset)
        return "\"\(day)\""
    }

    private mutating func month() -> String {
        if random.below(15) == 0 { return ["\"2026-13\"", "\"0000-01\"", "\"2026-1\"", "\"2026-11-01\""][random.below(4)] }
        let months = 2026 * 12 + 10 + random.below(80) - 40
        return "\"\(Self.padded(months / 12, 4))-\(Self.padded(months % 12 + 1, 2))\""
    }

    /// `yyyy-mm-dd` of the day `offset` days from 2026-11-23.
    static func day(fromToday offset: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let today = calendar.date(from: DateComponents(year: 2026, month: 11, day: 23)) ?? Date()
        let date = calendar.date(byAdding: .day, value: offset, to: today) ?? today
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return "\(padded(parts.year ?? 1970, 4))-\(padded(parts.month ?? 1, 2))-\(padded(parts.day ?? 1, 2))"
    }

    static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// A JSON string.
    static func quoted(_ text: String) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed]) else { return "\"\"" }
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }
}

extension FormatterChain {
    /// A display's model value: its slot characters behind a `mask(…, raw: true)`.
    func rawMaskValue(_ display: String) -> String {
        for formatter in formatters.reversed() {
            if case .mask(let pattern, raw: true) = formatter {
                return String(display.filter { character in !pattern.elements.contains(.literal(character)) })
            }
        }
        return display
    }
}

/// A seeded generator (SplitMix64): the same seed gives the same records.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (0 when the bound is not positive).
    mutating func below(_ bound: Int) -> Int {
        bound <= 0 ? 0 : Int(next() % UInt64(bound))
    }
}
