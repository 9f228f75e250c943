// The C structures of Darwin's libc whose names are also functions' (`struct stat` and `stat(2)`), for
// Scripts/check-apple-platforms. Swift source cannot declare a type and a function of one name in one module,
// as the Clang importer does, so the structures live here and Darwin.swift re-exports them.
//
// Spelling and types from Apple's public xnu headers (bsd/sys/stat.h with __DARWIN_64_BIT_INO_T, which every
// 64-bit Apple platform uses; bsd/sys/_types.h and bsd/i386/_types.h, bsd/arm/_types.h for the typedefs).

/// `mode_t`: `__darwin_mode_t`, `__uint16_t` (bsd/sys/_types.h). Glibc's is 32 bits.
public typealias mode_t = UInt16
/// `dev_t`: `__darwin_dev_t`, `__int32_t`.
public typealias dev_t = Int32
/// `nlink_t`: `__uint16_t`.
public typealias nlink_t = UInt16
/// `ino_t` with 64-bit inodes: `__darwin_ino64_t`, `__uint64_t`.
public typealias ino_t = UInt64
/// `uid_t`: `__darwin_uid_t`, `__uint32_t`.
public typealias uid_t = UInt32
/// `gid_t`: `__darwin_gid_t`, `__uint32_t`.
public typealias gid_t = UInt32
/// `off_t`: `__darwin_off_t`, `__int64_t`.
public typealias off_t = Int64
/// `blkcnt_t`: `__darwin_blkcnt_t`, `__int64_t`.
public typealias blkcnt_t = Int64
/// `blksize_t`: `__darwin_blksize_t`, `__int32_t`.
public typealias blksize_t = Int32
/// `time_t`: `__darwin_time_t`, `long`.
public typealias time_t = Int

/// `struct timespec` (bsd/sys/_types/_timespec.h).
public struct timespec {
  public var tv_sec: time_t
  public var tv_nsec: Int
  public init() { (tv_sec, tv_nsec) = (0, 0) }
}

/// `struct stat` with 64-bit inodes (bsd/sys/stat.h, `__DARWIN_STRUCT_STAT64`). Its times are `st_mtimespec`
/// and so on, where Glibc has `st_mtim`.
public struct stat {
  public var st_dev: dev_t
  public var st_mode: mode_t
  public var st_nlink: nlink_t
  public var st_ino: ino_t
  public var st_uid: uid_t
  public var st_gid: gid_t
  public var st_rdev: dev_t
  public var st_atimespec: timespec
  public var st_mtimespec: timespec
  public var st_ctimespec: timespec
  public var st_birthtimespec: timespec
  public var st_size: off_t
  public var st_blocks: blkcnt_t
  public var st_blksize: blksize_t
  public var st_flags: UInt32
  public var st_gen: UInt32
  public init() {
    (st_dev, st_mode, st_nlink, st_ino, st_uid, st_gid, st_rdev) = (0, 0, 0, 0, 0, 0, 0)
    (st_atimespec, st_mtimespec, st_ctimespec, st_birthtimespec) = (timespec(), timespec(), timespec(), timespec())
    (st_size, st_blocks, st_blksize, st_flags, st_gen) = (0, 0, 0, 0, 0)
  }
}
