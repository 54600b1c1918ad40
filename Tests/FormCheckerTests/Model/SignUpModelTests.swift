import FormChecker
import FormRuntime
import Foundation
import Testing

@Suite("Checked model of the signup spec")
struct SignUpModelTests {
    static func model() throws -> CheckedForm {
        let url = ConformanceTests.specsDirectory.appendingPathComponent("valid/signup.form")
        let outcome = Harness.run(try String(contentsOf: url, encoding: .utf8))
        #expect(outcome.diagnostics.isEmpty)
        return try #require(outcome.model.form(named: "SignUp"))
    }

    @Test("form attributes and locale")
    func form() throws {
        let form = try Self.model()
        #expect(form.docLines == ["Account creation, shown on first launch."])
        #expect(form.title == "Create account")
        #expect(form.submitLabel == nil, "not given: formc's built-in text")
        #expect(form.locale == LocaleTable.rules(for: "ru_RU"))
        #expect(form.locale?.decimalSeparator == ",")
        #expect(form.fields.map(\.name) == ["email", "password", "confirm", "phone", "code", "age", "budget", "newsletter", "goals"])
        #expect(form.translations.isEmpty)
    }

    @Test("email: presentation, chain, required, regex condition on blur")
    func email() throws {
        let email = try #require(try Self.model().field(named: "email"))
        #expect(email.type == FieldTypeRef(.text))
        #expect(email.label == "Email")
        #expect(email.placeholder == "name@example.com")
        #expect(email.caption == "We send a confirmation link")
        #expect(email.keyboard == .email && email.hasExplicitKeyboard)
        #expect(email.formatters == [.lowercase, .limit(254)])
        #expect(email.requiredMessage == "Enter your email")
        #expect(email.conditions.count == 1)
        let condition = try #require(email.conditions.first)
        #expect(condition.message == "That doesn't look like an email address")
        #expect(condition.trigger == .blur)
        guard case .not(.matches(.fieldValue(let reference), let regex)) = condition.expression else {
            Issue.record("unexpected shape \(condition.expression)")
            return
        }
        #expect(reference.isOwnField && reference.fieldIndex == 0 && reference.type == FieldTypeRef(.text))
        #expect(regex.pattern == #"[^@\s]+@[^@\s]+\.[^@\s]+"#)
        #expect(regex.matchesWholeValue)
    }

    @Test("password and confirm: secure modes and a cross-field condition")
    func secureFields() throws {
        let form = try Self.model()
        let password = try #require(form.field(named: "password"))
        #expect(password.secure == .toggle)
        #expect(password.conditions.first?.expression == .comparison(.less, .length(FieldReference(fieldIndex: 1, fieldName: "password", type: FieldTypeRef(.text), isOwnField: true, readsValue: false)), .literal(.int(8)), operands: .int))
        #expect(password.conditions.first?.trigger == .change)
        let confirm = try #require(form.field(named: "confirm"))
        #expect(confirm.secure == .secure)
        #expect(confirm.requiredMessage == nil)
        guard case .comparison(.notEqual, .fieldValue(let own), .fieldValue(let other), operands: .text)? = confirm.conditions.first?.expression else {
            Issue.record("unexpected \(String(describing: confirm.conditions.first))")
            return
        }
        #expect(own.isOwnField && own.fieldName == "confirm")
        #expect(!other.isOwnField && other.fieldName == "password" && other.fieldIndex == 1)
    }

    @Test("phone and code: named formatter expanded, mask")
    func masks() throws {
        let form = try Self.model()
        let phone = try #require(form.field(named: "phone"))
        #expect(phone.type == FieldTypeRef(.text, isOptional: true))
        #expect(phone.formatters == [.mask(try MaskPattern.parse("+7-###-###-##-##"), raw: false)])
        let code = try #require(form.field(named: "code"))
        #expect(code.formatters == [.mask(try MaskPattern.parse("#-#-#-#"), raw: false)])
        #expect(code.keyboard == .default && !code.hasExplicitKeyboard)
    }

