import Foundation
import Testing
@testable import FormCodegen

/// LANGUAGE.md §13 through the typed API: a Swift program compiled against
/// the generated code of a choice spec uses nested enums, `isVisible`,
/// conditional requirement, `contains`/`count`, `init(fieldValues:)`,
/// `fieldValues` and Codable, never a field name as a string.
@Suite struct ChoiceAPITests {
    static let spec = """
    form Order {
        field method: choice { label "Method"; option courier "Courier"; option pickup "Pick up" }
        section "Address" {
            caption "Where it goes"
            visible when method == .courier
            field country: choice? { label "Country"; option fr "France"; option ch "Switzerland"; option `default` "Other" }
            field canton: text? { label "Canton"; visible when country == .ch; required "Enter a canton" when country == .ch }
        }
        field extras: choice {
            label "Extras"
            multiple
            option gift "Gift"
            option note "Note"
            option insurance "Insurance"
            default [gift]
            required "Pick one"
            error "At most two" when count(value) > 2
        }
        field message: text { label "Message"; visible when extras contains .note; required "Write it" }
    }
    """

    static let main = """
    func check(_ ok: Bool, _ what: String) { if !ok { fatalError(what) } }
    func main() throws {
        var order = Order()
        check(order.method == .courier, "first option by default")
        check(order.country == nil && order.extras == [.gift], "defaults")
        check(Order.Country.allCases.map(\\.rawValue) == ["fr", "ch", "default"], "raw values are the option ids")
        check(order.isVisible(.country) && !order.isVisible(.canton) && !order.isVisible(.message), "visibility at start")
        check(order.validate().isEmpty, "nothing to report at start")
        order.country = .ch
        check(order.isVisible(.canton), "canton shown for ch")
        check(order.validate().map(\\.message) == ["Enter a canton"], "required when")
        order.method = .pickup
        check(!order.isVisible(.canton) && !order.isVisible(.country), "the section hides its fields")
        check(order.validate().isEmpty, "hidden fields are not validated")
        order.extras = [.gift, .note, .insurance]
        check(order.isVisible(.message), "contains")
        check(order.validate().map(\\.message) == ["At most two", "Write it"], "count and required")
        order.extras = []
        check(order.validate().map(\\.field) == [.extras], "required multiple means at least one")
        order.extras = [.gift, .note]  // option order: decoding and init(fieldValues:) keep a multiple choice in it
        order.message = "Hi"
        let json = String(decoding: try JSONEncoder().encode(order), as: UTF8.self)
        check(json.contains("\\"extras\\":[\\"gift\\",\\"note\\"]") && json.contains("\\"country\\":\\"ch\\"") && json.contains("\\"method\\":\\"pickup\\""), json)
        check(try JSONDecoder().decode(Order.self, from: Data(json.utf8)) == order, "round trip")
        let values = order.fieldValues
        check(Order(fieldValues: values) == order, "field values round trip")
        var other = FormValues()
        other.set("extras", choices: [Order.Extras.insurance, Order.Extras.gift])
        check(Order(fieldValues: other).extras == [.gift, .insurance], "option order")
        print("ok")
    }
    try main()
    """

    @Test func aProgramUsesChoicesThroughTheTypedAPI() throws {
        // `default` is a Swift keyword: an option of that name is a backticked case.
        let spec = Self.spec.replacingOccurrences(of: "option `default`", with: "option default")
        guard let output = try GeneratedProgram.run(specs: ["order.form": spec], main: Self.main) else { return }
        #expect(output == "ok\n")
    }
}
