// Fills the sign-up form through the generated `fillInTerminal` and prints
// the result with `description`, which shows secure fields as •••.
import FormcGenerated
import Foundation

do {
    if let account = try SignUp.fillInTerminal() {
        print(account)
    } else {
        print("cancelled")
        exit(130)
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
