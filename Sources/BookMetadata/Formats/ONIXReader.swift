/// ONIX for Books 3.0/3.1 (reference and short tags) and ONIX 2.1.
///
/// One record per `<Product>`. Contributors with role A01 (author) in
/// `SequenceNumber` order; the title from TitleType 01 at product level, with
/// its prefix ("The") put back in front; ISBNs from ProductIDType 15 (ISBN-13),
/// 03 (GTIN-13 starting 978/979) and 02 (ISBN-10); pages from Extent (type 00,
/// unit 03) or ONIX 2.1's NumberOfPages; the description from TextContent type
/// 03 (else 02), or ONIX 2.1's OtherText 01 (else 03, 02), as escaped HTML,
/// live XHTML or CDATA.
enum ONIXReader {
    /// The message's products, in order, with short tags renamed.
    static func products(_ message: ParsedElement) -> [ParsedElement] {
        let reference = message.name == "ONIXmessage" ? ONIXShortTags.toReferenceNames(message) : message
        return reference.children("Product")
    }

    static func summary(_ product: ParsedElement, number: Int) -> RecordSummary {
        let (metadata, _) = read(product)
        let isbn = (metadata.isbn13 ?? metadata.isbn10).map { "ISBN \($0)" }
        return RecordSummary(number: number, line: product.line, title: metadata.title,
                             identifier: isbn ?? product.childText("RecordReference").map { "record \($0)" })
    }

    static func read(_ product: ParsedElement) -> (BookMetadata, [MetadataNote]) {
        var builder = MetadataBuilder()
        let descriptive = product.child("DescriptiveDetail") ?? product
        let collateral = product.child("CollateralDetail") ?? product
        let publishing = product.child("PublishingDetail") ?? product

        // ISBNs, best type first.
        let identifiers = product.children("ProductIdentifier")
        for type in ["15", "03", "02"] {
            for identifier in identifiers where identifier.childText("ProductIDType") == type {
                guard let value = identifier.child("IDValue") else { continue }
                if type == "03", let text = value.cleanText, !(text.hasPrefix("978") || text.hasPrefix("979")) { continue }
                builder.addISBN(value.text, line: value.line)
            }
        }

        readTitle(descriptive, into: &builder)

        let contributors = descriptive.children("Contributor").enumerated()
            .filter { $0.element.children("ContributorRole").contains { $0.cleanText == "A01" } }
            .sorted { (Int($0.element.childText("SequenceNumber") ?? "") ?? Int.max, $0.offset)
                    < (Int($1.element.childText("SequenceNumber") ?? "") ?? Int.max, $1.offset) }
        for (_, contributor) in contributors { builder.addAuthor(personName(contributor)) }

        for language in descriptive.children("Language") where language.childText("LanguageRole") == "01" {
            builder.setLanguage(language.childText("LanguageCode"), line: language.line)
        }

        for extent in descriptive.children("Extent") where extent.childText("ExtentType") == "00" && extent.childText("ExtentUnit") == "03" {
            builder.setCount(\.pageCount, extent.childText("ExtentValue"), what: "page count", line: extent.line)
        }
        if let pages = descriptive.child("NumberOfPages") {
            builder.setCount(\.pageCount, pages.text, what: "page count", line: pages.line)
        }

        readCategories(descriptive, into: &builder)
        readDescription(collateral, into: &builder)
        readPublisher(publishing, into: &builder)
        readCover(collateral, into: &builder)
        return builder.finished()
    }

    private static func readTitle(_ descriptive: ParsedElement, into builder: inout MetadataBuilder) {
        // ONIX 3: TitleDetail / TitleElement (level 01 = the product).
        for detail in descriptive.children("TitleDetail") where detail.childText("TitleType") == "01" {
            let elements = detail.children("TitleElement")
            guard let element = elements.first(where: { $0.childText("TitleElementLevel") == "01" }) ?? elements.first else { continue }
            builder.setText(\.title, titleText(element))
            builder.setText(\.subtitle, element.childText("Subtitle"))
        }
        // ONIX 2.1: Title, or DistinctiveTitle.
        for title in descriptive.children("Title") where title.childText("TitleType") == "01" {
            builder.setText(\.title, titleText(title))
            builder.setText(\.subtitle, title.childText("Subtitle"))
        }
        builder.setText(\.title, descriptive.childText("DistinctiveTitle"))
    }

