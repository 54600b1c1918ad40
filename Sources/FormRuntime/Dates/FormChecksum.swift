/// The checksum predicates `luhn(x)` and `iban(x)` of LANGUAGE.md §14, called
/// by generated validators and the preview interpreter alike.
@_spi(Generated)
public enum FormChecksum {
    /// The Luhn (mod 10) check of the decimal digits of `text`; every other
    /// character is ignored. False with fewer than 2 digits.
    public static func luhn(_ text: String) -> Bool {
        var digits: [Int] = []
        for character in text {
            if let digit = CharacterClass.digitValue(character) { digits.append(Int(digit)) }
        }
        guard digits.count >= 2 else { return false }
        var sum = 0
        for (offset, digit) in digits.reversed().enumerated() {
            if offset % 2 == 1 {
                let doubled = digit * 2
                sum += doubled > 9 ? doubled - 9 : doubled
            } else {
                sum += digit
            }
        }
        return sum % 10 == 0
    }

    /// The ISO 13616 check of an IBAN: a country code the IBAN registry
    /// lists, exactly the registry's length for it, two check digits, ASCII
    /// letters and digits only, and the ISO 7064 mod-97-10 check (the number
    /// read with the first four characters moved to the end and letters as
    /// 10…35 leaves 1). Spaces are ignored; letters are case-insensitive.
    public static func iban(_ text: String) -> Bool {
        var scalars: [UInt8] = []
        for scalar in text.unicodeScalars {
            if scalar == " " { continue }
            guard scalar.isASCII else { return false }
            var byte = UInt8(scalar.value)
            if (0x61...0x7A).contains(byte) { byte -= 0x20 }
            let isDigit = (0x30...0x39).contains(byte)
            let isLetter = (0x41...0x5A).contains(byte)
            guard isDigit || isLetter else { return false }
            scalars.append(byte)
        }
        guard scalars.count >= 4,
              (0x41...0x5A).contains(scalars[0]), (0x41...0x5A).contains(scalars[1]),
              (0x30...0x39).contains(scalars[2]), (0x30...0x39).contains(scalars[3])
        else { return false }
        let country = String(decoding: scalars[0..<2], as: UTF8.self)
        guard let length = IBANRegistry.lengths[country], scalars.count == length else { return false }
        var remainder = 0
        for byte in scalars[4...] + scalars[..<4] {
            if byte <= 0x39 {
                remainder = (remainder * 10 + Int(byte - 0x30)) % 97
            } else {
                remainder = (remainder * 100 + Int(byte - 0x41 + 10)) % 97
            }
        }
        return remainder == 1
    }
}
