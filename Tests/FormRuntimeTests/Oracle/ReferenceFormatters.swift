@testable import FormRuntime

// The keystroke rules of LANGUAGE.md §5 as they were first written: on
// `Character` arrays, one array per part of the edit, each formatter
// returning a new step. FormRuntime now runs one implementation of each
// formatter, generic over the text unit (`Character` or, on the fast path,
// `Unicode.Scalar`); this simpler model is kept here as the oracle the
// differential tests (`FastPathTests`) compare both instantiations with.

/// The edit as it passes along a chain: the text before the edited range,
/// what was removed, what is inserted and the text after.
///
/// The caret always ends up after `inserted`. Each formatter receives the
/// step from the one before and returns a new step, or `nil` to reject.
struct ReferenceEditStep: Sendable {
    var before: [Character]
    var removed: [Character]
    var inserted: [Character]
    var after: [Character]
    var direction: EditDirection

    /// The caret after the edit.
    var caret: Int { before.count + inserted.count }

    /// The text after the edit.
    var text: [Character] { before + inserted + after }
}

/// The `mask` formatter: literal matching and skipping, pending literals,
/// lazy trailing literals, deletion across literals and shifting inserts.
struct ReferenceMaskFormatter {
    let pattern: MaskPattern

    /// Applies an edit; `nil` rejects it.
    func apply(_ step: ReferenceEditStep) -> ReferenceEditStep? {
        // Recover what each character of the current text is by typing it
        // again; for a display the mask produced this reproduces it exactly.
        var parser = ReferenceMaskMachine(pattern: pattern)
        var before = step.before
        var beforeRoles = before.map { parser.type($0) }
        let removedRoles = step.removed.map { parser.type($0) }
        var after = step.after
        var afterRoles = after.map { parser.type($0) }

        if step.direction != .insertion, !removedRoles.contains(.slot) {
            // Deleting only literals also deletes the nearest slot character
            // beyond them; with none, the edit is rejected. One exception: a
            // backspace or forward delete in a display holding no slot
            // character at all (such as `+7`, typed as literals) clears it,
            // or it could never be.
            switch step.direction {
            case .backward:
                if let index = beforeRoles.lastIndex(of: .slot) {
                    before.removeSubrange(index...)
                    beforeRoles.removeSubrange(index...)
                } else if afterRoles.contains(.slot) {
                    return nil
                }
            case .forward:
                if let index = afterRoles.firstIndex(of: .slot) {
                    before += step.removed + after[..<index]
                    beforeRoles += removedRoles + afterRoles[..<index]
                    after.removeSubrange(...index)
                    afterRoles.removeSubrange(...index)
                } else if beforeRoles.contains(.slot) {
                    return nil
                }
            case .insertion:
                break
            }
        }

        var machine = ReferenceMaskMachine(pattern: pattern)
        for character in before { _ = machine.type(character) }
        let beforeEnd = machine.output.count
        let lastBefore = machine.output.last
        for character in step.inserted { _ = machine.type(character) }
        let insertedEnd = machine.output.count
        // A combining mark that joined the slot character before the caret
        // changed that character instead of adding one.
        let joinedLast = beforeEnd > 0 && machine.output[beforeEnd - 1] != lastBefore
        if !step.inserted.isEmpty, insertedEnd == beforeEnd, !joinedLast { return nil }

        var afterSlots = 0
        var trailingLiterals = 0
        for (character, role) in zip(after, afterRoles) {
            switch role {
            case .slot:
                afterSlots += 1
                trailingLiterals = 0
                _ = machine.place(character)
            case .literal:
                trailingLiterals += 1
            case .dropped:
                break
            }
        }
        if afterSlots > 0 {
            machine.showPendingLiterals(limit: trailingLiterals)
        } else if step.direction != .insertion {
            machine.dropTrailingLiterals()
        }

        let output = machine.output
        let caret = min(insertedEnd, output.count)
        let start = min(joinedLast ? beforeEnd - 1 : beforeEnd, caret)
        return ReferenceEditStep(
            before: Array(output[..<start]),
            removed: [],
            inserted: Array(output[start..<caret]),
            after: Array(output[caret...]),
            direction: step.direction
        )
    }
}

