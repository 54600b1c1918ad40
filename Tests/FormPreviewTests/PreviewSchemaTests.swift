import FormcGenerated
import FormPreview
import FormRuntime
import Testing

@Suite struct PreviewSchemaTests {
    @Test func theInterpretedSchemaEqualsTheGeneratedOne() throws {
        let specs = try SpecForms.load()
        let generated: [String: FormSchema] = [
            "SignUp": SignUp.schema, "Booking": Booking.schema, "Transfer": Transfer.schema, "DailyGoals": DailyGoals.schema, "Checkout": Checkout.schema, "Survey": Survey.schema,
            "Nickname": Nickname.schema, "PhoneSignIn": PhoneSignIn.schema, "Membership": Membership.schema, "Intake": Intake.schema, "Bestellung": Bestellung.schema,
        ]
        for form in specs {
            let expected = try #require(generated[form.name], "a generated model for \(form.name)")
            #expect(PreviewSchema.schema(for: form) == expected, "\(form.name)")
        }
        #expect(specs.count == generated.count)
    }
}
