import BookMetadata
import ContentRuntime

/// Lowers a checked book to the runtime's type, with the project's learning
/// policy and the book's overrides laid over it. Returns `nil` only if a
/// required value is missing, which the checks report as an error first.
func lowerBook(_ source: BookSource, policy: ResolvedLearningPolicy) -> Book? {
    guard let number = source.number?.value, let title = source.title?.value else { return nil }
    let ideas = source.ideas.compactMap(lowerIdea).sorted { $0.number < $1.number }
    guard ideas.count == source.ideas.count else { return nil }
    return Book(
        id: source.slug, number: number, title: title,
        subtitle: source.subtitle?.value, author: source.author?.value, publisher: source.publisher?.value,
        language: source.language?.value, description: source.description?.value,
        publishedDate: source.publishedDate?.value, categories: source.categories?.value.map(\.value),
        isbn13: source.isbn13.flatMap { ISBN.canonical13($0.value) },
        isbn10: source.isbn10.flatMap { ISBN.canonical10($0.value) },
        googleBooksId: source.googleBooksId?.value,
        thumbnailUrl: source.thumbnailUrl?.value, coverImageUrl: source.coverImageUrl?.value,
        previewLink: source.previewLink?.value, infoLink: source.infoLink?.value,
        averageRating: source.averageRating?.value, ratingsCount: source.ratingsCount?.value,
        pageCount: source.pageCount?.value,
        ideas: ideas,
        learning: policy.overlaid(with: source.learning).policy
    )
}

private func lowerIdea(_ source: IdeaSource) -> Idea? {
    guard let id = source.id?.value, let parsed = parseIdeaId(id),
          let title = source.title?.value, let description = source.description?.value,
          let importance = source.importance?.value, let depthTarget = source.depthTarget?.value,
          let primer = source.primer.flatMap(lowerPrimer),
          let questionSources = source.questions?.value
    else { return nil }
    let questions = questionSources.compactMap { lowerQuestion($0, owner: id) }
    guard questions.count == questionSources.count else { return nil }
    return Idea(id: id, number: parsed.idea, title: title, description: description, importance: importance,
                depthTarget: depthTarget, primer: primer, questions: questions,
                maxScore: questions.reduce(0) { $0 + $1.points })
}

private func lowerPrimer(_ source: PrimerSource) -> Primer? {
    guard let thesis = source.thesis?.value, let story = source.story?.value,
          let useItWhen = source.useItWhen?.value, let howToApply = source.howToApply?.value,
          let edgesAndLimits = source.edgesAndLimits?.value, let oneLineRecall = source.oneLineRecall?.value
    else { return nil }
    let links = source.furtherLearning?.value.compactMap { link -> FurtherLearningLink? in
        guard let title = link.title?.value, let url = link.url?.value else { return nil }
        return FurtherLearningLink(title: title, url: url, kind: link.kind?.value)
    }
    return Primer(thesis: thesis, story: story, useItWhen: useItWhen.map(\.value), howToApply: howToApply.map(\.value),
                  edgesAndLimits: edgesAndLimits.map(\.value), oneLineRecall: oneLineRecall, furtherLearning: links)
}

/// Lowers a question: its id (written or derived), points from its difficulty,
/// correct indices in ascending order.
func lowerQuestion(_ source: QuestionSource, owner: String) -> Question? {
    guard let text = source.text?.value else { return nil }
    let type = source.effectiveType
    let difficulty = source.difficulty?.value
    return Question(
        id: questionId(source, owner: owner), type: type, text: text,
        options: type == .open ? nil : source.options?.value.map(\.value),
        correct: type == .open ? nil : source.correct?.indices.map(\.value).sorted(),
        difficulty: difficulty, bloom: source.bloom?.value,
        points: difficulty?.points ?? Question.defaultPoints,
        explanation: source.explanation?.value, rubric: source.rubric?.value
    )
}
