/// A field's `format` chain bound to a locale: the single implementation of
/// input handling that generated code, the terminal and `formc try` share.
///
/// Formatters run left to right on every edit; each receives the text, caret
/// and inserted span from the one before, and if any rejects the edit, the
/// whole edit is rejected and the state is returned unchanged.
public struct FormatterChain: Sendable, Hashable {
    /// The formatters, in order.
    public var formatters: [FormatterSpec] {
        didSet { recompile() }
    }
    /// The number and case-mapping rules.
    public var locale: LocaleRules {
        didSet { recompile() }
    }
    /// The formatters prepared for the keystroke path, on characters.
    private var compiled: [CompiledFormatter<Character>]
    /// The same formatters on scalars, or `nil` when one of them cannot run
    /// on scalars (see ``ScalarText``).
    private var scalarCompiled: [CompiledFormatter<Unicode.Scalar>]?
    /// What the chain keeps of printable ASCII unchanged, when it is made of
    /// filters only (LANGUAGE.md §20's fast path).
    private(set) var plainASCII: PlainASCIIRule?
    /// Whether a `decimal` formatter of the chain accepts a fractional part
    /// (no `scale`, or one above 0): whether a device's decimal separator
    /// can mean anything to it (LANGUAGE.md §21). Kept so that a keystroke
    /// into any other field asks one flag.
    package private(set) var takesFraction = false
    /// The patterns of the chain's `mask(…, raw: true)` formatters, in
    /// order: a `text` value is their slot characters (usually none, so
    /// reading a value walks no formatter).
    private(set) var rawMasks: [MaskPattern] = []

    /// Creates a chain.
    public init(formatters: [FormatterSpec], locale: LocaleRules) {
        self.formatters = formatters
        self.locale = locale
        self.compiled = []
        recompile()
    }

    private mutating func recompile() {
        // `Character` holds any text, so every formatter compiles for it.
        compiled = Self.compile(formatters, locale: locale) ?? []
        scalarCompiled = Self.compile(formatters, locale: locale)
        plainASCII = PlainASCIIRule(formatters)
        takesFraction = formatters.contains { spec in
            guard case .decimal(let options) = spec else { return false }
            return options.scale != 0
        }
        rawMasks = formatters.compactMap { spec in
            guard case let .mask(pattern, raw: true) = spec else { return nil }
            return pattern
        }
    }

    /// The formatters compiled for `Unit`, or `nil` when one cannot be.
    private static func compile<Unit: TextUnit>(_ formatters: [FormatterSpec], locale: LocaleRules) -> [CompiledFormatter<Unit>]? {
        var result: [CompiledFormatter<Unit>] = []
        result.reserveCapacity(formatters.count)
        for formatter in formatters {
            guard let compiled = CompiledFormatter<Unit>(formatter, locale: locale) else { return nil }
            result.append(compiled)
        }
        return result
    }

    /// This chain with the keystroke fast path turned off: every edit takes
    /// the `Character` path. For tests that run vectors through both paths.
    func characterPathOnly() -> FormatterChain {
        var copy = self
        copy.scalarCompiled = nil
        return copy
    }

    /// Whether edits of simple text take the scalar fast path.
    var hasFastPath: Bool { scalarCompiled != nil }

    /// Chains are equal when their formatters and locale are.
    public static func == (lhs: FormatterChain, rhs: FormatterChain) -> Bool {
        lhs.formatters == rhs.formatters && lhs.locale == rhs.locale
    }

