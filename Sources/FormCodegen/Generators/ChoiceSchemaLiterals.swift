import FormRuntime

/// The §13 parts of the emitted schema: a field's options, `multiple`,
/// section index and visibility flag, and the sections themselves. Kept
/// apart from ``SchemaGenerator`` so the two evolve independently.
enum ChoiceSchemaLiterals {
    /// The `FieldSchema(…)` arguments for §13, those equal to the defaults left out.
    static func arguments(_ field: FieldSchema) -> [SwiftArgument] {
        var arguments: [SwiftArgument] = []
        if !field.options.isEmpty {
            arguments.append(SwiftArgument("options", .array(field.options.map { option in
                .call(.identifier("ChoiceOption"), [SwiftArgument("id", .string(option.id)), SwiftArgument("label", .string(option.label))])
            })))
        }
        if field.allowsMultiple { arguments.append(SwiftArgument("allowsMultiple", .boolean(true))) }
        if let index = field.sectionIndex { arguments.append(SwiftArgument("sectionIndex", .integer(index))) }
        if field.hasVisibilityCondition { arguments.append(SwiftArgument("hasVisibilityCondition", .boolean(true))) }
        return arguments
    }

    /// `SectionSchema(title: …, caption: …, hasVisibilityCondition: …)`.
    static func section(_ section: SectionSchema) -> SwiftExpression {
        var arguments = [SwiftArgument("title", .string(section.title))]
        if let caption = section.caption { arguments.append(SwiftArgument("caption", .string(caption))) }
        if section.hasVisibilityCondition { arguments.append(SwiftArgument("hasVisibilityCondition", .boolean(true))) }
        return .call(.identifier("SectionSchema"), arguments)
    }
}
