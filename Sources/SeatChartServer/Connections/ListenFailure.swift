import Foundation
import NIOCore

/// Why a server could not listen, told by the error's type rather than by its words.
public enum ListenFailure {
    /// Whether `error` says the address and port are taken (`EADDRINUSE` from `bind`).
    public static func isAddressInUse(_ error: any Error) -> Bool {
        (error as? IOError)?.errnoCode == EADDRINUSE
    }
}