    /// Hashes the formatters and locale.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(formatters)
        hasher.combine(locale)
    }

    /// The chain of a field without `format`: `number(grouping: false)` for
    /// `int`, `decimal(grouping: false)` for `decimal`, the locale's date
    /// pattern for `date`, `MM/YY` for `month`, none otherwise.
    public static func `default`(for type: FieldType, locale: LocaleRules) -> FormatterChain {
        switch type {
        case .int: FormatterChain(formatters: [.number(NumberOptions(grouping: false))], locale: locale)
        case .decimal: FormatterChain(formatters: [.decimal(DecimalOptions(grouping: false))], locale: locale)
        case .date: FormatterChain(formatters: [.date(.defaultDate(locale: locale))], locale: locale)
        case .month: FormatterChain(formatters: [.date(.defaultMonth)], locale: locale)
        case .text, .bool, .choice: FormatterChain(formatters: [], locale: locale)
        }
    }

    /// Applies `edit` to `state` and returns what the field shows next.
    ///
    /// A rejected edit returns `state` unchanged. While `state` is composing,
    /// an edit inside the marked text changes it only, unformatted; an edit
    /// outside it commits the marked text as it stands first (LANGUAGE.md
    /// §21, ``setMarkedText(_:in:)``).
    public func apply(_ edit: TextEdit, to state: EditingState) -> EditingState {
        if state.composing != nil { return editMarkedText(edit, in: state) }
        if let result = applyOnScalars(edit, to: state) { return result }
        return applyOnCharacters(edit, to: state)
    }

    /// The fast path of ``apply(_:to:)``: `nil` when the chain or the text
    /// needs the `Character` path (some scalar is not a cluster of its own).
    func applyOnScalars(_ edit: TextEdit, to state: EditingState) -> EditingState? {
        guard let formatters = scalarCompiled else { return nil }
        return Self.run(formatters, edit, on: state)
    }

    /// The general path of ``apply(_:to:)``, on characters (grapheme
    /// clusters): the same formatters as the fast path, on another unit.
    func applyOnCharacters(_ edit: TextEdit, to state: EditingState) -> EditingState {
        if state.composing != nil { return editMarkedText(edit, in: state) }
        // `Character` holds any text, so there is always a step.
        return Self.run(compiled, edit, on: state) ?? state
    }

    /// Runs `formatters` left to right on `edit`: `state` when one rejects
    /// the edit or removes all that was inserted, or when the edit does
    /// nothing; `nil` when the text holds what `Unit` cannot.
    @inline(__always)
    private static func run<Unit: TextUnit>(_ formatters: [CompiledFormatter<Unit>], _ edit: TextEdit, on state: EditingState) -> EditingState? {
        guard var step = EditStep<Unit>(edit, in: state) else { return nil }
        let inserting = !step.inserted.isEmpty
        if !inserting, step.removed.isEmpty { return state }
        for index in formatters.indices {
            guard formatters[index].apply(&step) else { return state }
            if inserting, step.inserted.isEmpty { return state }
        }
        return step.state
    }

    /// Blur/submit normalisation (`trim`, a lone minus cleared, `-0` → `0`,
    /// a trailing decimal separator removed, `padFraction`). A composition in
    /// progress is committed first as it stands. The caret stays after the
    /// same kept character; a caret at the end stays at the end.
    public func commit(_ state: EditingState) -> EditingState {
        var current = state
        if let marked = state.markedText { current = commitMarkedText(marked, in: state) }
        var text = Array(current.text)
        var caret = min(max(current.caret, 0), text.count)
        for formatter in compiled {
            (text, caret) = formatter.commit(text, caret: caret)
        }
        return EditingState(text: String(text), caret: min(caret, text.count))
    }

    /// Typing or pasting `text` at the caret (into the marked text while
    /// composing).
    public func insert(_ text: String, into state: EditingState) -> EditingState {
        apply(.insertion(text, at: clampedCaret(state)), to: state)
    }

    /// Backspace: deletes before the caret. Deleting only mask literals or
    /// grouping separators also deletes the nearest slot character or digit
    /// before them. While composing, the key is the input method's: it
    /// deletes within the marked text, and nothing at its start.
    public func backspace(_ state: EditingState) -> EditingState {
        guard let edit = TextEdit.backspace(in: state), Self.staysInMarkedText(edit, state) else { return state }
        return apply(edit, to: state)
    }

    /// Forward delete: deletes after the caret, with the same rules as
    /// ``backspace(_:)`` in the other direction.
    public func forwardDelete(_ state: EditingState) -> EditingState {
        guard let edit = TextEdit.forwardDelete(in: state), Self.staysInMarkedText(edit, state) else { return state }
        return apply(edit, to: state)
    }

    /// Whether a key's `edit` stays in `state`'s marked text, or nothing is
    /// being composed: a key pressed while composing goes to the input
    /// method, while an edit given as a range outside the marked text (a
    /// platform's replacement) commits the composition first (``apply(_:to:)``).
    private static func staysInMarkedText(_ edit: TextEdit, _ state: EditingState) -> Bool {
        guard let composing = state.composing else { return true }
        return edit.range.lowerBound >= composing.lowerBound && edit.range.upperBound <= composing.upperBound
    }

    func clampedCaret(_ state: EditingState) -> Int {
        min(max(state.caret, 0), state.text.count)
    }
}