/// Types characters into a mask from the left, as §5 describes: a character
/// equal to a pending literal is taken as that literal, otherwise the next slot
/// takes it if it accepts it, otherwise it is dropped.
struct ReferenceMaskMachine {
    /// How an input character was used.
    enum Role: Sendable, Equatable {
        case slot, literal, dropped
    }

    let elements: [MaskPattern.Element]
    /// The pattern position of the next character.
    private(set) var position = 0
    /// The display so far; `output[i]` is at pattern position `i`.
    private(set) var output: [Character] = []

    init(pattern: MaskPattern) {
        self.elements = pattern.elements
        output.reserveCapacity(elements.count)
    }

    /// Whether pattern position `index` is a slot.
    @inline(__always)
    func isSlot(_ index: Int) -> Bool {
        if case .slot = elements[index] { return true }
        return false
    }

    /// Types `character`: a literal match, a slot fill, or dropped. A
    /// character that joins the slot character just taken into one cluster
    /// (a combining mark an input method sends on its own) joins it when the
    /// slot accepts the joined cluster (`A`: `a` then U+0301 is `á`), taking
    /// no slot of its own.
    mutating func type(_ character: Character) -> Role {
        if let last = output.indices.last, last == position - 1, case let .slot(slot) = elements[last] {
            let joined = String(output[last]) + String(character)
            if joined.count == 1, let cluster = joined.first, slot.accept(cluster) == cluster {
                output[last] = cluster
                return .slot
            }
        }
        var index = position
        while index < elements.count, case let .literal(literal) = elements[index] {
            if literal == character {
                appendLiterals(upTo: index + 1)
                return .literal
            }
            index += 1
        }
        guard index < elements.count, case let .slot(slot) = elements[index], let stored = slot.accept(character) else {
            return .dropped
        }
        appendLiterals(upTo: index)
        output.append(stored)
        position = index + 1
        return .slot
    }

    /// Puts `character` into the next slot (inserting the literals before it),
    /// without matching literals; `false` when the next slot refuses it or the
    /// mask is full.
    mutating func place(_ character: Character) -> Bool {
        var index = position
        while index < elements.count, !isSlot(index) { index += 1 }
        guard index < elements.count, case let .slot(slot) = elements[index], let stored = slot.accept(character) else {
            return false
        }
        appendLiterals(upTo: index)
        output.append(stored)
        position = index + 1
        return true
    }

    /// Shows up to `limit` pending literals (those before the next slot).
    mutating func showPendingLiterals(limit: Int) {
        var index = position
        while index < elements.count, index - position < limit, !isSlot(index) { index += 1 }
        appendLiterals(upTo: index)
    }

    /// Removes literals at the end of the display, down to `minimumCount`
    /// characters.
    mutating func dropTrailingLiterals(keeping minimumCount: Int = 0) {
        while output.count > minimumCount, let last = output.indices.last, !isSlot(last) {
            output.removeLast()
        }
        position = output.count
    }

    private mutating func appendLiterals(upTo end: Int) {
        while position < end {
            if case let .literal(literal) = elements[position] { output.append(literal) }
            position += 1
        }
    }
}

/// The `number` and `decimal` formatters: they keep the digits, one leading
/// minus and (for `decimal`) one separator, and lay them out per the locale.
struct ReferenceNumericFormatter {
    let rules: NumericRules

    /// The tokens of `characters`, ignoring characters without meaning.
    func tokens<C: Collection<Character>>(_ characters: C) -> [NumericToken] {
        var result: [NumericToken] = []
        result.reserveCapacity(characters.count)
        for character in characters {
            if let token = rules.referenceToken(character) { result.append(token) }
        }
        return result
    }

