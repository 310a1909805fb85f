@testable import ContentCompiler
import ContentTestSupport
import Foundation
import Testing

/// Who holds an output folder's lock, as the system tells: the processes
/// `/proc/locks` lists with a `flock` on the lock file, not the pid written
/// in it, which is the last build's.
@Suite struct LockHolderTests {
    /// A `/proc/locks` as Linux writes it: the lock file is inode 131090 on device 8:2.
    static let listing = Array("""
        1: POSIX  ADVISORY  WRITE 700 08:02:131090 0 EOF
        2: FLOCK  ADVISORY  WRITE 4242 08:02:131090 0 EOF
        2: -> FLOCK  ADVISORY  WRITE 4343 08:02:131090 0 EOF
        3: FLOCK  ADVISORY  READ 5151 08:02:131091 0 EOF
        4: FLOCK  ADVISORY  READ 6161 fd:01:131090 0 EOF
        5: FLOCK  ADVISORY  READ 7171 08:02:131090 0 EOF

        garbage without fields
        6: FLOCK  ADVISORY  WRITE not-a-pid 08:02:131090 0 EOF
        """.utf8)

    @Test func holdersAreTheFlocksOnTheFileNotWaitersOrOtherFilesOrOtherKindsOfLock() {
        let holders = LockHolder.holders(inListing: Self.listing, device: 0x0802, inode: 131_090)
        #expect(holders.map(\.pid) == [4242, 7171])
        #expect(holders.map(\.isWriting) == [true, false])
    }

    @Test func theDeviceIsReadAsNumbersInHexadecimal() {
        // Major 0xfd, minor 1, as st_dev encodes them.
        let device: UInt64 = 0xFD01
        #expect(LockHolder.major(of: device) == 0xFD && LockHolder.minor(of: device) == 1)
        #expect(LockHolder.holders(inListing: Self.listing, device: device, inode: 131_090).map(\.pid) == [6161])
        // A minor number past 255 and a major past 4095 are spread over st_dev's bits.
        // glibc's makedev(0x12345, 0x6789A).
        let spread: UInt64 = ((0x12345 & 0xFFFF_F000) << 32) | ((0x12345 & 0xFFF) << 8) | ((0x6789A & 0xFFFF_FF00) << 12) | (0x6789A & 0xFF)
        #expect(LockHolder.major(of: spread) == 0x12345 && LockHolder.minor(of: spread) == 0x6789A)
    }

    @Test func aHolderIsNamedByWhatItIsAndWhatItDoes() {
        #expect(LockHolder(pid: 4242, program: "contentc", isWriting: true).who == "another contentc build (pid 4242)")
        #expect(LockHolder(pid: 4242, program: "contentc", isWriting: false).who == "a contentc reading it (pid 4242)")
        #expect(LockHolder(pid: 4242, program: "contentc", isWriting: false).activity == "reading")
        #expect(LockHolder(pid: 4242, program: "flock", isWriting: true).who == "another program, flock (pid 4242),")
        #expect(LockHolder(pid: 4242, program: nil, isWriting: true).who == "another process (pid 4242)")
        // The pid the last build wrote, its process still running, where the system does not say more.
        #expect(LockHolder(pid: 4242, program: nil, isWriting: nil).who == "another contentc build (pid 4242)")
        #expect(LockHolder(pid: 4242, program: nil, isWriting: nil).activity == "writing")
    }

    @Test func aLockHeldHereIsFoundWithThisProcessAsItsHolder() throws {
        let folder = try TemporaryFolder(prefix: "contentc-lock-holder")
        let path = folder.path(".out.contentc-lock").path
        let holding = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        defer { close(holding) }
        #expect(flock(holding, LOCK_SH | LOCK_NB) == 0)
        // A pid no process has, as a build long gone would have left.
        _ = Array("2147483646\n".utf8).withUnsafeBytes { pwrite(holding, $0.baseAddress, $0.count, 0) }
        let asking = open(path, O_RDONLY | O_CLOEXEC)
        defer { close(asking) }
        let holder = LockHolder.of(lockFileAt: asking)
        #if os(Linux)
        #expect(holder?.pid == getpid())
        #expect(holder?.isWriting == false)
        let comm = try String(contentsOfFile: "/proc/self/comm", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(holder?.program == comm)
        #else
        // Without /proc/locks, the pid written names no process: no holder is named.
        #expect(holder == nil)
        #endif
    }
}
