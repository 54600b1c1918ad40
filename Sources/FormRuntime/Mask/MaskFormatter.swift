/// The `mask` formatter: literal matching and skipping, pending literals,
/// lazy trailing literals, deletion across literals and shifting inserts.
struct MaskFormatter {
    let pattern: MaskPattern

    /// Applies an edit; `nil` rejects it.
    func apply(_ step: EditStep) -> EditStep? {
        // Recover what each character of the current text is by typing it
        // again; for a display the mask produced this reproduces it exactly.
        var parser = MaskMachine(pattern: pattern)
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

        var machine = MaskMachine(pattern: pattern)
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
        return EditStep(
            before: Array(output[..<start]),
            removed: [],
            inserted: Array(output[start..<caret]),
            after: Array(output[caret...]),
            direction: step.direction
        )
    }
}
