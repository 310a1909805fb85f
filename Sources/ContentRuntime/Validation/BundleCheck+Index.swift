extension BundleCheck {
    /// An index: the project's name, and each bundle listed once, at
    /// `books/<id>.json` or `courses/<id>.json`, books first, then courses,
    /// each sorted by id, of the index's content version, with a SHA-256 and a size.
    func index(_ index: BundleIndex) throws(ContentLoadError) {
        try slug(index.name, at: "name")
        try text(index.contentVersion, at: "contentVersion")
        var listed: [String: Int] = [:]
        for (position, entry) in index.bundles.enumerated() {
            func keyPath() -> String { "bundles[\(position)]" }
            try slug(entry.id, at: "\(keyPath()).id")
            try text(entry.title, at: "\(keyPath()).title")
            let file = "\(entry.kind.rawValue)s/\(entry.id).json"
            if let first = listed[file] {
                throw failure(keyPath(), "lists \(file) again, as bundles[\(first)] does; each bundle is listed once")
            }
            listed[file] = position
            guard entry.file == file else {
                throw failure("\(keyPath()).file", "is \"\(entry.file)\", but the \(entry.kind.rawValue) \"\(entry.id)\" is at \(file)")
            }
            guard entry.contentVersion == index.contentVersion else {
                throw failure("\(keyPath()).contentVersion",
                              "is \(entry.contentVersion), but the index is of version \(index.contentVersion): one build has one version")
            }
            guard Self.isSHA256(entry.sha256) else {
                throw failure("\(keyPath()).sha256", "is not a SHA-256: 64 hexadecimal digits")
            }
            try number(entry.bytes, at: "\(keyPath()).bytes", in: 0...Int.max)
            if position > 0 {
                let before = index.bundles[position - 1]
                let inOrder = before.kind == entry.kind ? before.id < entry.id : before.kind == .book
                guard inOrder else {
                    throw failure(keyPath(), "is out of order: an index lists books, then courses, each sorted by id")
                }
            }
        }
    }

    /// Whether `text` is 64 hexadecimal digits, as `Character.isHexDigit`
    /// tells them (fullwidth ones too); 64 ASCII ones, as every build
    /// writes, are told from the bytes alone.
    static func isSHA256(_ text: String) -> Bool {
        let utf8 = text.utf8
        if utf8.count == 64, utf8.allSatisfy({ byte in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
        }) {
            return true
        }
        return text.count == 64 && text.allSatisfy(\.isHexDigit)
    }

    /// A bundle against its entry in the index: the same content version and title.
    func bundle(_ bundle: LoadedBundle, listedAs entry: BundleIndex.Entry, in index: BundleIndex) throws(ContentLoadError) {
        guard bundle.header.contentVersion == index.contentVersion else {
            throw failure("contentVersion", "is \(bundle.header.contentVersion), but index.json is of version "
                + "\(index.contentVersion): the folder mixes files of different builds")
        }
        let title = bundle.book?.title ?? bundle.course?.title
        guard title == entry.title else {
            throw failure("\(entry.kind.rawValue).title", "is not the title index.json lists for it, \"\(entry.title)\"")
        }
    }

    /// A bundle's content, book or course.
    func content(_ bundle: LoadedBundle) throws(ContentLoadError) {
        switch bundle {
        case .book(let bundle): try book(bundle.book)
        case .course(let bundle): try course(bundle.course)
        }
    }
}