    private static func titleText(_ element: ParsedElement) -> String? {
        if let text = element.childText("TitleText") { return text }
        guard let rest = element.childText("TitleWithoutPrefix") else { return nil }
        return element.childText("TitlePrefix").map { "\($0) \(rest)" } ?? rest
    }

    private static func personName(_ contributor: ParsedElement) -> String? {
        if let name = contributor.childText("PersonName") { return name }
        if contributor.child("KeyNames") != nil {
            return ["NamesBeforeKey", "PrefixToKey", "KeyNames"].compactMap { contributor.childText($0) }.joined(separator: " ")
        }
        if let inverted = contributor.childText("PersonNameInverted") { return PersonName.direct(inverted) }
        return contributor.childText("CorporateName")
    }

    private static func readCategories(_ descriptive: ParsedElement, into builder: inout MetadataBuilder) {
        let subjects = descriptive.children("Subject")
        // Main subjects first, then the rest, in order.
        let ordered = subjects.filter { $0.child("MainSubject") != nil } + subjects.filter { $0.child("MainSubject") == nil }
        for subject in ordered {
            let scheme = subject.childText("SubjectSchemeIdentifier")
            switch scheme {
            case "10", "22":  // BISAC subject heading; BISAC regional theme
                builder.addCategory(subject.childText("SubjectHeadingText") ?? bisacLabel(subject.childText("SubjectCode")))
            case "12", "93", "01", "03", "04":  // BIC; Thema; Dewey; LC; LCSH: only with heading text
                builder.addCategory(subject.childText("SubjectHeadingText"))
            default:
                continue  // keywords (20) and proprietary schemes are not categories
            }
        }
        if let basic = descriptive.childText("BASICMainSubject") { builder.addCategory(bisacLabel(basic)) }
    }

    private static func bisacLabel(_ code: String?) -> String? {
        guard let code, code.count >= 3 else { return nil }
        return bisacSections[String(code.prefix(3)).uppercased()]
    }

    private static func readDescription(_ collateral: ParsedElement, into builder: inout MetadataBuilder) {
        let contents = collateral.children("TextContent")
        for type in ["03", "02"] {
            if let text = contents.first(where: { $0.childText("TextType") == type })?.child("Text") {
                builder.setDescription(PlainText.fromMarkup(text))
            }
        }
        let others = collateral.children("OtherText")
        for type in ["01", "03", "02"] {
            if let text = others.first(where: { $0.childText("TextTypeCode") == type })?.child("Text") {
                builder.setDescription(PlainText.fromMarkup(text))
            }
        }
    }

    private static func readPublisher(_ publishing: ParsedElement, into builder: inout MetadataBuilder) {
        let publishers = publishing.children("Publisher")
        let main = publishers.first { $0.childText("PublishingRole") == "01" } ?? publishers.first
        builder.setText(\.publisher, main?.childText("PublisherName"))
        builder.setText(\.publisher, publishing.childText("PublisherName"))
        builder.setText(\.publisher, publishing.child("Imprint")?.childText("ImprintName"))

        for date in publishing.children("PublishingDate") where date.childText("PublishingDateRole") == "01" {
            if let value = date.child("Date") { builder.setDate(value.text, line: value.line) }
        }
        if let date = publishing.child("PublicationDate") { builder.setDate(date.text, line: date.line) }
    }

    private static func readCover(_ collateral: ParsedElement, into builder: inout MetadataBuilder) {
        for resource in collateral.children("SupportingResource")
        where resource.childText("ResourceContentType") == "01" && resource.childText("ResourceMode") == "03" {
            for version in resource.children("ResourceVersion") {
                if let link = version.child("ResourceLink") {
                    builder.setURL(\.coverImageUrl, link.text, what: "cover image", line: link.line)
                }
            }
        }
        for media in collateral.children("MediaFile") where ["04", "06"].contains(media.childText("MediaFileTypeCode") ?? "") {
            if let link = media.child("MediaFileLink"), media.childText("MediaFileLinkTypeCode") ?? "01" == "01" {
                builder.setURL(\.coverImageUrl, link.text, what: "cover image", line: link.line)
            }
        }
    }
}
