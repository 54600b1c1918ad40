/// The date and month accessors and setters of ``FormValues``, named like
/// the others (one label per type).
extension FormValues {
    /// A date field's value, or nil when absent or not a date.
    public func date(_ name: String) -> FormDate? { field(name)?.dateValue }
    /// A month field's value, or nil when absent or not a month.
    public func month(_ name: String) -> FormMonth? { field(name)?.monthValue }
    /// A list's date rows (rows of other kinds skipped).
    public func dateRows(_ name: String) -> [FormDate] { (list(name) ?? []).compactMap(\.dateValue) }
    /// A list's month rows.
    public func monthRows(_ name: String) -> [FormMonth] { (list(name) ?? []).compactMap(\.monthValue) }

    /// Sets a date field.
    public mutating func set(_ name: String, date value: FormDate) { fields[name] = .date(value) }
    /// Sets a month field.
    public mutating func set(_ name: String, month value: FormMonth) { fields[name] = .month(value) }
    /// Sets an optional date field (`nil` is stored as `.none`).
    public mutating func set(_ name: String, optionalDate value: FormDate?) { fields[name] = value.map(FieldValue.date) ?? FieldValue.none }
    /// Sets an optional month field.
    public mutating func set(_ name: String, optionalMonth value: FormMonth?) { fields[name] = value.map(FieldValue.month) ?? FieldValue.none }
    /// Sets a list of date rows.
    public mutating func set(_ name: String, dateRows rows: [FormDate]) { lists[name] = rows.map(FieldValue.date) }
    /// Sets a list of month rows.
    public mutating func set(_ name: String, monthRows rows: [FormMonth]) { lists[name] = rows.map(FieldValue.month) }
}

extension FieldValue {
    /// The value of a `date` field (`type` `.date`) or a `month` field (any
    /// other) naming `year`, `month` and `day` (a month's day ignored), or
    /// `.none` when that is not a calendar date.
    package init(year: Int, month: Int, day: Int, type: FieldType) {
        if type == .date {
            self = FormDate(year: year, month: month, day: day).map(FieldValue.date) ?? .none
        } else {
            self = FormMonth(year: year, month: month).map(FieldValue.month) ?? .none
        }
    }
}
