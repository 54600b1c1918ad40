import FormRuntime

/// Sections (LANGUAGE.md §13): presentation only. A section's heading is
/// drawn above its first visible field; a section without a visible field
/// shows no heading.
extension FormSession {
    /// The section `field` belongs to, or nil outside any section.
    public func section(of field: Form.Field) -> SectionSchema? {
        guard let index = index(field), let section = schema.fields[index].sectionIndex,
              schema.sections.indices.contains(section) else { return nil }
        return schema.sections[section]
    }

    /// The section whose heading is drawn above `field`: its section, when
    /// `field` is that section's first visible field; else nil.
    public func heading(above field: Form.Field) -> SectionSchema? {
        guard let index = index(field), fields[index].isVisible, let section = schema.fields[index].sectionIndex,
              schema.sections.indices.contains(section) else { return nil }
        let first = schema.fields.indices.first { schema.fields[$0].sectionIndex == section && fields[$0].isVisible }
        return first == index ? schema.sections[section] : nil
    }
}
