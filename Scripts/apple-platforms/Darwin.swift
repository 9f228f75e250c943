// The part of Darwin's C library that Lodestar's modules call, as the Swift compiler imports it on Apple's
// systems, for Scripts/check-apple-platforms. Only declarations: nothing here is run or linked.
//
// Each declaration names its header. The headers are Apple's public xnu (bsd/sys/*.h) and Libc sources; the
// overlay is the Swift standard library's stdlib/public/Platform/Platform.swift, which declares `errno`,
// `open`, `fcntl` and the `S_IF…` constants for Darwin itself. The Clang importer makes every C function's result
// discardable, so these are `@discardableResult`; the overlay's `open` and `fcntl` are not. Values are the headers' (they do not matter to
// a type-check, but a wrong one would mislead a reader).

@_exported import DarwinStructures

// MARK: - errno (overlay: Platform.swift; values: bsd/sys/errno.h)

/// The calling thread's error number (the overlay's `errno`, read and written through `__error()`).
public var errno: Int32 {
  get { 0 }
  set {}
}

public var ENOENT: Int32 { 2 }
public var EINTR: Int32 { 4 }
public var EIO: Int32 { 5 }
public var EEXIST: Int32 { 17 }
public var ENOTDIR: Int32 { 20 }
public var EINVAL: Int32 { 22 }
public var ENOTSUP: Int32 { 45 }

/// `char *strerror(int errnum)` (Libc include/string.h).
@discardableResult public func strerror(_ errorNumber: Int32) -> UnsafeMutablePointer<CChar>! { nil }

// MARK: - Files (bsd/sys/fcntl.h, unistd.h, bsd/sys/stat.h, stdio.h)

public var O_RDONLY: Int32 { 0x0000 }
public var O_WRONLY: Int32 { 0x0001 }
public var O_RDWR: Int32 { 0x0002 }
public var O_NONBLOCK: Int32 { 0x0000_0004 }
public var O_CREAT: Int32 { 0x0000_0200 }
public var O_EXCL: Int32 { 0x0000_0800 }
public var O_NOFOLLOW: Int32 { 0x0000_0100 }
public var O_NOCTTY: Int32 { 0x0002_0000 }
public var O_DIRECTORY: Int32 { 0x0010_0000 }
public var O_CLOEXEC: Int32 { 0x0100_0000 }
/// `#define F_FULLFSYNC 51`: "fsync + ask the drive to flush to the media" (bsd/sys/fcntl.h).
public var F_FULLFSYNC: Int32 { 51 }
/// `#define F_OK 0` (unistd.h).
public var F_OK: Int32 { 0 }

/// `int open(const char *, int, ...)`, as the overlay declares it without and with a mode.
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 { -1 }
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t) -> Int32 { -1 }
/// `int fcntl(int, int, ...)`, as the overlay declares it.
public func fcntl(_ descriptor: Int32, _ command: Int32) -> Int32 { -1 }
public func fcntl(_ descriptor: Int32, _ command: Int32, _ value: Int32) -> Int32 { -1 }
public func fcntl(_ descriptor: Int32, _ command: Int32, _ pointer: UnsafeMutableRawPointer) -> Int32 { -1 }
/// `int close(int)` (unistd.h).
@discardableResult public func close(_ descriptor: Int32) -> Int32 { -1 }
/// `ssize_t read(int, void *, size_t)` (unistd.h).
@discardableResult public func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer!, _ count: Int) -> Int { -1 }
/// `ssize_t write(int, const void *, size_t)` (unistd.h).
@discardableResult public func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer!, _ count: Int) -> Int { -1 }
/// `int fsync(int)` (unistd.h): on Darwin it does not flush the drive's cache; see `F_FULLFSYNC`.
@discardableResult public func fsync(_ descriptor: Int32) -> Int32 { -1 }
/// `int access(const char *, int)` (unistd.h).
@discardableResult public func access(_ path: UnsafePointer<CChar>!, _ mode: Int32) -> Int32 { -1 }
/// `int unlink(const char *)` (unistd.h).
@discardableResult public func unlink(_ path: UnsafePointer<CChar>!) -> Int32 { -1 }
/// `pid_t getpid(void)` (unistd.h); `pid_t` is `__int32_t`.
@discardableResult public func getpid() -> Int32 { 0 }
/// `int rename(const char *, const char *)` (stdio.h).
@discardableResult public func rename(_ old: UnsafePointer<CChar>!, _ new: UnsafePointer<CChar>!) -> Int32 { -1 }
/// `int mkdir(const char *, mode_t)` (bsd/sys/stat.h).
@discardableResult public func mkdir(_ path: UnsafePointer<CChar>!, _ mode: mode_t) -> Int32 { -1 }
/// `int stat(const char *, struct stat *)` (bsd/sys/stat.h).
@discardableResult public func stat(_ path: UnsafePointer<CChar>!, _ buffer: UnsafeMutablePointer<stat>!) -> Int32 { -1 }
/// `int lstat(const char *, struct stat *)` (bsd/sys/stat.h).
@discardableResult public func lstat(_ path: UnsafePointer<CChar>!, _ buffer: UnsafeMutablePointer<stat>!) -> Int32 { -1 }
/// `int fstat(int, struct stat *)` (bsd/sys/stat.h).
@discardableResult public func fstat(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<stat>!) -> Int32 { -1 }

