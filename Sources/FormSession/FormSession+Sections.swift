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
        return headsSection(index) ? schema.sections[section] : nil
    }

    /// Whether field `index` is the first visible field of its section, so
    /// its section's heading is drawn above it (walks that section only).
    package func headsSection(_ index: Int) -> Bool {
        guard fields[index].isVisible, let section = schema.fields[index].sectionIndex,
              sectionMembers.indices.contains(section) else { return false }
        return sectionMembers[section].first { fields[$0].isVisible } == index
    }
}
