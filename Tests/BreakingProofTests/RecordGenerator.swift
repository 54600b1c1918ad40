import FormRuntime
import FormTestSupport
import Foundation

/// Seeded random records for a generated model, read from its schema alone
/// (so one generator serves every form): JSON objects with a value of the
/// right shape for each field, drawn from edge values and random ones.
/// The proof keeps those the old model decodes and accepts once normalized.
struct RecordGenerator {
    var random: SeededRandom

    /// A random record; with `edge`, the field at that index takes its
    /// `edge.value`-th edge value (the others random), until its edges run out.
    mutating func record(_ schema: FormSchema, edge: (field: Int, value: Int)? = nil) -> JSONText? {
        var members: [(String, JSONText)] = []
        for (index, field) in schema.fields.enumerated() {
            if let edge, edge.field == index {
                let edges = edgeValues(field)
                guard edge.value < edges.count else { return nil }
                if let value = edges[edge.value] { members.append((field.name, value)) }
                continue
            }
            if field.type.isOptional, random.chance(30) { continue }
            members.append((field.name, value(field)))
        }
        return .object(members)
    }

    /// How many edge values the field has.
    func edgeCount(_ field: FieldSchema) -> Int { edgeValues(field).count }

    // MARK: values

    private mutating func value(_ field: FieldSchema) -> JSONText {
        if field.kind == .list {
            return .array((0..<Int.random(in: 0...4, using: &random)).map { _ in scalar(field) })
        }
        if field.allowsMultiple {
            return .array(field.options.filter { _ in random.chance(50) }.map { .string($0.id) })
        }
        return scalar(field)
    }

    private mutating func scalar(_ field: FieldSchema) -> JSONText {
        switch field.type.base {
        case .text: return .string(text())
        case .int: return .number(String(int()))
        case .decimal: return .number(decimal())
        case .bool: return .bool(random.chance(50))
        case .date: return .string(date())
        case .month: return .string(String(date().prefix(7)))
        case .choice: return .string(random.pick(field.options).id)
        }
    }

    /// The edge values of a field (nil: leave an optional's key out).
    private func edgeValues(_ field: FieldSchema) -> [JSONText?] {
        var scalars: [JSONText]
        switch field.type.base {
        case .text:
            scalars = ["", " ", "a", "ab", "abc", " padded ", "ABC", "abc123", "123", "123456", "12-34", "élan", "ß", "İi", "٣٤", "😀",
                       String(repeating: "x", count: 40), String(repeating: "y", count: 41), String(repeating: "z", count: 80),
                       String(repeating: "w", count: 200)].map(JSONText.string)
        case .int:
            scalars = [0, 1, -1, 17, 18, 100, 101, 120, 121, 130, 131, 9999, 10000, 999_999, 1_000_000, -999_999_999,
                       999_999_999_999_999_999, 1_000_000_000_000_000_000, Int.max, Int.min].map { .number(String($0)) }
        case .decimal:
            scalars = ["0", "1", "-1", "0.5", "-0.25", "2.5", "12.345", "1000000", "123456789012345678",
                       "1234567890123456789012345678", "10000000000000000000000000000000000000000"].map(JSONText.number)
        case .bool:
            scalars = [.bool(false), .bool(true)]
        case .date:
            scalars = ["1970-01-01", "2024-02-29", "0001-01-01", "9999-12-31"].map(JSONText.string)
        case .month:
            scalars = ["1970-01", "0001-01", "9999-12"].map(JSONText.string)
        case .choice:
            scalars = field.options.map { .string($0.id) }
        }
        var result: [JSONText?]
        if field.kind == .list {
            result = [.array([])] + scalars.map { .array([$0]) } + [.array(scalars)]
        } else if field.allowsMultiple {
            result = [.array([]), .array(field.options.map { .string($0.id) })] + field.options.map { .array([.string($0.id)]) }
        } else {
            result = scalars
        }
        if field.type.isOptional { result.append(nil) }
        return result
    }

    private static let pools: [[Character]] = [
        Array("abcdefghijklmnopqrstuvwxyz"), Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ"), Array("0123456789"),
        Array(" \t-.,@/_'"), ["é", "ß", "İ", "ı", "Я", "ж", "中", "あ", "ا", "٣", "３", "\u{00A0}", "😀", "ñ"],
    ]

    private mutating func text() -> String {
        let length: Int
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<3: length = Int.random(in: 0...3, using: &random)
        case 3..<6: length = Int.random(in: 0...20, using: &random)
        case 6..<9: length = Int.random(in: 0...120, using: &random)
        default: length = Int.random(in: 0...600, using: &random)
        }
        // Most texts draw from one or two pools, so filters keep something.
        let pools = (0..<Int.random(in: 1...3, using: &random)).map { _ in random.pick(Self.pools) }
        return String((0..<length).map { _ in random.pick(random.pick(pools)) })
    }

    private mutating func int() -> Int {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<4: return Int.random(in: -5...200, using: &random)
        case 4..<9:
            let digits = Int.random(in: 1...18, using: &random)
            var value = 0
            for _ in 0..<digits { value = value * 10 + Int.random(in: 0...9, using: &random) }
            return random.chance(20) ? -value : value
        default: return random.pick([Int.max, Int.min, Int.max - 1, Int.min + 1])
        }
    }

    private mutating func decimal() -> String {
        let whole = (0..<Int.random(in: 1...(random.chance(10) ? 40 : 8), using: &random)).map { _ in String(Int.random(in: 0...9, using: &random)) }.joined()
        let trimmed = String(whole.drop { $0 == "0" })
        var text = trimmed.isEmpty ? "0" : trimmed
        if random.chance(60) {
            text += "." + (0..<Int.random(in: 1...6, using: &random)).map { _ in String(Int.random(in: 0...9, using: &random)) }.joined()
        }
        return random.chance(20) ? "-" + text : text
    }

    private mutating func date() -> String {
        let year = Int.random(in: 1900...2100, using: &random)
        let month = Int.random(in: 1...12, using: &random)
        let day = Int.random(in: 1...28, using: &random)
        func pad(_ number: Int, _ width: Int) -> String {
            let digits = String(number)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }
}
