import FormRuntime
import FormSession

/// The terminal's and line mode's names for the fields whose emptiness the
/// model cannot see, built on FormSession's one definition
/// (``FieldSchema/needsAnswer``): non-optional numbers, dates and months,
/// and non-optional single choices without a default.
///
/// A non-optional `int` or `decimal` always holds a number in the model (0
/// when nothing was typed), so `required` never fires from the model alone.
/// In a session such a field left empty holds ``FieldValue/none``: it blocks
/// submission with its required message, and, since an unanswered field
/// reads as empty and a condition that reads an empty value is not
/// evaluated (LANGUAGE.md §6, §18), no condition that reads it raises while
/// it is empty; when it is `required`, none of its own conditions does.
/// Both are the validator's rules (generated or interpreted), as in a session.
///
/// ``startsEmpty(initial:)`` never guesses from the model's placeholder
/// values: a value given is answered, as in `FormSession(editing:)`. A blank
/// form is given no values (`fillInTerminal()`, `initial: nil`); a record
/// gives every field (`fillInTerminal(initial: record)`), so a record whose
/// choice is the first option, or whose number is 0, keeps it (LANGUAGE.md
/// §18, docs/SESSION.md).
extension FieldSchema {
    /// Whether this is a plain non-optional `int` or `decimal` field, which a
    /// session requires the user to type.
    var mustBeTypedNumber: Bool {
        needsAnswer && !isChoice
    }

    /// Whether this is a plain non-optional single `choice` without a
    /// `default`: the model holds its first option, but a session starts it
    /// with nothing selected and requires the user to pick one (LANGUAGE.md
    /// §13), as it requires a number to be typed.
    var mustBeChosen: Bool {
        isChoice && startsUnanswered
    }

    /// Whether a session requires this field to be filled although the model
    /// always holds a value for it: ``mustBeTypedNumber`` or ``mustBeChosen``.
    var mustBeFilledInSession: Bool {
        mustBeTypedNumber || mustBeChosen
    }

    /// Whether a session value of such a field is empty: absent, or
    /// ``FieldValue/none`` (nothing typed, or a lone minus).
    static func holdsNoNumber(_ value: FieldValue?) -> Bool {
        value == nil || value == FieldValue.none
    }

    /// Whether a session starts this field empty for its initial `value`:
    /// a number that must be typed or a choice that must be chosen, given no
    /// value (absent or ``FieldValue/none``) and without a spec `default`.
    /// A given value is an answer, even the model's placeholder (0,
    /// 1970-01-01, the first option).
    func startsEmpty(initial value: FieldValue?) -> Bool {
        guard mustBeFilledInSession, defaultValue == nil else { return false }
        return Self.holdsNoNumber(value)
    }
}
