import FormRuntime

/// The names a condition can see: the fields and lists of its form, and the
/// field the condition belongs to (`value`, `length`).
struct ExpressionScope {
    /// One field or list of the form as the model numbers it.
    struct Field {
        var name: String
        var index: Int
        var type: FieldTypeRef
        var isList: Bool
        /// A choice's option identifiers in spec order.
        let options: [String]
        /// The same identifiers, for lookups in constant time (a condition
        /// per option must not make checking quadratic).
        let knownOptions: Set<String>
        /// Whether it is a `multiple` choice.
        var isMultiple = false

        /// A field with no options (not a choice).
        init(name: String, index: Int, type: FieldTypeRef, isList: Bool) {
            self.init(name: name, index: index, type: type, isList: isList, options: ChoiceOptionNames())
        }

        /// A field with the option identifiers of its declaration
        /// (``FieldResolver/optionNames(of:)``, empty unless it is a choice).
        init(name: String, index: Int, type: FieldTypeRef, isList: Bool, options: ChoiceOptionNames, isMultiple: Bool = false) {
            self.name = name
            self.index = index
            self.type = type
            self.isList = isList
            self.options = options.ordered
            self.knownOptions = options.known
            self.isMultiple = isMultiple
        }
    }

    /// The form's fields by name (the first declaration of a name).
    var fields: [String: Field]
    /// Field names in declaration order, for suggestions.
    var orderedNames: [String]
    /// The field the condition belongs to.
    var own: Field
    /// Whether the condition belongs to a section rather than a field: it
    /// has no `value` or `length` of its own.
    var isSectionCondition = false

    /// A reference to `field` as seen from this scope.
    func reference(to field: Field, readsValue: Bool = true) -> FieldReference {
        var reference = FieldReference(
            fieldIndex: field.index, fieldName: field.name, type: field.type, isList: field.isList,
            isOwnField: field.index == own.index && !isSectionCondition, readsValue: readsValue
        )
        reference.isMultiple = field.isMultiple
        return reference
    }
}

/// A choice's option identifiers, repeats dropped: in spec order and as a
/// set, built in one pass (the set the pass needs to drop repeats is the one
/// lookups use: a choice of many options is hashed once, not once per use).
struct ChoiceOptionNames {
    /// The identifiers in spec order, each once.
    var ordered: [String] = []
    /// The same identifiers.
    var known: Set<String> = []
}
