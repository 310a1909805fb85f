/// Gathers the events of a burst of saves (an editor's write to a temporary
/// file, then its rename over the original) into one change.
///
/// A change is due once no event came for ``quietPeriod``, or, under a stream
/// of events that never pauses, ``longestDelay`` after its first event. A pure
/// value: the watcher feeds it events with the time they came.
struct ChangeCoalescer: Sendable {
    typealias Instant = ContinuousClock.Instant

    /// How long the folder must stay quiet before a change is reported.
    let quietPeriod: Duration
    /// The longest a change waits after its first event.
    let longestDelay: Duration

    private var pending: Set<String> = []
    /// Paths whose first event in the burst was their creation: a file
    /// gone again by the end (an editor's temporary file) is no change.
    private var appeared: Set<String> = []
    private var overflowed = false
    private var first: Instant?
    private var last: Instant?

    init(quietPeriod: Duration, longestDelay: Duration) {
        self.quietPeriod = quietPeriod
        self.longestDelay = max(longestDelay, quietPeriod)
    }

    /// Records events at `now`; nothing happens for none.
    mutating func record(_ events: some Sequence<SourceEvent>, overflow: Bool = false, at now: Instant) {
        var any = overflow
        for event in events {
            any = true
            guard pending.count <= ContentChange.maxPaths * 20 else { continue }
            if pending.insert(event.path).inserted && event.appeared { appeared.insert(event.path) }
        }
        guard any else { return }
        overflowed = overflowed || overflow
        if first == nil { first = now }
        last = now
    }

    /// When the pending change is due; `nil` while nothing is pending.
    var deadline: Instant? {
        guard let first, let last else { return nil }
        return min(last + quietPeriod, first + longestDelay)
    }

    /// The pending change when it is due at `now`, which is then cleared.
    /// Paths that appeared during the burst and no longer `exist` are left
    /// out; when nothing else is left, there is no change.
    mutating func take(at now: Instant, exists: (String) -> Bool) -> ContentChange? {
        guard let deadline, now >= deadline else { return nil }
        let paths = pending.filter { !appeared.contains($0) || exists($0) }
        let overflowed = overflowed
        self = ChangeCoalescer(quietPeriod: quietPeriod, longestDelay: longestDelay)
        guard !paths.isEmpty || overflowed else { return nil }
        return ContentChange(paths: paths, isOverflow: overflowed)
    }
}