    /// Applies an edit; `nil` rejects it.
    func apply(_ step: ReferenceEditStep) -> ReferenceEditStep? {
        var before = tokens(step.before)
        let removed = tokens(step.removed)
        var after = tokens(step.after)

        if step.direction != .insertion, removed.isEmpty {
            // Deleting only grouping separators also deletes the digit beyond.
            switch step.direction {
            case .backward:
                guard !before.isEmpty else { return nil }
                before.removeLast()
            case .forward:
                guard !after.isEmpty else { return nil }
                after.removeFirst()
            case .insertion:
                break
            }
        }

        let candidates = acceptedInsertion(step.inserted, before: before, after: after)
        if !step.inserted.isEmpty, candidates.isEmpty { return nil }
        var kept = candidates.count
        if !fits(before + candidates + after) {
            // The longest leading part that fits (fitting only grows harder
            // as more is inserted).
            var low = 0
            var high = candidates.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if fits(before + candidates[..<middle] + after) { low = middle } else { high = middle - 1 }
            }
            kept = low
            if !step.inserted.isEmpty, kept == 0 { return nil }
        }

        let raw = before + candidates[..<kept] + after
        let layout = ReferenceNumericLayout(tokens: raw, rules: rules)
        let insertedTokens = before.count..<before.count + kept
        if !step.inserted.isEmpty, !layout.keepsAny(in: insertedTokens) { return nil }

        let display = layout.display
        let caret = insertedTokens.upperBound >= raw.count ? display.count : layout.offset(afterTokens: insertedTokens.upperBound)
        let start = min(layout.offset(afterTokens: before.count), caret)
        return ReferenceEditStep(
            before: Array(display[..<start]),
            removed: [],
            inserted: Array(display[start..<caret]),
            after: Array(display[caret...]),
            direction: step.direction
        )
    }

    /// The tokens of `inserted` the formatter takes, before limits: digits,
    /// a minus with nothing before it, and a first separator. Nothing can be
    /// typed in front of an existing minus.
    private func acceptedInsertion(_ inserted: [Character], before: [NumericToken], after: [NumericToken]) -> [NumericToken] {
        guard !inserted.isEmpty, after.first != .minus else { return [] }
        var hasMinus = before.first == .minus
        var hasSeparator = before.contains(.separator) || after.contains(.separator)
        var result: [NumericToken] = []
        for character in inserted {
            guard let token = rules.referenceToken(character) else { continue }
            switch token {
            case .minus:
                if rules.signed, !hasMinus, before.isEmpty, result.isEmpty {
                    result.append(token)
                    hasMinus = true
                }
            case .separator:
                if rules.acceptsSeparator, !hasSeparator {
                    result.append(token)
                    hasSeparator = true
                }
            case .digit:
                result.append(token)
            }
        }
        return result
    }

    /// Whether `tokens` respect `maxDigits` and `scale`.
    private func fits(_ tokens: [NumericToken]) -> Bool {
        let structure = ReferenceNumericStructure(tokens: tokens, rules: rules)
        if structure.countedDigits(tokens) > rules.maxDigits { return false }
        if let scale = rules.scale, structure.fractionIndexes.count > scale { return false }
        return true
    }
}

/// How a sequence of number tokens reads once normalised: which minus,
/// integer digits, separator and fraction digits are kept. Leading zeros are
/// dropped (one `0` stays), a minus counts only in front, and only the first
/// separator counts.
struct ReferenceNumericStructure {
    var minusIndex: Int?
    /// Token indexes of the kept integer digits.
    var integerIndexes: [Int] = []
    var separatorIndex: Int?
    /// Token indexes of the fraction digits.
    var fractionIndexes: [Int] = []

