/// The input formatter of `date` and `month` fields (LANGUAGE.md §14): digits
/// typed into a ``DatePattern`` like a mask, with zero padding and rejection
/// of impossible days and months. The one implementation generated code, the
/// terminal, `formc try` and the checker's vectors share.
///
/// Typing: separators are mask literals; a separator (`.`, `/`, `-`, space
/// or one of the pattern's) typed after one digit of a day or month pads it
/// (`1/` → `01/`); a first digit that cannot start a day (4–9) or month
/// (2–9) is padded at once and the separator after it shown (`4` → `04/`); a
/// digit that would make a day above 31 or a month above 12 (or `00`) is
/// dropped, so typing it alone is rejected. Deletion is the mask's (§5),
/// except that a deletion that would shift digits into an impossible day or
/// month is rejected.
final class DateInputFormatter<Unit: TextUnit>: Sendable {
    let pattern: DatePattern
    private let mask: MaskFormatter<Unit>
    /// The separators that may be typed, as units.
    private let separators: [Unit]

    /// `nil` when a literal or separator of `pattern` is not a `Unit`.
    init?(pattern: DatePattern) {
        guard let mask = MaskFormatter<Unit>(pattern: pattern.mask) else { return nil }
        var separators: [Unit] = []
        for character in pattern.separators {
            guard let unit = Unit(unitOf: character) else { return nil }
            separators.append(unit)
        }
        self.pattern = pattern
        self.mask = mask
        self.separators = separators
    }

    /// Applies an edit; `false` rejects it.
    func apply(_ step: inout EditStep<Unit>) -> Bool {
        guard step.direction == .insertion else {
            var result = step
            guard mask.apply(&result), isPossible(slotDigits(of: result.resultUnits)) else { return false }
            step = result
            return true
        }

        // The digits already in the slots before and after the edit.
        var machine = MaskMachine<Unit>(elements: mask.elements)
        var digits: [UInt8] = []
        for index in step.before where machine.type(step.units[index]) == .slot {
            if let last = machine.output.last?.digitValue { digits.append(last) }
        }
        for index in step.removed { _ = machine.type(step.units[index]) }
        var afterDigits: [UInt8] = []
        for index in step.after where machine.type(step.units[index]) == .slot {
            if let last = machine.output.last?.digitValue { afterDigits.append(last) }
        }

        let slotCount = pattern.slots.count
        var accepted = false
        // Whether the literals after the last digit are shown (a separator
        // was typed or a digit padded).
        var literalsShown = false
        for index in step.inserted {
            let unit = step.units[index]
            let position = digits.count
            if let value = unit.digitValue {
                guard position < slotCount else { break }
                let (field, offset) = pattern.slots[position]
                switch (field, offset) {
                case (.day, 0) where value >= 4, (.month, 0) where value >= 2:
                    digits += [0, value]
                    literalsShown = true
                case (.day, 1), (.month, 1):
                    let number = Int(digits[position - 1]) * 10 + Int(value)
                    let limit = field == .day ? 31 : 12
                    guard number >= 1, number <= limit else { continue }
                    digits.append(value)
                    literalsShown = false
                default:
                    digits.append(value)
                    literalsShown = false
                }
                accepted = true
            } else if separators.contains(unit) {
                guard position > 0, position < slotCount else { continue }
                let (field, offset) = pattern.slots[position]
                if offset == 1, field == .day || field == .month {
                    // One digit of a day or month: pad it.
                    let single = digits[position - 1]
                    guard single != 0 else { continue }
                    digits[position - 1] = 0
                    digits.append(single)
                    literalsShown = true
                    accepted = true
                } else if offset == 0, !literalsShown {
                    literalsShown = true
                    accepted = true
                }
            }
        }
        guard accepted else { return false }
        let insertedEnd = digits.count
        var all = digits + afterDigits
        if all.count > slotCount { all.removeLast(all.count - slotCount) }
        guard isPossible(all) else { return false }

        var output: [Unit] = []
        var slot = 0
        var caret = 0
        for element in mask.elements {
            switch element {
            case .slot:
                guard slot < all.count else { break }
                output.append(Unit.asciiDigit(all[slot]))
                slot += 1
                if slot == insertedEnd { caret = output.count }
                continue
            case let .literal(literal):
                let more = slot < all.count
                let shownAfterInsertion = slot == insertedEnd && literalsShown && slot > 0
                guard more || shownAfterInsertion else { break }
                output.append(literal)
                if shownAfterInsertion { caret = output.count }
                continue
            }
            break
        }
        if insertedEnd == 0 { caret = 0 }
        caret = min(caret, output.count)
        var start = 0
        while start < caret, start < step.before.count, output[start] == step.units[start] { start += 1 }
        step = EditStep(display: output, start: start, caret: caret, direction: step.direction)
        return true
    }

