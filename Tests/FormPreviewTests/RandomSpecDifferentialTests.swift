import FormTestSupport
import FormChecker
import FormCodegen
import FormDiagnostics
import FormPreview
import FormRuntime
import FormSyntax
import Foundation
import Testing

/// Random valid specs → generated Swift, compiled into a program with the
/// built FormRuntime → its validators and `isEnabled` run on random values
/// → the same answers as the preview interpreter on the same checked forms.
///
/// Each run draws a new seed (printed; `FORMC_RANDOM_SPEC_SEED=N` repeats
/// it), so runs add up to new specs.
@Suite struct RandomSpecDifferentialTests {
    static let build = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/debug")
    static let specCount = 30
    static let valuesPerForm = 60

    /// One form's values as the program reads them: every value tagged with
    /// its kind (`t:`, `i:`, `d:` with the decimal's exact digits, `b:`, `n`).
    struct Case: Codable {
        var form: String
        var fields: [String: String]
        var lists: [String: [String]]
    }

    /// What the program answers for one case.
    struct Answer: Codable, Equatable {
        var errors: [String: [FieldError<String>]]
        var enabled: [String: Bool]
        /// The model's `conditionallyEnabledFields`.
        var conditional: [String]?
        /// `isVisible` for every field (LANGUAGE.md §13).
        var visible: [String: Bool] = [:]
        /// Whether `normalized()` is idempotent and raises no "not in the
        /// expected format" (LANGUAGE.md §20): always true.
        var stable = true
    }

    @Test func generatedValidatorsAgreeWithTheInterpreterOnRandomSpecs() throws {
        guard let swiftc = ChildProcess.find("swiftc") else {
            print("skipping: swiftc not found on PATH")
            return
        }
        let runtimeObjects = BuiltModuleObjects.objects(of: "FormRuntime", build: Self.build)
        guard !runtimeObjects.isEmpty, FileManager.default.fileExists(atPath: Self.build.appendingPathComponent("Modules/FormRuntime.swiftmodule").path) else {
            print("skipping: the debug build of FormRuntime is not at \(Self.build.path) (run through `swift test`)")
            return
        }
        let seed = RandomSpecGenerator.seedForThisRun("random spec differential: \(Self.specCount) specs")

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formc-differential-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        var generator = RandomSpecGenerator(random: SeededRandom(state: seed &* 31 &+ 5))
        var values = RandomValues(generator: SeededRandom(state: seed &+ 1))
        var forms: [CheckedForm] = []
        var sources: [String] = []
        for index in 0..<Self.specCount {
            let source = SourceFile(path: "random\(index).form", text: generator.spec(index: index))
            let (syntax, parseDiagnostics) = Parser.parse(source)
            let (checked, checkDiagnostics) = Checker.check(syntax)
            let errors = (parseDiagnostics + checkDiagnostics).filter { $0.severity == .error }
            try #require(errors.isEmpty, "seed \(seed): invalid spec \(index): \(errors.map(\.message))\n\(source.text(in: 0..<source.bytes.count))")
            forms += checked.forms
            // The model files only: the terminal bindings need FormTerminal.
            for file in GeneratedFiles.generate(checked, specName: source.path) where !file.name.contains("+Terminal") {
                let url = folder.appendingPathComponent(file.name)
                try file.content.write(to: url, atomically: true, encoding: .utf8)
                sources.append(url.path)
            }
        }

        var cases: [Case] = []
        var samples: [FormValues] = []
        for form in forms {
            for _ in 0..<Self.valuesPerForm {
                let sample = values.values(for: form)
                samples.append(sample)
                cases.append(Case(form: form.name, fields: sample.fields.mapValues(Self.tag), lists: sample.lists.mapValues { $0.map(Self.tag) }))
            }
        }
        let input = folder.appendingPathComponent("cases.json")
        try JSONEncoder().encode(cases).write(to: input)

        let main = folder.appendingPathComponent("main.swift")
        try Self.driver(formNames: forms.map(\.name)).write(to: main, atomically: true, encoding: .utf8)
        let program = folder.appendingPathComponent("differential").path
        let compile = try ChildProcess.run(swiftc, [
            "-swift-version", "6", "-module-name", "RandomForms", "-I", Self.build.appendingPathComponent("Modules").path,
            main.path,
        ] + sources + runtimeObjects + ["-o", program], timeout: 900)
        try #require(compile.status == 0, "seed \(seed): the generated code did not build:\n\(compile.output.prefix(4000))")

        let run = try ChildProcess.run(program, [input.path], output: .captureStandardOutput, timeout: 300)
        try #require(run.status == 0, "seed \(seed): the program failed (\(run.signal.map { "signal \($0)" } ?? "status \(run.status ?? -1)"))")
        let answers = try JSONDecoder().decode([Answer].self, from: Data(run.output.utf8))
        try #require(answers.count == cases.count)

        // The comparison means something only if conditions were raised.
        let raised = answers.reduce(0) { $0 + $1.errors.values.reduce(0) { $0 + $1.count } }
        #expect(raised > cases.count / 10, "seed \(seed): only \(raised) conditions raised in \(cases.count) cases")
        var failures = 0
        for (index, testCase) in cases.enumerated() {
            guard let form = forms.first(where: { $0.name == testCase.form }) else { continue }
            let interpreter = PreviewInterpreter(form: form, today: FormDate(checkedYear: 2026, month: 11, day: 23))
            let sample = samples[index]
            var expected = Answer(errors: [:], enabled: [:], conditional: form.fields.filter { $0.enabledWhen != nil && !$0.isDisabled }.map(\.name))
            for trigger in ValidationTrigger.allCases {
                expected.errors[trigger.rawValue] = interpreter.validate(sample, on: trigger)
            }
            for field in form.fields {
                expected.enabled[field.name] = interpreter.isEnabled(field.name, sample)
                expected.visible[field.name] = interpreter.isVisible(field.name, sample)
            }
            if answers[index] != expected {
                failures += 1
                Issue.record("seed \(seed): \(form.name) with \(sample):\ngenerated   \(answers[index])\ninterpreter \(expected)")
                if failures >= 5 { return }
            }
        }
    }

