@_spi(Generated) import FormRuntime
import Testing
import ValidatorBaseline

/// The hand-written validators that ValidatorBenchmark times the generated
/// ones against raise exactly the same errors on the benchmark's records,
/// for every trigger, so the comparison is of equal work.
@Suite struct HandWrittenBaselineTests {
    @Test func signUpRaisesWhatTheGeneratedSignUpRaises() {
        let differences = SameErrors.signUp(BenchmarkRecords.signUp(2_000))
        #expect(differences.isEmpty, "\(differences.prefix(5))")
    }

    @Test func membershipRaisesWhatTheGeneratedMembershipRaises() {
        let records = BenchmarkRecords.membership(2_000)
        for today in [FormDate.today(), FormDate(checkedYear: 2026, month: 2, day: 28), FormDate(checkedYear: 2028, month: 2, day: 29)] {
            let differences = SameErrors.membership(records, today: today)
            #expect(differences.isEmpty, "\(today): \(differences.prefix(5))")
        }
    }

    @Test func theRecordsRaiseSomethingOfEveryKind() {
        let records = BenchmarkRecords.signUp(8)
        let messages = Set(records.flatMap { HandWrittenSignUp(fieldValues: $0).validate(on: .submit).map(\.message) })
        #expect(messages.count == 4, "\(messages)")
        let members = BenchmarkRecords.membership(200)
        let memberMessages = Set(members.flatMap { HandWrittenMembership(fieldValues: $0).validate(on: .submit).map(\.message) })
        #expect(memberMessages.count == 3, "\(memberMessages)")
    }

    /// The byte scan agrees with the spec's pattern on addresses the
    /// records do not have: outside ASCII, dots at the edges, two `@`.
    @Test func handWrittenEmailCheckMatchesThePattern() {
        let pattern = FormPattern("[^@\\s]+@[^@\\s]+\\.[^@\\s]+")
        let texts = ["a@b.c", "a@.c", "a@b.", "a@bc", "@b.c", "a@@b.c", "a@b@c.d", "a b@c.d", "a@b..c", "a@b.c.d", "é@b.c", "a@é.ç",
                     "a@b\u{3000}.c", "a\r\n@b.c", "a@b.c\n", "a@b\u{301}.c", ".@..", "a@..", "a@b.\u{301}"]
        for text in texts {
            let hand = HandWrittenSignUp(email: text).validate(on: .blur).contains { $0.field == .email }
            #expect(hand == !pattern.matches(text), "\(text.debugDescription)")
        }
    }
}
