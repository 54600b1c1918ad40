/// The `number` and `decimal` formatters: they keep the digits, one leading
/// minus and (for `decimal`) one separator, and lay them out per the locale.
struct NumericFormatter {
    let rules: NumericRules

    /// The tokens of `characters`, ignoring characters without meaning.
    func tokens<C: Collection<Character>>(_ characters: C) -> [NumericToken] {
        var result: [NumericToken] = []
        result.reserveCapacity(characters.count)
        for character in characters {
            if let token = rules.token(character) { result.append(token) }
        }
        return result
    }

    /// Applies an edit; `nil` rejects it.
    func apply(_ step: EditStep) -> EditStep? {
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
        let layout = NumericLayout(tokens: raw, rules: rules)
        let insertedTokens = before.count..<before.count + kept
        if !step.inserted.isEmpty, !layout.keepsAny(in: insertedTokens) { return nil }

        let display = layout.display
        let caret = insertedTokens.upperBound >= raw.count ? display.count : layout.offset(afterTokens: insertedTokens.upperBound)
        let start = min(layout.offset(afterTokens: before.count), caret)
        return EditStep(
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
            guard let token = rules.token(character) else { continue }
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
        let structure = NumericStructure(tokens: tokens, rules: rules)
        if structure.countedDigits(tokens) > rules.maxDigits { return false }
        if let scale = rules.scale, structure.fractionIndexes.count > scale { return false }
        return true
    }

    /// Commit normalisation: a lone minus is cleared, `-0` becomes `0`, a
    /// trailing separator is removed and, with `padFraction`, the fraction is
    /// padded to `scale`. The caret stays after the same kept character: after
    /// the same token, and after the grouping separators that followed that
    /// token before the caret when the new display still has them there
    /// (`1,|234` stays `1,|234`).
    func commit(_ text: [Character], caret: Int) -> (text: [Character], caret: Int) {
        var raw: [NumericToken] = []
        var caretTokens = 0
        /// The characters without meaning between the last token before the
        /// caret and the caret.
        var caretTrailing: [Character] = []
        for (offset, character) in text.enumerated() {
            guard let token = rules.token(character) else {
                if offset < caret { caretTrailing.append(character) }
                continue
            }
            raw.append(token)
            if offset < caret {
                caretTokens = raw.count
                caretTrailing = []
            }
        }
        let atEnd = caret >= text.count
        var structure = NumericStructure(tokens: raw, rules: rules)
        var removed = Set<Int>()
        if let separator = structure.separatorIndex, structure.fractionIndexes.isEmpty {
            removed.insert(separator)
            structure.separatorIndex = nil
        }
        if let minus = structure.minusIndex, !structure.hasDigits || structure.isZero(raw) {
            removed.insert(minus)
        }
        if !structure.hasDigits {
            return ([], 0)
        }
        var tokens: [NumericToken] = []
        var caretIndex = 0
        for (index, token) in raw.enumerated() where !removed.contains(index) {
            tokens.append(token)
            if index < caretTokens { caretIndex = tokens.count }
        }
        if rules.padFraction, let scale = rules.scale, scale > 0 {
            let fraction = structure.fractionIndexes.count
            if structure.separatorIndex == nil { tokens.append(.separator) }
            if fraction < scale { tokens.append(contentsOf: repeatElement(.digit(0), count: scale - fraction)) }
        }
        let layout = NumericLayout(tokens: tokens, rules: rules)
        let display = layout.display
        if atEnd { return (display, display.count) }
        var newCaret = layout.offset(afterTokens: caretIndex)
        for character in caretTrailing {
            guard newCaret < display.count, display[newCaret] == character else { break }
            newCaret += 1
        }
        return (display, newCaret)
    }
}
