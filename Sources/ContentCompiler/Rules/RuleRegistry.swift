extension Rule {
    /// Every rule, sorted by code. A test checks that codes and names are unique
    /// and that every rule a diagnostic can name is listed here.
    public static let all: [Rule] = [
        // Achievements
        .unlockShape, .achievementSection, .achievementLessonCount, .achievementIdUnique,
        // Books
        .bookNumberUnique, .isbn13, .isbn10, .bookMetadataFile, .bookMetadataXML,
        // Courses, sections and lessons
        .courseIdMatchesFolder, .sectionMissing, .sectionUnlisted, .sectionIdMatchesFile, .lessonIdUnique,
        .lessonKind, .lessonQuestionCount, .lessonQuestionType, .courseOptionsCount, .diamondTiers,
        .unusedCoinsPerLesson,
        // Ideas and primers
        .ideaIdMatchesFile, .ideaIdMatchesBook, .ideaNumbering, .ideaQuestionCount, .ideaDifficultyMix,
        .legacyPrimerField, .legacyPrimerConflict,
        // Learning policy
        .masteryOrder,
        // Project
        .missingFile, .contentVersion, .ruleConfiguration, .strayFile, .unreadableFile, .versionBump, .placeholder,
        // Questions
        .optionsRange, .optionsUnique, .correctInBounds, .correctUnique, .correctCount, .msqSingleCorrect,
        .openHasNoChoices, .openNeedsRubric, .rubricOnlyOpen, .questionIdUnique, .bloomBand,
        // Question quality
        .itemLongestCorrect, .itemAllNoneAbove, .itemCombinedOptions, .itemNegativeStem, .itemAbsoluteTerms,
        .itemStemClue, .itemGrammarCue, .itemDuplicateQuestion, .itemAnswerPosition, .itemOptionOrder,
        // Schema
        .unknownKey, .missingKey, .wrongType, .notInEnumeration, .outOfRange, .emptyText, .idFormat,
        .invalidURL, .invalidDate, .invalidLanguage, .emptyList, .duplicateItem, .controlCharacter, .indentation,
        // YAML
        .yamlSyntax, .yamlEncoding, .yamlEmptyFile, .yamlMultipleDocuments, .yamlLimits, .yamlDuplicateKey,
        .yamlAnchor, .yamlMergeKey, .yamlTag, .nullAsText, .commentInText,
    ]
}
