// libFuzzer entry point for the BookMetadata module. `Fuzz/run xml` compiles
// this file together with Sources/BookMetadata/**/*.swift into one module, so
// it can reach internal declarations. Each input is read three times: as the
// only record (`record: nil`) and as records 1 and 2. Every read must return a
// value or throw a MetadataError; besides crashes, hangs, leaks and memory
// blow-ups (found by the sanitizers and libFuzzer's limits), it traps when an
// invariant breaks:
//
// - the three reads agree: an error that is not about choosing a record is
//   thrown by all three; a file with one record gives the same import for
//   nil and 1 and refuses 2; a file with several lists them numbered 1…n
//   and reads 1 and 2 as those records;
// - an import holds what BookMetadata documents: valid ISBNs of ASCII
//   digits, a rating in 0…5, absolute http(s) URLs, non-negative counts and
//   dates as YYYY, YYYY-MM or YYYY-MM-DD;
// - error lines are 1-based.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []

    let only = Result { () throws(MetadataError) in try BookMetadataReader.read(input) }
    let first = Result { () throws(MetadataError) in try BookMetadataReader.read(input, record: 1) }
    let second = Result { () throws(MetadataError) in try BookMetadataReader.read(input, record: 2) }

    for outcome in [only, first, second] {
        switch outcome {
        case .success(let result): XMLFuzzChecks.check(result)
        case .failure(let error):
            if let line = error.line { XMLFuzzChecks.require(line >= 1, "error on line \(line): \(error)") }
        }
    }

    switch only {
    case .success(let result):
        XMLFuzzChecks.require(result.record == 1 && result.recordCount == 1, "read(nil) gave record \(result.record) of \(result.recordCount)")
        guard case .success(let one) = first else { fatalError("read(nil) succeeded, read(1) threw \(first)") }
        XMLFuzzChecks.require(one.format == result.format && one.metadata == result.metadata && one.notes == result.notes,
                              "read(nil) and read(1) differ")
        guard case .failure(.recordOutOfRange(requested: 2, count: 1)) = second else {
            fatalError("a file with one record, read(2): \(second)")
        }
    case .failure(.severalRecords(let format, let records)):
        XMLFuzzChecks.require(records.count >= 2, "severalRecords with \(records.count)")
        XMLFuzzChecks.require(records.map(\.number) == Array(1...records.count), "records numbered \(records.map(\.number))")
        XMLFuzzChecks.require(records.allSatisfy { $0.line >= 1 }, "a record on line < 1")
        for (number, outcome) in [(1, first), (2, second)] {
            guard case .success(let result) = outcome else { fatalError("listed \(records.count) records, read(\(number)) threw \(outcome)") }
            XMLFuzzChecks.require(result.format == format && result.record == number && result.recordCount == records.count,
                                  "read(\(number)) gave \(result.format) record \(result.record) of \(result.recordCount)")
        }
    case .failure(let error):
        for (number, outcome) in [(1, first), (2, second)] {
            guard case .failure(let other) = outcome, other == error else {
                fatalError("read(nil) threw \(error), read(\(number)) \(outcome)")
            }
        }
    }
    return 0
}

/// The invariants the fuzzer checks.
enum XMLFuzzChecks {
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError(message()) }
    }

    static func check(_ result: MetadataImport) {
        let metadata = result.metadata
        require(result.recordCount >= 1 && (1...result.recordCount).contains(result.record), "record \(result.record) of \(result.recordCount)")
        if let isbn = metadata.isbn13 {
            require(isbn.utf8.count == 13 && isbn.utf8.allSatisfy { (0x30...0x39).contains($0) } && ISBN.canonical13(isbn) == isbn,
                    "ISBN-13 \(Array(isbn.unicodeScalars))")
        }
        if let isbn = metadata.isbn10 {
            require(isbn.utf8.count == 10 && isbn.utf8.dropLast().allSatisfy { (0x30...0x39).contains($0) }
                        && ISBN.canonical10(isbn) == isbn,
                    "ISBN-10 \(Array(isbn.unicodeScalars))")
        }
        if let rating = metadata.averageRating {
            require(rating >= 0 && rating <= 5, "rating \(rating)")
        }
        for (what, count) in [("pages", metadata.pageCount), ("ratings", metadata.ratingsCount)] {
            if let count { require(count >= 0, "\(what) count \(count)") }
        }
        for url in [metadata.thumbnailUrl, metadata.coverImageUrl, metadata.previewLink, metadata.infoLink].compactMap({ $0 }) {
            let lower = url.lowercased()
            require(lower.hasPrefix("http://") || lower.hasPrefix("https://"), "URL \(url)")
        }
        if let date = metadata.publishedDate {
            require(isDate(date), "date \(Array(date.unicodeScalars))")
        }
    }

    /// `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, in ASCII digits.
    static func isDate(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard [4, 7, 10].contains(bytes.count) else { return false }
        for (offset, byte) in bytes.enumerated() {
            let ok = offset == 4 || offset == 7 ? byte == UInt8(ascii: "-") : (0x30...0x39).contains(byte)
            if !ok { return false }
        }
        return true
    }
}
