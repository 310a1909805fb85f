@testable import contentc
import ContentRuntime
import Foundation
import Testing

/// What reaches a terminal: a report given as bytes is written as it is
/// only when it holds no control character but line feeds; otherwise it is
/// escaped exactly as text given as a string is.
@Suite struct TerminalTests {
    /// The bytes `write` sends for `utf8`, read back through a pipe.
    static func written(_ utf8: [UInt8], _ printing: Terminal.Printing) throws -> [UInt8] {
        let pipe = Pipe()
        Terminal(descriptor: pipe.fileHandleForWriting.fileDescriptor).write(utf8, printing)
        try pipe.fileHandleForWriting.close()
        return Array(try pipe.fileHandleForReading.readToEnd() ?? Data())
    }

    @Test(arguments: [
        "a.yaml:1:1: error[S101]: unknown key 'x\u{1B}]0;title\u{07}'\n",
        "::error file=x::forged\r\n", "\u{202E}reversed\n", "C1 \u{9B}2J\n", "tab\there\n", "\u{2028}\u{2069}\u{7F}\0",
        "no control at all, but caf\u{E9} \u{2026} \u{1F600}\n", "",
    ])
    func bytesAreWrittenAsTextIs(_ text: String) throws {
        for printing in [Terminal.Printing.text, .json] {
            let written = try Self.written(Array(text.utf8), printing)
            #expect(written == Array(Terminal.printable(text, printing).utf8))
            let controls = String(decoding: written, as: UTF8.self).unicodeScalars.filter { $0 != "\n" && PrintableText.isControl($0) }
            #expect(controls.isEmpty, "\(printing): \(controls)")
        }
    }

    /// Bytes that are not valid UTF-8 are never written as they are: a lone
    /// 0x9B is an 8-bit CSI to some terminals, and it reaches them as U+FFFD,
    /// as the same bytes decoded to a string would.
    @Test(arguments: [[0x9B, 0x32, 0x4A, 0x0A], [0x61, 0xC2], [0x61, 0xFF, 0x0A], [0xE2, 0x80, 0x0A]] as [[UInt8]])
    func invalidUTF8IsNotWrittenAsItIs(_ utf8: [UInt8]) throws {
        for printing in [Terminal.Printing.text, .json] {
            let written = try Self.written(utf8, printing)
            #expect(written != utf8)
            #expect(written == Array(Terminal.printable(String(decoding: utf8, as: UTF8.self), printing).utf8))
            #expect(String(validating: written, as: UTF8.self) != nil)
        }
    }

    /// Our own styling is written as it is.
    @Test func styledBytesAreWrittenAsTheyAre() throws {
        let text = Array("\u{1B}[1;31merror\u{1B}[0m\n".utf8)
        #expect(try Self.written(text, .styled) == text)
    }
}
