extension RuleExample {
    /// Examples of the book rules, in book.yaml and its metadata file.
    static let books: [RuleExample] = [
        RuleExample(.bookNumberUnique,
            fails: [
                .fields(ExampleProject.book, "number: 1"),
                .whole("books/second/book.yaml", "number: 1\ntitle: Second Book"),
            ],
            passes: [
                .fields(ExampleProject.book, "number: 1"),
                .whole("books/second/book.yaml", "number: 2\ntitle: Second Book"),
            ]),

        RuleExample(.isbn13,
            fails: [.fields(ExampleProject.book, "isbn13: 978-0-14-044933-5")],
            passes: [.fields(ExampleProject.book, "isbn13: 978-0-14-044933-4")]),

        RuleExample(.isbn10,
            fails: [.fields(ExampleProject.book, "isbn10: 0-14-044933-9")],
            passes: [.fields(ExampleProject.book, "isbn10: 0-14-044933-7")]),

        RuleExample(.bookMetadataFile,
            fails: [.fields(ExampleProject.book, "metadata: metadata.xml   # books/sample/ holds no such file")],
            passes: [
                .fields(ExampleProject.book, "metadata: metadata.xml"),
                .whole("books/sample/metadata.xml", opfPackage),
            ]),

        RuleExample(.bookMetadataXML,
            fails: [
                .fields(ExampleProject.book, "metadata: metadata.xml"),
                .whole("books/sample/metadata.xml", """
                <?xml version="1.0"?>
                <html><body><h1>Meditations</h1><p>by Marcus Aurelius</p></body></html>
                """),
            ],
            passes: [
                .fields(ExampleProject.book, "metadata: metadata.xml"),
                .whole("books/sample/metadata.xml", opfPackage),
            ]),
    ]

    /// A small EPUB package document: book metadata contentc reads.
    private static let opfPackage = """
        <?xml version="1.0"?>
        <package xmlns="http://www.idpf.org/2007/opf" version="3.0">
          <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
            <dc:title>Meditations</dc:title>
            <dc:creator>Marcus Aurelius</dc:creator>
          </metadata>
        </package>
        """
}