    @Test("age, budget: numbers, ranges, enabled when")
    func numbers() throws {
        let form = try Self.model()
        let age = try #require(form.field(named: "age"))
        #expect(age.formatters == [.number(NumberOptions(grouping: false))])
        #expect(age.keyboard == .number)
        let condition = try #require(age.conditions.first?.expression)
        guard case .not(.inRange(.fieldValue(let reference), low: .literal(.int(0)), high: .literal(.int(150)), operands: .int)) = condition else {
            Issue.record("unexpected \(condition)")
            return
        }
        #expect(reference.type.isOptional)
        #expect(condition.readsOptionalValue)
        let budget = try #require(form.field(named: "budget"))
        #expect(budget.formatters == [.decimal(DecimalOptions(scale: 2))])
        #expect(budget.enabledWhen == .comparison(.greaterOrEqual, .fieldValue(FieldReference(fieldIndex: 5, fieldName: "age", type: FieldTypeRef(.int, isOptional: true))), .literal(.int(18)), operands: .int))
        #expect(budget.enabledWhen?.type == .bool)
    }

    @Test("newsletter and goals: default, list bounds")
    func toggleAndList() throws {
        let form = try Self.model()
        let newsletter = try #require(form.field(named: "newsletter"))
        #expect(newsletter.defaultValue == .bool(true))
        #expect(newsletter.formatters.isEmpty)
        let goals = try #require(form.field(named: "goals"))
        #expect(goals.isList)
        #expect(goals.listMinimum == 1 && goals.listMaximum == 20)
        #expect(goals.initialRowCount == 1)
        #expect(goals.formatters == [.limit(80)])
        #expect(goals.placeholder == "New goal")
    }

    @Test("defaults: int and decimal fields get their default chains, required without a message is the built-in one")
    func defaults() {
        let outcome = Harness.run("form F {\n field n: int { label \"Count\"; required }\n field d: decimal { label \"Price\"; default 2.50 }\n field x: text { required }\n}\n")
        #expect(outcome.errors.isEmpty)
        let form = outcome.model.forms.first
        #expect(form?.fields[0].formatters == [.number(NumberOptions(grouping: false))])
        #expect(form?.fields[0].isRequired == true)
        #expect(form?.fields[0].requiredMessage == nil, "the built-in text, shown in the form's language (LANGUAGE.md §21)")
        #expect(form?.fields[1].formatters == [.decimal(DecimalOptions(grouping: false))])
        #expect(form?.fields[1].defaultValue == .decimal(Decimal(string: "2.5", locale: Locale(identifier: "en_US_POSIX")) ?? 0))
        #expect(form?.fields[2].isRequired == true)
        #expect(form?.fields[2].requiredMessage == nil)
        #expect(form?.fields[1].isRequired == false)
    }

    @Test("translations reach the model")
    func translations() {
        let outcome = Harness.run("form F { field a: text { label \"Name\" } }\ntranslations \"ru\" { \"Name\" = \"Имя\" }\n")
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.model.forms.first?.translations == [CheckedTranslations(language: "ru", entries: ["Name": "Имя"])])
    }

    @Test("a custom locale block resolves with its overrides")
    func customLocale() {
        let outcome = Harness.run("locale \"de_CH_custom\" {\n base \"de_CH\"\n grouping \" \"\n groupSizes 3, 2\n minus \"−\"\n}\nform F {\n locale \"de_CH_custom\"\n field a: int { label \"A\" }\n}\n")
        #expect(outcome.diagnostics.isEmpty)
        let rules = outcome.model.forms.first?.locale
        #expect(rules?.identifier == "de_CH_custom")
        #expect(rules?.groupingSeparator == " ")
        #expect(rules?.decimalSeparator == LocaleTable.rules(for: "de_CH")?.decimalSeparator)
        #expect(rules?.primaryGroupSize == 3 && rules?.secondaryGroupSize == 2)
        #expect(rules?.minusSign == "−")
    }
}
