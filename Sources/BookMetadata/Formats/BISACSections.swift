/// The top-level BISAC subject headings, by the three letters that start every
/// BISAC code (`FIC022000` is under Fiction). Used when a record gives BISAC
/// codes without their heading text.
let bisacSections: [String: String] = [
    "ANT": "Antiques & Collectibles", "ARC": "Architecture", "ART": "Art", "BIB": "Bibles",
    "BIO": "Biography & Autobiography", "BOD": "Body, Mind & Spirit", "BUS": "Business & Economics",
    "CGN": "Comics & Graphic Novels", "COM": "Computers", "CKB": "Cooking", "CRA": "Crafts & Hobbies",
    "DES": "Design", "DRA": "Drama", "EDU": "Education", "FAM": "Family & Relationships", "FIC": "Fiction",
    "FOR": "Foreign Language Study", "GAM": "Games & Activities", "GAR": "Gardening",
    "HEA": "Health & Fitness", "HIS": "History", "HOM": "House & Home", "HUM": "Humor",
    "JNF": "Juvenile Nonfiction", "JUV": "Juvenile Fiction", "LAN": "Language Arts & Disciplines",
    "LAW": "Law", "LCO": "Literary Collections", "LIT": "Literary Criticism", "MAT": "Mathematics",
    "MED": "Medical", "MUS": "Music", "NAT": "Nature", "NON": "Non-Classifiable", "PER": "Performing Arts",
    "PET": "Pets", "PHI": "Philosophy", "PHO": "Photography", "POE": "Poetry", "POL": "Political Science",
    "PSY": "Psychology", "REF": "Reference", "REL": "Religion", "SCI": "Science", "SEL": "Self-Help",
    "SOC": "Social Science", "SPO": "Sports & Recreation", "STU": "Study Aids",
    "TEC": "Technology & Engineering", "TRA": "Transportation", "TRV": "Travel", "TRU": "True Crime",
    "YAF": "Young Adult Fiction", "YAN": "Young Adult Nonfiction",
]
