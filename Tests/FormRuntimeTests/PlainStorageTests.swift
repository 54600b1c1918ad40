@_spi(Generated) import FormRuntime
import Foundation
import Testing

/// The two ways a field table writes a plain field: through its storage
/// (``PlainStorage``: a switch on its kind and a store at its offset, what
/// `init(fieldValues:)` and a session's `_FormcSet` use) and through the
/// closures its factory made (``FieldAccess/read`` and
/// ``FieldAccess/storing``, which every field has). They must agree for
/// every kind, shape and value.
@Suite struct PlainStorageTests {
    /// Every plain field of `Kinds` (optional or not, of each of the six
    /// types) has a storage of its type, and no list or choice has one.
    @Test func everyPlainFieldAndNoOtherHasAStorageOfItsKind() {
        let table = Kinds._FormcFields
        let expected: [Kinds.Field: (PlainStorage.Kind, Bool)] = [
            .text: (.text, false), .int: (.int, false), .decimal: (.decimal, false), .bool: (.bool, false),
            .date: (.date, false), .month: (.month, false),
            .optionalText: (.text, true), .optionalInt: (.int, true), .optionalDecimal: (.decimal, true),
            .optionalBool: (.bool, true), .optionalDate: (.date, true), .optionalMonth: (.month, true),
        ]
        for (position, field) in Kinds.Field.allCases.enumerated() {
            let storage = table.storages[position]
            if let (kind, isOptional) = expected[field] {
                #expect(storage?.kind == kind && storage?.isOptional == isOptional, "\(field)")
            } else {
                #expect(storage == nil, "\(field)")
            }
        }
    }

    /// Taking a value through the storage leaves the model as the field's
    /// `read` closure leaves it (`init(fieldValues:)`), and says whether it
    /// took it: always for an optional field, for a non-optional one only a
    /// value of its kind (an int for a decimal).
    @Test func takingIsWhatTheReadClosureDoes() {
        let table = Kinds._FormcFields
        for (position, field) in Kinds.Field.allCases.enumerated() {
            guard let storage = table.storages[position] else { continue }
            for value in FieldTableTests.values {
                var taken = FieldTableTests.record
                let took = storage.take(value, into: &taken)
                var read = FieldTableTests.record
                table.fields[position].access.read(&read, value)
                #expect(taken == read, "\(field) \(value)")
                #expect(took == (storage.isOptional || Self.isOf(storage.kind, value)), "\(field) \(value)")
            }
        }
    }

    /// A session's store (`_FormcSet(_:at:to:)`, through the storage) is the
    /// field's `storing` closure: a value of its kind, else its default.
    @Test func storingAtAPositionIsWhatTheStoringClosureDoes() {
        let table = Kinds._FormcFields
        for (position, field) in Kinds.Field.allCases.enumerated() {
            for value in FieldTableTests.values {
                var stored = FieldTableTests.record
                stored._FormcSet(field, at: position, to: value)
                var closure = FieldTableTests.record
                table.fields[position].access.storing(table.blank)(&closure, value)
                #expect(stored == closure, "\(field) \(value)")
            }
        }
        var outside = FieldTableTests.record
        outside._FormcSet(.text, at: Kinds.Field.allCases.count, to: .text("x"))
        #expect(outside == FieldTableTests.record, "a position past the table changes nothing")
    }

    /// A text moved into the model is the text given, and the model's copy
    /// is its own (the storage moves the value the caller gives up).
    @Test func aTakenTextIsTheTextGivenAndTheModelsOwn() {
        var model = Kinds()
        let long = String(repeating: "é", count: 100)
        #expect(Kinds._FormcFields.storages[0]?.take(.text(long), into: &model) == true)
        model.text.append("!")
        #expect(model.text == long + "!" && long.count == 100)
    }

    /// The position of a case is its tag: for the 21 cases of `Kinds`, an
    /// enum of one case (no bytes), and one of 300 (two bytes); a type that
    /// is no such enum has none.
    @Test func aCasesTagIsItsPosition() {
        #expect(Kinds._FormcFields.tagIsPosition)
        for (position, field) in Kinds.Field.allCases.enumerated() {
            #expect(Kinds._FormcFields.position(of: field) == position)
            #expect(CaseTag.of(field) == position)
        }
        #expect(CaseTag.of(One.only) == 0)
        #expect(Wide.allCases.enumerated().allSatisfy { CaseTag.of($1) == $0 })
        #expect(MemoryLayout<Wide>.size == 2)
        #expect(CaseTag.of("a string") == -1 && CaseTag.of(7) == -1)
    }

    /// Whether `value` is of `kind` as ``PlainStorage`` reads it: its own
    /// case, or an int for a decimal.
    static func isOf(_ kind: PlainStorage.Kind, _ value: FieldValue) -> Bool {
        switch (kind, value) {
        case (.text, .text), (.int, .int), (.decimal, .decimal), (.decimal, .int), (.bool, .bool), (.date, .date), (.month, .month): true
        default: false
        }
    }

    enum One: CaseIterable { case only }

    enum Wide: CaseIterable {
        case c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24
        case c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47, c48, c49
        case c50, c51, c52, c53, c54, c55, c56, c57, c58, c59, c60, c61, c62, c63, c64, c65, c66, c67, c68, c69, c70, c71, c72, c73, c74
        case c75, c76, c77, c78, c79, c80, c81, c82, c83, c84, c85, c86, c87, c88, c89, c90, c91, c92, c93, c94, c95, c96, c97, c98, c99
        case c100, c101, c102, c103, c104, c105, c106, c107, c108, c109, c110, c111, c112, c113, c114, c115, c116, c117, c118, c119, c120, c121, c122, c123, c124
        case c125, c126, c127, c128, c129, c130, c131, c132, c133, c134, c135, c136, c137, c138, c139, c140, c141, c142, c143, c144, c145, c146, c147, c148, c149
        case c150, c151, c152, c153, c154, c155, c156, c157, c158, c159, c160, c161, c162, c163, c164, c165, c166, c167, c168, c169, c170, c171, c172, c173, c174
        case c175, c176, c177, c178, c179, c180, c181, c182, c183, c184, c185, c186, c187, c188, c189, c190, c191, c192, c193, c194, c195, c196, c197, c198, c199
        case c200, c201, c202, c203, c204, c205, c206, c207, c208, c209, c210, c211, c212, c213, c214, c215, c216, c217, c218, c219, c220, c221, c222, c223, c224
        case c225, c226, c227, c228, c229, c230, c231, c232, c233, c234, c235, c236, c237, c238, c239, c240, c241, c242, c243, c244, c245, c246, c247, c248, c249
        case c250, c251, c252, c253, c254, c255, c256, c257, c258, c259, c260, c261, c262, c263, c264, c265, c266, c267, c268, c269, c270, c271, c272, c273, c274
        case c275, c276, c277, c278, c279, c280, c281, c282, c283, c284, c285, c286, c287, c288, c289, c290, c291, c292, c293, c294, c295, c296, c297, c298, c299
    }
}
