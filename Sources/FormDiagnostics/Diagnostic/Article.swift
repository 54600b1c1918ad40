/// English indefinite articles for messages that name a type or a kind:
/// "an int field", "a decimal field". One rule for every stage.
public enum Article {
    /// `word` with "a" or "an" before it, by its first letter's sound
    /// (vowel letters take "an"; the language's words have no exceptions).
    public static func withArticle(_ word: String) -> String {
        guard let first = word.first?.lowercased().first else { return word }
        return ("aeiou".contains(first) ? "an " : "a ") + word
    }
}
