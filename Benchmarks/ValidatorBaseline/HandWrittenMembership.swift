@_spi(Generated) import FormRuntime  // FormCalendar.years: the age arithmetic of the generated validator

/// The checks of `specs/membership.form` written by hand: the baseline of a
/// validator that reads today's date.
public struct HandWrittenMembership: Sendable, Equatable {
    /// The fields, named as in the spec.
    public enum Field: String, Sendable, Equatable {
        case name, birthDate
    }

    /// The member's name.
    public var name = ""
    /// The date of birth.
    public var birthDate = FormDate.initial

    /// Reads the fields in one pass over the values; a missing value, or
    /// one of another kind, leaves the default.
    public init(fieldValues values: FormValues) {
        for (field, value) in values.fields {
            switch field {
            case "name": name = value.textValue ?? name
            case "birthDate": birthDate = value.dateValue ?? birthDate
            default: break
            }
        }
    }

    /// The messages raised for `trigger`, in field order, with `today` as
    /// the current date.
    public func validate(on trigger: ValidationTrigger = .submit, today: FormDate = .today()) -> [FieldError<Field>] {
        var errors: [FieldError<Field>] = []
        if name.isEmpty {
            if trigger == .submit { errors.append(FieldError(field: .name, message: "Enter your name")) }
        } else if !HandWrittenSignUp.isShorter(name, than: 61) {
            errors.append(FieldError(field: .name, message: "Use at most 60 characters"))
        }
        if FormCalendar.years(birthDate, today) < 18 {
            errors.append(FieldError(field: .birthDate, message: "You must be 18 or older to join"))
        }
        return errors
    }
}
