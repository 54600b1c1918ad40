/// How values are shown to a developer (`print`, `dump`, `Mirror`, a log):
/// every value but a secret one, which shows `•••` (LANGUAGE.md §8, §21).
extension FormValues: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `FormValues(name: "Ann", pin: •••, phones: ["555"])`, names sorted,
    /// secret values as `•••`.
    public var description: String {
        var text = FormDescription("FormValues")
        for name in (Array(fields.keys) + Array(lists.keys)).sorted() {
            if secretNames.contains(name) {
                text.secret(name)
            } else if let value = fields[name] {
                text.field(name, value)
            } else if let rows = lists[name] {
                text.field(name, rows)
            }
        }
        return text.text
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// One child per field and list, names sorted, a secret one as `•••`.
    public var customMirror: Mirror {
        var mirror = FormMirror()
        for name in (Array(fields.keys) + Array(lists.keys)).sorted() {
            if secretNames.contains(name) {
                mirror.secret(name)
            } else if let value = fields[name] {
                mirror.field(name, value)
            } else if let rows = lists[name] {
                mirror.field(name, rows)
            }
        }
        return mirror.mirror(of: self)
    }
}
