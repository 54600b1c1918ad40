import FormChecker
import FormcGenerated
import FormPreview
import FormRuntime
import Foundation
import Testing

/// `formc preview` prints the JSON shape of the generated model's synthesized
/// `Codable` (LANGUAGE.md §15): one key per field, an empty optional left out
/// (never `null`), decimals as numbers, lists as arrays.
@Suite struct PreviewJSONCodableTests {
    /// A generated model type, type-erased to what the test needs: decode
    /// the preview's JSON, and encode the model built from the same values.
    struct Model: Sendable {
        var decodes: @Sendable (Data, FormValues) throws -> Bool
        var encoded: @Sendable (FormValues) throws -> Data

        init<F: GeneratedForm>(_ type: F.Type) {
            decodes = { json, values in try JSONDecoder().decode(F.self, from: json) == F(fieldValues: values) }
            encoded = { values in try JSONEncoder().encode(F(fieldValues: values)) }
        }
    }

    static let models: [String: Model] = [
        "SignUp": Model(SignUp.self), "Booking": Model(Booking.self), "Transfer": Model(Transfer.self), "DailyGoals": Model(DailyGoals.self), "Checkout": Model(Checkout.self), "Survey": Model(Survey.self),
        "Nickname": Model(Nickname.self), "PhoneSignIn": Model(PhoneSignIn.self), "Membership": Model(Membership.self), "Intake": Model(Intake.self), "Bestellung": Model(Bestellung.self),
    ]

    /// The JSON text as a comparable value (key order aside).
    static func object(_ data: Data) throws -> NSDictionary {
        try #require(try JSONSerialization.jsonObject(with: data) as? NSDictionary)
    }

    @Test(arguments: [UInt64(7), 8, 9])
    func previewJSONIsTheGeneratedModelsCodableJSON(seed: UInt64) throws {
        var random = RandomValues(generator: SeededGenerator(state: seed))
        for form in try SpecForms.load() {
            let model = try #require(Self.models[form.name])
            for _ in 0..<200 {
                let values = random.values(for: form)
                let preview = Data(PreviewJSON.render(values, form: form).utf8)
                #expect(try model.decodes(preview, values), "\(form.name): \(String(decoding: preview, as: UTF8.self))")
                #expect(try Self.object(preview) == Self.object(model.encoded(values)), "\(form.name): \(String(decoding: preview, as: UTF8.self))")
            }
        }
    }

    @Test func anEmptyOptionalIsLeftOutNotNull() throws {
        let form = try #require(try SpecForms.load().first { $0.name == "PhoneSignIn" })
        let values = FormValues(fields: ["phone": .text("+7-999-123-45-67"), "code": FieldValue.none])
        #expect(PreviewJSON.render(values, form: form) == #"{"phone":"+7-999-123-45-67"}"# + "\n")
        let encoded = String(decoding: try JSONEncoder().encode(PhoneSignIn(phone: "+7-999-123-45-67")), as: UTF8.self)
        #expect(encoded == #"{"phone":"+7-999-123-45-67"}"#)
    }
}

/// The schema a generated model embeds as Swift values is the checker's
/// schema of the same form, value for value.
@Suite struct GeneratedSchemaTests {
    @Test func everyGeneratedSchemaEqualsTheCheckersSchema() throws {
        let generated: [String: FormSchema] = [
            "SignUp": SignUp.schema, "Booking": Booking.schema, "Transfer": Transfer.schema, "DailyGoals": DailyGoals.schema, "Checkout": Checkout.schema, "Survey": Survey.schema,
            "Nickname": Nickname.schema, "PhoneSignIn": PhoneSignIn.schema, "Membership": Membership.schema, "Intake": Intake.schema, "Bestellung": Bestellung.schema,
        ]
        let forms = try SpecForms.load()
        #expect(forms.count == generated.count)
        for form in forms {
            #expect(generated[form.name] == form.schema, "\(form.name)")
        }
    }
}
