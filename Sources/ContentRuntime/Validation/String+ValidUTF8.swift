extension String {
    /// The text `bytes` spell when they are valid UTF-8, else `nil`: what
    /// `String(validating:as:)` gives, on every platform the package builds
    /// for (that initializer needs macOS 15 and iOS 18).
    package init?(validUTF8 bytes: some Collection<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        // Decoding puts U+FFFD for each invalid sequence: the text's bytes differ from the input exactly when one was.
        guard text.utf8.elementsEqual(bytes) else { return nil }
        self = text
    }
}