    init(tokens: [NumericToken], rules: NumericRules) {
        var allIntegers: [Int] = []
        for (index, token) in tokens.enumerated() {
            switch token {
            case .minus:
                if index == 0, rules.signed { minusIndex = index }
            case .separator:
                if rules.acceptsSeparator, separatorIndex == nil { separatorIndex = index }
            case .digit:
                if separatorIndex == nil { allIntegers.append(index) } else { fractionIndexes.append(index) }
            }
        }
        var first = 0
        while first < allIntegers.count - 1, tokens[allIntegers[first]] == .digit(0) { first += 1 }
        integerIndexes = Array(allIntegers[first...])
    }

    /// Digits counted against `maxDigits`: all kept digits except a lone
    /// leading `0`.
    func countedDigits(_ tokens: [NumericToken]) -> Int {
        let integers = integerIndexes.count == 1 && tokens[integerIndexes[0]] == .digit(0) ? 0 : integerIndexes.count
        return integers + fractionIndexes.count
    }

    /// Whether there is at least one digit.
    var hasDigits: Bool { !integerIndexes.isEmpty || !fractionIndexes.isEmpty }

    /// Whether every digit is zero.
    func isZero(_ tokens: [NumericToken]) -> Bool {
        (integerIndexes + fractionIndexes).allSatisfy { tokens[$0] == .digit(0) }
    }
}

/// A number's display built from tokens, with where each kept token ended up.
struct ReferenceNumericLayout {
    var display: [Character] = []
    /// For each token, the display offset just after it, or `nil` if dropped.
    var endOffsets: [Int?]

    init(tokens: [NumericToken], rules: NumericRules) {
        let structure = ReferenceNumericStructure(tokens: tokens, rules: rules)
        endOffsets = [Int?](repeating: nil, count: tokens.count)
        display.reserveCapacity(tokens.count + tokens.count / 2 + 2)
        if let minus = structure.minusIndex {
            display.append(contentsOf: rules.minusSign)
            endOffsets[minus] = display.count
        }
        let integers = structure.integerIndexes
        if integers.isEmpty, structure.separatorIndex != nil { display.append("0") }
        let grouped = rules.groups(integers.count)
        for (position, index) in integers.enumerated() {
            if grouped, rules.separatorBefore(digit: position, of: integers.count) {
                display.append(contentsOf: rules.groupingSeparator)
            }
            if case let .digit(value) = tokens[index] { display.append(CharacterClass.asciiDigit(value)) }
            endOffsets[index] = display.count
        }
        if let separator = structure.separatorIndex {
            display.append(contentsOf: rules.decimalSeparator)
            endOffsets[separator] = display.count
            for index in structure.fractionIndexes {
                if case let .digit(value) = tokens[index] { display.append(CharacterClass.asciiDigit(value)) }
                endOffsets[index] = display.count
            }
        }
    }

    /// The display offset for a caret after the first `tokenCount` tokens: just
    /// after the last kept one of them, or the start when none was kept.
    func offset(afterTokens tokenCount: Int) -> Int {
        var index = min(tokenCount, endOffsets.count) - 1
        while index >= 0 {
            if let end = endOffsets[index] { return end }
            index -= 1
        }
        return 0
    }

    /// Whether any token in `range` was kept.
    func keepsAny(in range: Range<Int>) -> Bool {
        range.contains { endOffsets[$0] != nil }
    }
}

/// `limit(n)`: at most `n` characters (grapheme clusters) in the result; an
/// insertion that would pass `n` keeps its longest leading part that fits.
///
/// The result is counted as a whole, not part by part: a combining mark
/// inserted after a character joins it (`a` + U+0301 is one character `á`),
/// so it fits even in a full field.
struct ReferenceLimitFormatter {
    let maximum: Int

