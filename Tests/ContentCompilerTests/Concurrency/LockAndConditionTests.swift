import BookMetadata
@testable import ContentCompiler
import Foundation
import Testing

/// The lock, the condition and the threads that replace Foundation's
/// `NSLock`, `NSCondition` and `Thread`.
@Suite struct LockAndConditionTests {
    /// A counter changed by several threads at once.
    private final class Counter: @unchecked Sendable {
        let lock = Lock()
        var value = 0
    }

    @Test func theLockKeepsEveryIncrement() {
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<20_000 {
                counter.lock.withLock { counter.value += 1 }
            }
        }
        #expect(counter.value == 160_000)
    }

    @Test func withLockPassesResultsAndTypedErrorsThrough() {
        struct Refusal: Error, Equatable {}
        let lock = Lock()
        #expect(lock.withLock { 42 } == 42)
        #expect(throws: Refusal()) {
            try lock.withLock { () throws(Refusal) -> Int in throw Refusal() }
        }
        // Released after the throw: taking it again does not block.
        lock.lock()
        lock.unlock()
    }

    /// A queue of numbers guarded by a condition.
    private final class Queue: @unchecked Sendable {
        let condition = Condition()
        var items: [Int] = []
        var taken: [Int] = []
        var isDone = false
    }

    @Test func waitingThreadsAreWokenForEveryItem() {
        let queue = Queue()
        let finished = DispatchGroup()
        for _ in 0..<3 {
            finished.enter()
            let started = DetachedThread.start {
                queue.condition.lock()
                while true {
                    if let item = queue.items.popLast() {
                        queue.taken.append(item)
                    } else if queue.isDone {
                        break
                    } else {
                        queue.condition.wait()
                    }
                }
                queue.condition.unlock()
                finished.leave()
            }
            #expect(started)
        }
        for item in 0..<1_000 {
            queue.condition.lock()
            queue.items.append(item)
            queue.condition.signal()
            queue.condition.unlock()
        }
        queue.condition.lock()
        queue.isDone = true
        queue.condition.broadcast()
        queue.condition.unlock()
        #expect(finished.wait(timeout: .now() + 30) == .success)
        #expect(queue.taken.sorted() == Array(0..<1_000))
    }

    @Test func aTimedWaitWithNoSignalRunsOut() {
        let condition = Condition()
        let clock = ContinuousClock()
        condition.lock()
        let start = clock.now
        let woken = condition.wait(timeout: .milliseconds(50))
        let waited = start.duration(to: clock.now)
        condition.unlock()
        #expect(!woken)
        #expect(waited >= .milliseconds(45), "\(waited)")
        condition.lock()
        #expect(!condition.wait(timeout: .zero))
        #expect(!condition.wait(timeout: .milliseconds(-5)))
        condition.unlock()
    }

    @Test func aTimedWaitIsEndedByASignal() {
        let condition = Condition()
        let queue = Queue()
        let clock = ContinuousClock()
        condition.lock()
        #expect(DetachedThread.start {
            condition.lock()
            queue.isDone = true
            condition.signal()
            condition.unlock()
        })
        let start = clock.now
        while !queue.isDone {
            #expect(condition.wait(timeout: .seconds(20)), "the signal never came")
        }
        condition.unlock()
        #expect(start.duration(to: clock.now) < .seconds(20))
    }
}