    /// The slot digits of a display.
    func slotDigits(of display: [Unit]) -> [UInt8] {
        var machine = MaskMachine<Unit>(elements: mask.elements)
        var digits: [UInt8] = []
        for unit in display where machine.type(unit) == .slot {
            if let last = machine.output.last?.digitValue { digits.append(last) }
        }
        return digits
    }

    /// Whether `digits` (a prefix of the slots) hold no day above 31, no
    /// month above 12 and no complete `00` day or month.
    func isPossible(_ digits: [UInt8]) -> Bool {
        var index = 0
        while index < digits.count {
            let (field, offset) = pattern.slots[index]
            if offset == 1, field == .day || field == .month {
                let number = Int(digits[index - 1]) * 10 + Int(digits[index])
                if number < 1 || number > (field == .day ? 31 : 12) { return false }
            } else if offset == 0, field == .day || field == .month {
                if digits[index] > (field == .day ? 3 : 1) { return false }
            }
            index += 1
        }
        return true
    }
}

extension DatePattern {
    /// What a display of this pattern holds.
    package enum Reading: Sendable, Hashable {
        /// Not every slot is filled (an empty display included).
        case partial
        /// Every slot filled, but not a calendar date (31 February).
        case impossible
        /// A complete date; for a month pattern, `day` is 1.
        case complete(year: Int, month: Int, day: Int)
    }

    /// Reads `display`: its slot digits as day, month and year, `YY` as the
    /// year in the window around `today` (``year(ofTwoDigits:today:)``).
    package func read(_ display: String, today: FormDate) -> Reading {
        guard let formatter = DateInputFormatter<Character>(pattern: self) else { return .partial }
        let digits = formatter.slotDigits(of: Array(display))
        guard digits.count == slots.count, !slots.isEmpty else { return .partial }
        var day = 1
        var month = 0
        var year = 0
        var twoDigitYear = false
        for (index, digit) in digits.enumerated() {
            let value = Int(digit)
            switch slots[index].field {
            case .day: day = slots[index].offset == 0 ? value * 10 : day + value
            case .month: month = month * 10 + value
            case let .year(width): year = year * 10 + value; twoDigitYear = width == 2
            }
        }
        if twoDigitYear { year = Self.year(ofTwoDigits: year, today: today) }
        if kind == .month { day = 1 }
        guard FormCalendar.isValid(year: year, month: month, day: day) else { return .impossible }
        return .complete(year: year, month: month, day: day)
    }

    /// The year two digits `digits` (0…99) stand for in a `YY` field
    /// (LANGUAGE.md §21, CLDR's and ICU's default two-digit-year window):
    /// the year from 80 years before `today`'s to 19 after whose last two
    /// digits they are. In 2026, `90` is 1990, `45` is 2045 and `46` is 1946.
    package static func year(ofTwoDigits digits: Int, today: FormDate) -> Int {
        let start = today.year - 80
        return start + ((digits - start) % 100 + 100) % 100
    }

    /// Whether this pattern can show `year` so that it reads back as that
    /// year around `today`: always with `YYYY`; with `YY` only within the
    /// window of ``year(ofTwoDigits:today:)``.
    package func canShow(year: Int, today: FormDate) -> Bool {
        guard fields.contains(.year(digits: 2)) else { return true }
        return Self.year(ofTwoDigits: ((year % 100) + 100) % 100, today: today) == year
    }

    /// The display of `date` under this pattern (`23.11.2026`); the year as
    /// its last two digits for `YY`.
    package func display(year: Int, month: Int, day: Int) -> String {
        var text = ""
        var slot = 0
        for element in mask.elements {
            switch element {
            case let .literal(literal):
                text.append(literal)
            case .slot:
                guard slot < slots.count else { continue }
                let (field, offset) = slots[slot]
                let value: Int
                switch field {
                case .day: value = day
                case .month: value = month
                case let .year(width): value = width == 2 ? year % 100 : year
                }
                let digits = Array(FormCalendar.padded(value, field.width))
                text.append(digits[min(offset, digits.count - 1)])
                slot += 1
            }
        }
        return text
    }
}