// The file types of `st_mode`, as the overlay declares them for Darwin: `mode_t` (values: bsd/sys/stat.h).
public var S_IFMT: mode_t { 0o170000 }
public var S_IFIFO: mode_t { 0o010000 }
public var S_IFCHR: mode_t { 0o020000 }
public var S_IFDIR: mode_t { 0o040000 }
public var S_IFBLK: mode_t { 0o060000 }
public var S_IFREG: mode_t { 0o100000 }
public var S_IFLNK: mode_t { 0o120000 }
public var S_IFSOCK: mode_t { 0o140000 }

// MARK: - Locks (bsd/sys/fcntl.h)

public var LOCK_SH: Int32 { 0x01 }
public var LOCK_EX: Int32 { 0x02 }
public var LOCK_NB: Int32 { 0x04 }
public var LOCK_UN: Int32 { 0x08 }
/// `int flock(int, int)`.
@discardableResult public func flock(_ descriptor: Int32, _ operation: Int32) -> Int32 { -1 }

// MARK: - Time (Libc include/time.h)

/// `struct tm`.
public struct tm {
  public var tm_sec: Int32
  public var tm_min: Int32
  public var tm_hour: Int32
  public var tm_mday: Int32
  public var tm_mon: Int32
  public var tm_year: Int32
  public var tm_wday: Int32
  public var tm_yday: Int32
  public var tm_isdst: Int32
  public var tm_gmtoff: Int
  public var tm_zone: UnsafeMutablePointer<CChar>!
  public init() {
    (tm_sec, tm_min, tm_hour, tm_mday, tm_mon, tm_year, tm_wday, tm_yday, tm_isdst) = (0, 0, 0, 0, 0, 0, 0, 0, 0)
    (tm_gmtoff, tm_zone) = (0, nil)
  }
}

/// `time_t time(time_t *)`.
@discardableResult public func time(_ result: UnsafeMutablePointer<time_t>!) -> time_t { 0 }
/// `struct tm *gmtime_r(const time_t *, struct tm *)`.
@discardableResult public func gmtime_r(_ time: UnsafePointer<time_t>!, _ result: UnsafeMutablePointer<tm>!) -> UnsafeMutablePointer<tm>! {
  nil
}

// MARK: - Mathematics (Libc/libm include/math.h; `double` functions)

@discardableResult public func cos(_ x: Double) -> Double { x }
@discardableResult public func sin(_ x: Double) -> Double { x }
@discardableResult public func tan(_ x: Double) -> Double { x }
@discardableResult public func atan2(_ y: Double, _ x: Double) -> Double { y }
@discardableResult public func exp(_ x: Double) -> Double { x }
@discardableResult public func log(_ x: Double) -> Double { x }
@discardableResult public func pow(_ x: Double, _ y: Double) -> Double { x }