    /// A value as the program reads it back (its `untag`): the kind, then
    /// the value's exact text.
    static func tag(_ value: FieldValue) -> String {
        switch value {
        case .text(let text): "t:" + text
        case .int(let number): "i:" + String(number)
        case .decimal(let number): "d:" + number.description
        case .bool(let flag): "b:" + String(flag)
        case .choice(let id): "c:" + id
        case .choices(let ids): "m:" + ids.joined(separator: ",")
        case .date(let date): "D:" + date.description
        case .month(let month): "M:" + month.description
        case .none: "n"
        }
    }

    /// The program: reads the cases, builds each generated model from its
    /// values and answers `validate(on:)` for every trigger and `isEnabled`
    /// for every field, as JSON.
    static func driver(formNames: [String]) -> String {
        """
        import FormRuntime
        import Foundation

        struct Case: Codable { var form: String; var fields: [String: String]; var lists: [String: [String]] }
        struct Answer: Codable { var errors: [String: [FieldError<String>]]; var enabled: [String: Bool]; var conditional: [String]?; var visible: [String: Bool]; var stable: Bool }

        func untag(_ code: String) -> FieldValue {
            let rest = String(code.dropFirst(2))
            switch code.prefix(2) {
            case "t:": return .text(rest)
            case "i:": return Int(rest).map(FieldValue.int) ?? .none
            case "d:": return Decimal(string: rest, locale: Locale(identifier: "en_US_POSIX")).map(FieldValue.decimal) ?? .none
            case "b:": return .bool(rest == "true")
            case "D:": return FormDate(iso: rest).map(FieldValue.date) ?? .none
            case "M:": return FormMonth(iso: rest).map(FieldValue.month) ?? .none
            case "c:": return .choice(rest)
            case "m:": return .choices(rest.isEmpty ? [] : rest.split(separator: ",").map(String.init))
            default: return .none
            }
        }

        // The interpreter's `today`: conditions that read it answer the same.
        let today = FormDate(checkedYear: 2026, month: 11, day: 23)

        func answer<F: GeneratedForm>(_ type: F.Type, _ values: FormValues) -> Answer {
            let model = F(fieldValues: values)
            var result = Answer(errors: [:], enabled: [:], conditional: F.conditionallyEnabledFields.map(\\.rawValue), visible: [:], stable: true)
            for trigger in ValidationTrigger.allCases {
                let errors: [FieldError<F.Field>] = model.validate(on: trigger, today: today)
                result.errors[trigger.rawValue] = errors.map { FieldError(field: $0.field.rawValue, cause: $0.cause, message: $0.message) }
            }
            // LANGUAGE.md §20: a normalized model is its own normalized form.
            let normal = model.normalized()
            result.stable = normal.normalized() == normal
                && !normal.validate(on: .submit, today: today).contains { $0.cause == .unexpectedFormat }
            for field in F.Field.allCases {
                result.enabled[field.rawValue] = model.isEnabled(field, today: today)
                result.visible[field.rawValue] = model.isVisible(field, today: today)
            }
            return result
        }

        let forms: [String: any GeneratedForm.Type] = [
        \(formNames.map { "    \"\($0)\": \($0).self," }.joined(separator: "\n"))
        ]
        let cases = try JSONDecoder().decode([Case].self, from: Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1])))
        var answers: [Answer] = []
        for item in cases {
            guard let type = forms[item.form] else { fatalError("unknown form \\(item.form)") }
            answers.append(answer(type, FormValues(fields: item.fields.mapValues(untag), lists: item.lists.mapValues { $0.map(untag) })))
        }
        FileHandle.standardOutput.write(try JSONEncoder().encode(answers))

        """
    }
}