    func apply(_ step: ReferenceEditStep) -> ReferenceEditStep? {
        guard !step.inserted.isEmpty else { return step }
        // Joining only ever merges characters, so the parts' counts bound
        // the result's from above.
        if step.before.count + step.inserted.count + step.after.count <= maximum { return step }
        func fits(_ count: Int) -> Bool {
            String(step.before + step.inserted[..<count] + step.after).count <= maximum
        }
        if fits(step.inserted.count) { return step }
        // The longest leading part that fits: a longer part never has fewer
        // characters in the result.
        var low = 0
        var high = step.inserted.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(middle) { low = middle } else { high = middle - 1 }
        }
        guard low > 0, fits(low) else { return nil }
        var result = step
        result.inserted.removeSubrange(low...)
        return result
    }
}


extension CharacterFilter {
    /// Filters the inserted text; `nil` when nothing of it remains.
    ///
    /// Each inserted character is judged as the cluster it forms in the
    /// result: a combining mark typed or pasted on its own (an input method
    /// may send it after its base) joins the kept character before it, so it
    /// is kept when that joined cluster is (`letters`: `a` then U+0301 gives
    /// `á`, as typing `á` does), and dropped otherwise. LANGUAGE.md §5:
    /// letters include combining marks attached to a kept letter.
    func referenceApply(_ step: ReferenceEditStep) -> ReferenceEditStep? {
        guard !step.inserted.isEmpty else { return step }
        var result = step
        var kept: [Character] = []
        kept.reserveCapacity(step.inserted.count)
        for character in step.inserted {
            if let accepted = keep(character) {
                kept.append(accepted)
            } else if let previous = kept.last ?? step.before.last, let joined = Self.joining(previous, character),
                      keep(joined) == joined {
                kept.append(character)
            }
        }
        result.inserted = kept
        return kept.isEmpty ? nil : result
    }

    /// The one cluster `character` forms with `previous` when it attaches to
    /// it (a combining mark, a joiner), or nil when it stands on its own.
    private static func joining(_ previous: Character, _ character: Character) -> Character? {
        let joined = String(previous) + String(character)
        guard joined.count == 1, let cluster = joined.first else { return nil }
        return cluster
    }
}

extension NumericRules {
    var isDecimal: Bool { shape.isDecimal }
    var grouping: Bool { shape.grouping }
    var signed: Bool { shape.signed }
    var maxDigits: Int { shape.maxDigits }
    var scale: Int? { shape.scale }
    var primaryGroupSize: Int { shape.primaryGroupSize }
    var secondaryGroupSize: Int { shape.secondaryGroupSize }
    var minimumGroupingDigits: Int { shape.minimumGroupingDigits }

    /// Whether a decimal separator may be typed at all.
    var acceptsSeparator: Bool { shape.acceptsSeparator }

    /// Whether a grouping separator goes before integer digit `index` of
    /// `count` integer digits.
    @inline(__always)
    func separatorBefore(digit index: Int, of count: Int) -> Bool {
        shape.separatorBefore(digit: index, of: count)
    }

    /// Whether `count` integer digits are shown grouped.
    @inline(__always)
    func groups(_ count: Int) -> Bool {
        !groupingSeparator.isEmpty && shape.groups(count)
    }

    /// What `character` means to the formatter; `nil` for characters it
    /// ignores (grouping separators, letters, …).
    @inline(__always)
    func referenceToken(_ character: Character) -> NumericToken? {
        if let ascii = character.asciiValue {
            if ascii >= 0x30 && ascii <= 0x39 { return .digit(ascii - 0x30) }
            if ascii == 0x2D { return .minus }
            if isDecimal, ascii == 0x2E || ascii == 0x2C {
                return separatorInputs.contains(character) ? .separator : nil
            }
            return nil
        }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return nil }
        if scalars.index(after: scalars.startIndex) == scalars.endIndex {
            switch first.value {
            case 0x2212, 0x2013, 0xFE63, 0xFF0D: return .minus
            case 0x00A0, 0x202F, 0x2019, 0x2009, 0x0027: return referenceIsSeparatorInput(character) ? .separator : nil
            default: if let digit = CharacterClass.digitValue(first) { return .digit(digit) }
            }
        }
        if character == localeMinus { return .minus }
        if referenceIsSeparatorInput(character) { return .separator }
        return nil
    }

    private func referenceIsSeparatorInput(_ character: Character) -> Bool {
        isDecimal && separatorInputs.contains(character)
    }
}

