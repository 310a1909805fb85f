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

    /// What the standard library tells of `bytes`: valid UTF-8 holding no
    /// control character but line feeds.
    static func isPrintableAsTheStandardLibraryTells(_ bytes: [UInt8]) -> Bool {
        guard let text = String(validating: bytes, as: UTF8.self) else { return false }
        return !PrintableText.containsControl(text, exceptLineFeeds: true)
    }

    static func isPrintable(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { PrintableText.isPrintableUTF8($0) }
    }

    /// The terminal's one-pass check agrees with the standard library's
    /// UTF-8 validation and the control test on its strings, on every lead
    /// and second byte, and on the boundaries of every range a third and
    /// fourth byte may take (those of the control characters U+2028–U+202E
    /// and U+2066–U+2069 among them), each at positions that move it across
    /// the eight-byte words and thirty-two-byte blocks the check reads ASCII in.
    @Test func utf8CheckAgreesWithTheStandardLibrary() {
        let edges: [UInt8] = [0x00, 0x0A, 0x1F, 0x20, 0x41, 0x7E, 0x7F, 0x80, 0x81, 0x8F, 0x90, 0x9F, 0xA0,
                              0xA5, 0xA6, 0xA7, 0xA8, 0xA9, 0xAA, 0xAE, 0xAF, 0xBF, 0xC0, 0xF4, 0xFF]
        var disagreements: [[UInt8]] = []
        func check(_ sequence: [UInt8], shift: Int) {
            let bytes = Array(repeating: UInt8(ascii: "a"), count: shift) + sequence + Array("tail".utf8)
            if Self.isPrintable(bytes) != Self.isPrintableAsTheStandardLibraryTells(bytes) { disagreements.append(bytes) }
        }
        for lead in UInt8.min...UInt8.max {
            check([lead], shift: Int(lead) % 41)
            for second in UInt8.min...UInt8.max { check([lead, second], shift: Int(second) % 41) }
            guard lead >= 0xC0 else { continue }
            for second in edges {
                for third in edges {
                    check([lead, second, third], shift: Int(third) % 41)
                    for fourth in edges { check([lead, second, third, fourth], shift: Int(fourth) % 41) }
                }
            }
        }
        // A sequence cut short by the end of the bytes.
        for cut in [[0xC3], [0xE2, 0x80], [0xF0, 0x9F, 0x98]] as [[UInt8]] {
            #expect(!Self.isPrintable(Array("abcdefgh".utf8) + cut))
        }
        #expect(Self.isPrintable(Array("caf\u{E9} \u{2026} \u{1F600}, eight bytes and more\n".utf8)))
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }

    /// The check agrees with the standard library's on random reports:
    /// lines of printable ASCII with, here and there, a character of two,
    /// three or four bytes, a control character, or a byte that is not
    /// UTF-8, so that each falls at every position of an eight-byte word.
    @Test func onePassCheckAgreesOnRandomReports() {
        let pieces: [[UInt8]] = [
            Array("x".utf8), Array("\n".utf8), Array("\t".utf8), Array("\u{1B}".utf8), Array("\u{7F}".utf8),
            Array("\u{E9}".utf8), Array("\u{9B}".utf8), Array("\u{2026}".utf8), Array("\u{2028}".utf8),
            Array("\u{202E}".utf8), Array("\u{2069}".utf8), Array("\u{206A}".utf8), Array("\u{1F600}".utf8),
            [0x9B], [0xC2], [0xED, 0xA0, 0x80], [0xFF],
        ]
        var generator = SystemRandomNumberGenerator()
        var disagreements: [[UInt8]] = []
        var printable = 0
        for _ in 0..<4000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                bytes += Int.random(in: 0..<8, using: &generator) == 0
                    ? pieces.randomElement(using: &generator)! : Array("abcdefg \n".utf8)
            }
            let expected = Self.isPrintableAsTheStandardLibraryTells(bytes)
            if expected { printable += 1 }
            if Self.isPrintable(bytes) != expected { disagreements.append(bytes) }
        }
        #expect(printable > 0 && printable < 4000)
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }

    /// Our own styling is written as it is.
    @Test func styledBytesAreWrittenAsTheyAre() throws {
        let text = Array("\u{1B}[1;31merror\u{1B}[0m\n".utf8)
        #expect(try Self.written(text, .styled) == text)
    }
}
