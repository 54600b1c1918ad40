// The records of the JSON Schema proof (`formc export --json-schema`,
// docs/EXPORT.md): seeded JSON records for every form of specs/, near the
// edges of what each field takes, each judged by the form's generated model
// (Generated/). Tests/SchemaProof/check_records.py then checks them against
// the exported schemas with a real JSON Schema validator.
//
//   SchemaProofRecords --output FILE [--seed N] [--walks N]
//
// Each walk draws a record, then redraws the fields the model refused (and
// now and then another) until the model accepts it or 30 steps have passed:
// so the records come both refused and accepted, near the rules' edges.
//
// One JSON line per record: {"schema": "SignUp.schema.json", "json": "<the
// record's text>", "accepted": true|false, "why": "…"}. The model accepts a
// record when it decodes and validate(on: .submit) (today fixed at
// 2026-11-23) raises nothing; for every record that decodes, the record the
// model writes for its normalized() form follows it, judged alike.
import FormRuntime
import FormcGenerated
import Foundation

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
guard let outputPath = option("--output") else {
    FileHandle.standardError.write(Data("usage: SchemaProofRecords --output FILE [--seed N] [--walks N]\n".utf8))
    exit(2)
}
let seed = option("--seed").flatMap(UInt64.init) ?? 30
let walks = option("--walks").flatMap(Int.init) ?? 150
let stepsPerWalk = 30
let today = FormDate(checkedYear: 2026, month: 11, day: 23)

var lines: [String] = []
var summary: [String] = []
@MainActor func judge<Form: GeneratedForm>(_ form: Form.Type) {
    var generator = RecordGenerator(schema: Form.schema, seed: seed &+ UInt64(lines.count))
    var accepted = 0
    var total = 0
    func add(_ json: String, _ verdict: (accepted: Bool, why: String)) {
        total += 1
        if verdict.accepted { accepted += 1 }
        let line: [String: Any] = ["schema": Form.schema.name + ".schema.json", "json": json, "accepted": verdict.accepted, "why": verdict.why]
        if let data = try? JSONSerialization.data(withJSONObject: line, options: [.sortedKeys]) { lines.append(String(decoding: data, as: UTF8.self)) }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    for _ in 0..<walks {
        var json = generator.record()
        for _ in 0..<stepsPerWalk {
            let model: Form
            do {
                model = try JSONDecoder().decode(Form.self, from: Data(json.utf8))
            } catch {
                add(json, (false, "does not decode: \(String(describing: error).prefix(300))"))
                json = generator.redraw([])
                continue
            }
            let errors = model.validate(on: .submit, today: today)
            add(json, verdict(errors))
            let normalized = model.normalized()
            if let data = try? encoder.encode(normalized) {
                add(String(decoding: data, as: UTF8.self), verdict(normalized.validate(on: .submit, today: today)))
            }
            if errors.isEmpty { break }
            json = generator.redraw(Set(errors.map { String(describing: $0.field) }))
        }
    }
    summary.append("\(Form.schema.name): \(total) records, \(accepted) accepted by the model")

    func verdict(_ errors: [FieldError<Form.Field>]) -> (accepted: Bool, why: String) {
        errors.isEmpty ? (true, "accepted") : (false, errors.map { "\($0.field): \($0.message)" }.joined(separator: "; "))
    }
}

judge(SignUp.self)
judge(Transfer.self)
judge(Booking.self)
judge(Bestellung.self)
judge(Checkout.self)
judge(DailyGoals.self)
judge(Intake.self)
judge(Membership.self)
judge(Nickname.self)
judge(PhoneSignIn.self)
judge(Survey.self)

do {
    try (lines.joined(separator: "\n") + "\n").write(toFile: outputPath, atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("SchemaProofRecords: cannot write \(outputPath): \(error)\n".utf8))
    exit(2)
}
for line in summary { print(line) }
print("\(lines.count) records written to \(outputPath) (seed \(seed))")
