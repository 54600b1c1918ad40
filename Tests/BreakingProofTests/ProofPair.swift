import FormDiagnostics
import FormRuntime
import FormTestSupport
import Foundation
import Testing

/// What the records of one spec pair showed.
struct Observation: Sendable {
    /// Records the old model accepted (decoded, normalized, `validate(on:
    /// .submit)` empty), each encoded with `JSONEncoder`.
    var accepted = 0
    /// Of those, the ones the new model decodes.
    var decoded = 0
    /// A record the new model does not decode, or decodes with a value lost.
    var wireBreak: String?
    /// A record the new model decodes but refuses or normalizes differently.
    var validationBreak: String?
}

/// One spec pair: its old and new generated models (nil when the new
/// version removes the form), and the findings expected of `formc breaking`.
struct ProofPair: Sendable, CustomTestStringConvertible {
    /// The spec file's name in `Tests/BreakingProof/Old` and `New`, without `.form`.
    var file: String
    /// Every finding of the pair, all categories.
    var expected: [DiagnosticID]
    /// Draws the records and watches the new model read them.
    var observe: @Sendable (_ randomRecords: Int) -> Observation

    var testDescription: String { file }

    static func pair<Old: GeneratedForm, New: GeneratedForm>(_ file: String, _ old: Old.Type, _ new: New.Type, expect: [DiagnosticID]) -> ProofPair {
        ProofPair(file: file, expected: expect) { count in
            Proof.observe(old, file: file, randomRecords: count) { data in
                guard let record = try? JSONDecoder().decode(New.self, from: data) else { return .undecodable }
                guard let again = try? JSONEncoder().encode(record), Proof.keepsEveryValue(data, again) else { return .decodedWithLoss(refused: Proof.refuses(record)) }
                return .decoded(refused: Proof.refuses(record))
            }
        }
    }

    /// A pair whose new version has no form of that name (nor one with its fields).
    static func removed<Old: GeneratedForm>(_ file: String, _ old: Old.Type, expect: [DiagnosticID]) -> ProofPair {
        ProofPair(file: file, expected: expect) { count in
            Proof.observe(old, file: file, randomRecords: count) { _ in .undecodable }
        }
    }
}

/// Records drawn for an old model and read by a new one.
enum Proof {
    /// How the new model read one record.
    enum Reading {
        case undecodable
        case decodedWithLoss(refused: Bool)
        case decoded(refused: Bool)
    }

    /// Seeded records for `Old` (every field's edge values, then
    /// `randomRecords` random ones): the accepted ones are encoded and given
    /// to `read`.
    static func observe<Old: GeneratedForm>(_ old: Old.Type, file: String, randomRecords: Int, read: (Data) -> Reading) -> Observation {
        var generator = RecordGenerator(random: SeededRandom(seed: seed(file)))
        let schema = Old.schema
        var candidates: [JSONText] = []
        for (index, field) in schema.fields.enumerated() {
            for value in 0..<generator.edgeCount(field) {
                if let record = generator.record(schema, edge: (index, value)) { candidates.append(record) }
            }
        }
        for _ in 0..<randomRecords {
            if let record = generator.record(schema) { candidates.append(record) }
        }
        var observation = Observation()
        for candidate in candidates {
            guard let decoded = try? JSONDecoder().decode(Old.self, from: Data(candidate.text.utf8)) else { continue }
            let record = decoded.normalized()
            guard record.validate(on: .submit).isEmpty, let data = try? JSONEncoder().encode(record) else { continue }
            observation.accepted += 1
            let json = String(decoding: data, as: UTF8.self)
            switch read(data) {
            case .undecodable:
                if observation.wireBreak == nil { observation.wireBreak = json }
            case .decodedWithLoss(let refused):
                observation.decoded += 1
                if observation.wireBreak == nil { observation.wireBreak = json }
                if refused, observation.validationBreak == nil { observation.validationBreak = json }
            case .decoded(let refused):
                observation.decoded += 1
                if refused, observation.validationBreak == nil { observation.validationBreak = json }
            }
        }
        return observation
    }

    /// Whether the new model refuses a record it decoded: `validate(on:
    /// .submit)` raises something, or `normalized()` changes it.
    static func refuses<New: GeneratedForm>(_ record: New) -> Bool {
        !record.validate(on: .submit).isEmpty || record.normalized() != record
    }

    /// Whether every key of the old JSON object is in the new one with an
    /// equal value.
    static func keepsEveryValue(_ old: Data, _ new: Data) -> Bool {
        guard let before = try? JSONSerialization.jsonObject(with: old) as? [String: Any],
              let after = try? JSONSerialization.jsonObject(with: new) as? [String: Any] else { return false }
        return before.allSatisfy { key, value in
            guard let kept = after[key] else { return false }
            return canonical(value) == canonical(kept)
        }
    }

    /// A JSON value written back out, keys sorted: equal values give equal bytes.
    private static func canonical(_ value: Any) -> Data? {
        try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
    }

    /// A seed per pair, so each draws its own records and a failure replays.
    static func seed(_ file: String) -> UInt64 {
        file.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }
}
