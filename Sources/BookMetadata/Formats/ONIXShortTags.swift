/// The ONIX short tags the reader uses, with their reference names.
///
/// ONIX comes in two tag sets with identical structure; short-tag documents
/// are renamed to reference names once, so the reader knows only one set.
/// Tags not listed keep their short name and are simply not read.
enum ONIXShortTags {
    static let referenceNames: [String: String] = [
        "onixmessage": "ONIXMessage", "header": "Header", "product": "Product",
        "a001": "RecordReference", "a002": "NotificationType",
        "productidentifier": "ProductIdentifier", "b221": "ProductIDType", "b244": "IDValue",
        "descriptivedetail": "DescriptiveDetail", "collateraldetail": "CollateralDetail",
        "publishingdetail": "PublishingDetail",
        "titledetail": "TitleDetail", "b202": "TitleType", "titleelement": "TitleElement",
        "x409": "TitleElementLevel", "b203": "TitleText", "b030": "TitlePrefix",
        "b031": "TitleWithoutPrefix", "b029": "Subtitle", "x501": "NoPrefix", "b034": "SequenceNumber",
        "b028": "DistinctiveTitle", "title": "Title",
        "contributor": "Contributor", "b035": "ContributorRole", "b036": "PersonName",
        "b037": "PersonNameInverted", "b039": "NamesBeforeKey", "b247": "PrefixToKey", "b040": "KeyNames",
        "b041": "NamesAfterKey", "b047": "CorporateName",
        "language": "Language", "b253": "LanguageRole", "b252": "LanguageCode",
        "extent": "Extent", "b218": "ExtentType", "b219": "ExtentValue", "b220": "ExtentUnit",
        "b061": "NumberOfPages",
        "subject": "Subject", "b067": "SubjectSchemeIdentifier", "b069": "SubjectCode",
        "b070": "SubjectHeadingText", "x425": "MainSubject", "b064": "BASICMainSubject",
        "textcontent": "TextContent", "x426": "TextType", "d104": "Text",
        "othertext": "OtherText", "d102": "TextTypeCode",
        "publisher": "Publisher", "b291": "PublishingRole", "b081": "PublisherName",
        "imprint": "Imprint", "b079": "ImprintName",
        "publishingdate": "PublishingDate", "x448": "PublishingDateRole", "b306": "Date",
        "b003": "PublicationDate",
        "supportingresource": "SupportingResource", "x436": "ResourceContentType", "x437": "ResourceMode",
        "resourceversion": "ResourceVersion", "x441": "ResourceForm", "x435": "ResourceLink",
        "mediafile": "MediaFile", "f114": "MediaFileTypeCode", "f116": "MediaFileLinkTypeCode",
        "f117": "MediaFileLink",
    ]

    /// The element with every short tag below it renamed, without recursion.
    static func toReferenceNames(_ root: ParsedElement) -> ParsedElement {
        // Rebuild bottom-up with an explicit stack of (element, index of next child).
        var stack: [(element: ParsedElement, index: Int)] = [(renamed(root), 0)]
        while true {
            let top = stack.count - 1
            let index = stack[top].index
            if index == stack[top].element.children.count {
                let finished = stack.removeLast().element
                if stack.isEmpty { return finished }
                let parent = stack.count - 1
                stack[parent].element.children[stack[parent].index - 1] = .element(finished)
                continue
            }
            stack[top].index += 1
            if case .element(let child) = stack[top].element.children[index] {
                stack.append((renamed(child), 0))
            }
        }
    }

    private static func renamed(_ element: ParsedElement) -> ParsedElement {
        var element = element
        if let name = referenceNames[element.name] { element.name = name }
        return element
    }
}
