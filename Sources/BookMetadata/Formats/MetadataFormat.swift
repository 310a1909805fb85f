/// The XML formats book metadata is read from.
public enum MetadataFormat: String, Sendable, Equatable, CaseIterable {
    case epubPackage = "epub-opf"
    case calibreOPF = "calibre-opf"
    case onix3 = "onix-3"
    case onix21 = "onix-2.1"
    case marcXML = "marcxml"
    case googleBooks = "google-books"

    /// The name used in messages.
    public var displayName: String {
        switch self {
        case .epubPackage: "EPUB package document"
        case .calibreOPF: "calibre OPF"
        case .onix3: "ONIX 3"
        case .onix21: "ONIX 2.1"
        case .marcXML: "MARCXML"
        case .googleBooks: "Google Books"
        }
    }

    /// The format of a document, from its root element and namespaces.
    static func detect(_ root: ParsedElement) throws(MetadataError) -> MetadataFormat {
        let namespace = root.namespace ?? ""
        switch root.name {
        case "package":
            return OPFReader.isCalibre(root) ? .calibreOPF : .epubPackage
        case "ONIXMessage", "ONIXmessage":
            let release = root.attribute("release") ?? ""
            if release.hasPrefix("3") || namespace.contains("/onix/3.") { return .onix3 }
            if release.hasPrefix("2") || namespace.contains("/onix/2.") { return .onix21 }
            // No release attribute and no namespace: ONIX 3 products have <DescriptiveDetail>.
            return root.descendants("DescriptiveDetail").isEmpty && root.descendants("descriptivedetail").isEmpty
                ? .onix21 : .onix3
        case "collection", "record":
            if namespace.contains("MARC21") || root.name == "record" && root.child("leader") != nil
                || root.children("record").contains(where: { $0.child("leader") != nil }) {
                return .marcXML
            }
        case "entry", "feed":
            if GoogleBooksReader.isGoogleBooks(root) { return .googleBooks }
        default:
            break
        }
        throw .unsupportedFormat(root: root.name, namespace: root.namespace)
    }
}
