import FormRuntime
import FormSession
import SwiftUI

/// Two generated forms in a SwiftUI app: `CheckoutView` and `SignUpView`
/// come from the build plugin (`formc.json` asks for the `swiftui` files).
@main
struct SwiftUIApp: App {
    var body: some Scene {
        WindowGroup {
            FormsList()
        }
    }
}

/// The list of forms; each opens in a `NavigationStack`, which a choice of
/// more than 7 options needs for its searchable list. `FormModel()` starts
/// each in the user's locale (`Locale.current`) and language
/// (`Locale.preferredLanguages`), LANGUAGE.md §21. (`@MainActor` as every
/// `View` is in Xcode 16's SwiftUI; said for older interfaces, where the
/// models' main-actor initializers could not be default values.)
@MainActor
struct FormsList: View {
    @State private var checkout = FormModel<Checkout>()
    @State private var signUp = FormModel<SignUp>()
    @State private var result = ""

    var body: some View {
        NavigationStack {
            List {
                NavigationLink {
                    CheckoutView(model: checkout) { order in
                        result = "Order confirmation goes to \(order.email)"
                    }
                } label: {
                    Text(verbatim: "Checkout")
                }
                NavigationLink {
                    SignUpView(model: signUp) { account in
                        // The server may refuse what the form accepted: its
                        // errors show under their fields until edited.
                        Task {
                            let refused = await AccountServer.register(account)
                            if refused.errors.isEmpty {
                                result = "Signed up \(account.email)"
                            } else {
                                signUp.showMessages(refused)
                            }
                        }
                    }
                    .formFieldStyle(CompactFieldStyle())
                } label: {
                    Text(verbatim: "Create account")
                }
                Text(verbatim: result)
            }
            .navigationTitle(Text(verbatim: "formc"))
        }
    }
}
