import ContentRuntime

/// One item of a release, lifted out of its bundle for comparison: the item
/// with its children removed and its derived values cleared (numbers, which
/// follow positions; points and `maxScore`), so that two entries are equal
/// exactly when the item's own fields are. Order is compared apart, among
/// the children that both releases keep (``ReleaseBundle/children``).
struct ReleaseEntry: Sendable {
    /// An item's own fields.
    enum Value: Sendable, Hashable {
        case book(Book)
        case idea(Idea)
        case course(Course)
        case section(CourseSection)
        case lesson(Lesson)
        case question(Question)
        case achievement(Achievement)

        /// The fields as the bundle holds them.
        var fields: [String: FieldValue] {
            switch self {
            case .book(let value): FieldValue.fields(of: value)
            case .idea(let value): FieldValue.fields(of: value)
            case .course(let value): FieldValue.fields(of: value)
            case .section(let value): FieldValue.fields(of: value)
            case .lesson(let value): FieldValue.fields(of: value)
            case .question(let value): FieldValue.fields(of: value)
            case .achievement(let value): FieldValue.fields(of: value)
            }
        }
    }

    /// The item and where it is.
    var item: ReleaseItem
    /// Indices from the bundle down (an idea's, then a question's), to list
    /// changes in source order; empty for the book or course itself.
    var position: [Int]
    /// The item's own fields.
    var value: Value

    /// The item it is directly inside, when that is not its book or course:
    /// a question's idea or lesson, a lesson's section.
    var parent: ReleaseItem.Reference? {
        item.path.count > 1 ? item.path.last : nil
    }
}