/// A chain's edit as the reference formatters above do it, on characters.
/// Case mapping and dates have no older model: they run FormRuntime's own
/// formatters on characters.
enum ReferenceChain {
    static func apply(_ chain: FormatterChain, _ edit: TextEdit, to state: EditingState) -> EditingState {
        let characters = Array(state.text)
        let lower = min(max(edit.range.lowerBound, 0), characters.count)
        let upper = min(max(edit.range.upperBound, lower), characters.count)
        let inserted = Array(edit.replacement)
        if inserted.isEmpty, lower == upper { return state }

        let direction: EditDirection
        if !inserted.isEmpty {
            direction = .insertion
        } else if state.caret == lower, state.caret != upper {
            direction = .forward
        } else {
            direction = .backward
        }
        var step = ReferenceEditStep(
            before: Array(characters[..<lower]),
            removed: Array(characters[lower..<upper]),
            inserted: inserted,
            after: Array(characters[upper...]),
            direction: direction
        )
        for spec in chain.formatters {
            guard let next = apply(spec, locale: chain.locale, to: step) else { return state }
            if !inserted.isEmpty, next.inserted.isEmpty { return state }
            step = next
        }
        let text = String(step.before + step.inserted + step.after)
        let caret = step.before.count + step.inserted.count
        if text.count == caret + step.after.count { return EditingState(text: text, caret: caret) }
        return EditingState(text: text, caret: min(String(step.before + step.inserted).count, text.count))
    }

    private static func apply(_ spec: FormatterSpec, locale: LocaleRules, to step: ReferenceEditStep) -> ReferenceEditStep? {
        switch spec {
        case .digits: CharacterFilter.digits.referenceApply(step)
        case .letters: CharacterFilter.letters.referenceApply(step)
        case .alphanumeric: CharacterFilter.alphanumeric.referenceApply(step)
        case let .allow(pattern): CharacterFilter.allow(pattern).referenceApply(step)
        case let .deny(pattern): CharacterFilter.deny(pattern).referenceApply(step)
        case .trim: step
        case let .limit(maximum): ReferenceLimitFormatter(maximum: maximum).apply(step)
        case let .mask(pattern, _): ReferenceMaskFormatter(pattern: pattern).apply(step)
        case let .number(options): ReferenceNumericFormatter(rules: NumericRules(number: options, locale: locale)).apply(step)
        case let .decimal(options): ReferenceNumericFormatter(rules: NumericRules(decimal: options, locale: locale)).apply(step)
        case .lowercase, .uppercase, .date: runtime(spec, locale: locale, on: step)
        }
    }

    /// FormRuntime's formatter for `spec` on characters, on a reference step.
    private static func runtime(_ spec: FormatterSpec, locale: LocaleRules, on step: ReferenceEditStep) -> ReferenceEditStep? {
        guard let formatter = CompiledFormatter<Character>(spec, locale: locale) else { return nil }
        var runtimeStep = EditStep<Character>(
            display: step.before + step.removed + step.inserted + step.after,
            start: step.before.count, caret: step.before.count, direction: step.direction
        )
        runtimeStep.insertedStart = step.before.count + step.removed.count
        runtimeStep.afterStart = runtimeStep.insertedStart + step.inserted.count
        guard formatter.apply(&runtimeStep) else { return nil }
        let units = runtimeStep.units
        return ReferenceEditStep(
            before: Array(units[runtimeStep.before]), removed: Array(units[runtimeStep.removed]),
            inserted: Array(units[runtimeStep.inserted]), after: Array(units[runtimeStep.after]),
            direction: runtimeStep.direction
        )
    }
}
