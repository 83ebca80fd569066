import Foundation
import LocalAuthentication
import Testing

/// A machine with no biometry and no passcode: every policy unavailable, with Apple's reason.
@Suite("LocalAuthentication: no biometry and no passcode here, each said as Apple says it")
struct LocalAuthenticationTests {
    @Test("canEvaluatePolicy is false with biometryNotAvailable or passcodeNotSet; biometryType is none")
    func canEvaluate() {
        let context = LAContext()
        var error: NSError?
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.domain == LAErrorDomain)
        #expect(error?.code == LAError.Code.biometryNotAvailable.rawValue)
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
        #expect(error?.code == LAError.passcodeNotSet.rawValue)
        #expect(context.biometryType == .none)
    }

    @Test("evaluatePolicy fails with the same reason, through the reply and through async throws")
    func evaluate() async {
        let context = LAContext()
        let replied = await withCheckedContinuation { continuation in
            context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock") { success, error in
                continuation.resume(returning: (success, (error as? LAError)?.code))
            }
        }
        #expect(replied.0 == false)
        #expect(replied.1 == .biometryNotAvailable)
        do {
            _ = try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock")
            Issue.record("evaluatePolicy succeeded on a machine without a passcode")
        } catch LAError.passcodeNotSet {
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
