import LodestarDemoSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way the demo writes files: `render --out`, `render --all --out DIR`, `walkthrough --render --out`
/// (with or without `--all`) and `check --report DIR` all go through it.
///
/// - Every file is written to a temporary file in its directory (`.lodestar-PID-RANDOM.tmp`, created exclusively,
///   never through a link), then renamed over its name. A reader sees the old file or the new one, never a
///   part. Output can be made again, so it is not flushed to the device (the state file is).
/// - A symbolic link at a file's path is replaced, never followed: its target is left as it was. The same
///   holds for a hard link: the other names keep the old contents.
/// - Nothing is renamed until every file of the run is written: a run that fails before removes its
///   temporary files and the folders it created, and so writes nothing. A rename that fails part of the way
///   through (which a full disk cannot cause: renames take no room) says which files were replaced and which
///   were not.
/// - The directory given to a multi-file run (`--all --out DIR`, `--report DIR`) is made with its missing
///   parents; it must not be a symbolic link (or be one to resolve first): a link planted at DIR would send
///   every file elsewhere. The directory of a single `--out FILE` must exist.
/// - Something at a file's path that is not a regular file or a link is refused before anything is written:
///   a directory ("is a directory"), a FIFO, a device or a socket. `--out FILE` alone also writes to a FIFO
///   or a character device as it is (`--out /dev/stdout`, `--out >(gzip > frames.gz)`): there is no file to
///   replace.
///
/// Errors are ``DemoFailure``s naming the path and the system's reason: 73 (cannot create output) when a file
/// or folder cannot be created or is refused, 74 (I/O error) when writing fails, as on a full disk.
final class OutputDirectory {
  /// The directory as messages name it: as the user gave it.
  let path: String
  /// How messages name the command, such as `lodestar-demo render`.
  let command: String
  /// The open directory; every file is created and renamed relative to it.
  private let descriptor: Int32
  /// The folders this run created, outermost first, removed again when the run fails.
  private let createdFolders: [String]
  /// The files staged so far, in order.
  private var staged: [StagedOutputFile] = []
  /// Whether the files were committed or discarded.
  private var isFinished = false
  /// How messages name a file, by name, when the user gave its path (`--out FILE`): as given.
  private let pathsAsGiven: [String: String]

  private init(
    path: String, command: String, descriptor: Int32, createdFolders: [String], pathsAsGiven: [String: String] = [:]
  ) {
    self.path = path
    self.command = command
    self.descriptor = descriptor
    self.createdFolders = createdFolders
    self.pathsAsGiven = pathsAsGiven
  }

  /// A run that ends without ``commit()`` (it failed) leaves nothing behind: see ``discard()``.
  deinit {
    discard()
    close(descriptor)
  }

  /// The directory of a multi-file run, made with its missing parents.
  ///
  /// - Throws: ``DemoFailure`` with status 73: "not a directory", "is a symbolic link", or the reason a
  ///   folder cannot be created.
  static func make(_ path: String, command: String) throws(DemoFailure) -> OutputDirectory {
    var created: [String] = []
    let components = path.split(separator: "/", omittingEmptySubsequences: true)
    var current = path.hasPrefix("/") ? "/" : ""
    for component in components {
      current += (current.isEmpty || current.hasSuffix("/") ? "" : "/") + component
      guard mkdir(current, 0o755) == 0 else {
        let error = errno
        if error == EEXIST { continue }
        removeFolders(created)
        throw DemoFailure(
          status: ExitStatus.cannotCreate,
          message: "\(command): \(path): cannot create the directory \(current): \(InputFile.reason(error))")
      }
      created.append(current)
    }
    // Without its trailing slashes: `DIR/` would make the system follow a link at DIR.
    let trimmed = String(path.reversed().drop { $0 == "/" }.reversed())
    let directory = trimmed.isEmpty ? "/" : trimmed
    let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else {
      let error = errno
      removeFolders(created)
      var status = stat()
      let reason: String
      if lstat(directory, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
        reason = "is a symbolic link; give the directory it leads to"
      } else if error == ENOTDIR {
        reason = "not a directory"
      } else {
        reason = InputFile.reason(error)
      }
      throw DemoFailure(status: ExitStatus.cannotCreate, message: "\(command): \(path): \(reason)")
    }
    return OutputDirectory(path: path, command: command, descriptor: descriptor, createdFolders: created)
  }

  /// The directory that holds the file at `filePath` (which must exist; links on the way are followed, as
  /// the user wrote them), and the file's name in it.
  ///
  /// - Throws: ``DemoFailure`` with status 73 when the directory cannot be opened or the path names a
  ///   directory.
  static func containing(file filePath: String, command: String) throws(DemoFailure) -> (
    directory: OutputDirectory, name: String
  ) {
    let slash = filePath.lastIndex(of: "/")
    let name = String(slash.map { filePath[filePath.index(after: $0)...] } ?? filePath[...])
    guard !name.isEmpty, name != ".", name != ".." else {
      throw DemoFailure(
        status: ExitStatus.cannotCreate, message: "\(command): cannot write \(filePath): is a directory")
    }
    // `out.svg` is in `.`, `/out.svg` in `/`.
    let folder = slash.map { $0 == filePath.startIndex ? "/" : String(filePath[..<$0]) } ?? "."
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw DemoFailure(
        status: ExitStatus.cannotCreate, message: "\(command): cannot write \(filePath): \(InputFile.reason(errno))")
    }
    let directory = OutputDirectory(
      path: folder, command: command, descriptor: descriptor, createdFolders: [], pathsAsGiven: [name: filePath])
    return (directory, name)
  }

  /// How messages name the file `name` of this directory.
  func displayPath(of name: String) -> String {
    pathsAsGiven[name] ?? (path.hasSuffix("/") ? path + name : path + "/" + name)
  }

  /// What is at `name` in the directory now, without following a link.
  func existingKind(of name: String) -> OutputDestination {
    var status = stat()
    guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return .nothing }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .regularFile
    case S_IFLNK: return .symbolicLink
    case S_IFDIR: return .refused("is a directory")
    case S_IFIFO: return .stream("a FIFO")
    case S_IFCHR: return .stream("a character device")
    case S_IFBLK: return .refused("is a block device, not a regular file")
    case S_IFSOCK: return .refused("is a socket, not a regular file")
    default: return .refused("is not a regular file")
    }
  }

  /// Starts the file `name`: a temporary file in the directory, renamed over `name` by ``commit()``.
  ///
  /// - Throws: ``DemoFailure`` with status 73 when something other than a regular file or a link is at `name`
  ///   (a directory, a FIFO, a device) or the temporary file cannot be created; every file staged before is
  ///   discarded.
  func stage(_ name: String) throws(DemoFailure) -> StagedOutputFile {
    let shown = displayPath(of: name)
    switch existingKind(of: name) {
    case .nothing, .regularFile, .symbolicLink: break
    case .stream(let kind): throw refusal("cannot write \(shown): is \(kind), not a regular file")
    case .refused(let reason): throw refusal("cannot write \(shown): \(reason)")
    }
    // A short name of its own (a name of 250 bytes is valid, a longer temporary one would not be), made
    // exclusively: never an existing file, never through a link.
    var temporaryName = ""
    var file: Int32 = -1
    for _ in 0..<8 where file < 0 {
      temporaryName = ".lodestar-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
      file = openat(descriptor, temporaryName, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
      if file < 0, errno != EEXIST { break }
    }
    guard file >= 0 else { throw refusal("cannot write \(shown): \(InputFile.reason(errno))") }
    let staged = StagedOutputFile(
      name: name, temporaryName: temporaryName, displayPath: shown, descriptor: file, command: command)
    self.staged.append(staged)
    return staged
  }

  /// Stages `bytes` as the file `name` (see ``stage(_:)``), written and closed at once: a run of many files
  /// holds no buffer and no descriptor per file.
  ///
  /// - Throws: ``DemoFailure`` with status 73 as ``stage(_:)`` does, 74 when writing fails (every staged file is
  ///   discarded then).
  func stage(_ bytes: [UInt8], as name: String) throws(DemoFailure) {
    let file = try stage(name)
    try file.append(bytes)
    if let reason = file.finish() {
      discard()
      throw DemoFailure(
        status: ExitStatus.ioError,
        message: "\(command): cannot write \(file.displayPath): \(reason); nothing was written")
    }
  }

  /// Renames every staged file over its name, in order.
  ///
  /// - Throws: ``DemoFailure`` with status 74 when a file could not be written or closed (nothing is renamed
  ///   then), or when a rename fails: the message lists the files replaced before it and those not written.
  func commit() throws(DemoFailure) {
    for file in staged {
      if let reason = file.finish() {
        let shown = file.displayPath
        discard()
        throw DemoFailure(
          status: ExitStatus.ioError, message: "\(command): cannot write \(shown): \(reason); nothing was written")
      }
    }
    isFinished = true
    for (index, file) in staged.enumerated() {
      guard renameat(descriptor, file.temporaryName, descriptor, file.name) == 0 else {
        let reason = InputFile.reason(errno)
        for rest in staged[index...] { unlinkat(descriptor, rest.temporaryName, 0) }
        let replaced = staged[..<index].map(\.displayPath)
        let notWritten = staged[index...].map(\.displayPath)
        throw DemoFailure(
          status: ExitStatus.ioError,
          message: "\(command): cannot write \(file.displayPath): \(reason); "
            + (replaced.isEmpty ? "no file was replaced" : "replaced \(replaced.joined(separator: ", "))")
            + "; not written: \(notWritten.joined(separator: ", "))")
      }
    }
    staged.removeAll()
  }

  /// Removes every staged file and the folders this run created (when they are empty).
  func discard() {
    guard !isFinished else { return }
    isFinished = true
    discardStagedFiles()
    Self.removeFolders(createdFolders)
  }

  /// Removes the staged files.
  private func discardStagedFiles() {
    for file in staged {
      _ = file.finish()
      unlinkat(descriptor, file.temporaryName, 0)
    }
    staged.removeAll()
  }

  /// Removes folders, innermost first; a folder something else was put in stays.
  private static func removeFolders(_ folders: [String]) {
    for folder in folders.reversed() { rmdir(folder) }
  }

  /// A failure to create output: every staged file is discarded first.
  private func refusal(_ message: String) -> DemoFailure {
    discard()
    return DemoFailure(status: ExitStatus.cannotCreate, message: "\(command): \(message)")
  }
}

/// What is at an output file's path before it is written.
enum OutputDestination: Equatable {
  /// Nothing: the file is created.
  case nothing
  /// A regular file: it is replaced.
  case regularFile
  /// A symbolic link (to anything, or dangling): the link is replaced, its target left alone.
  case symbolicLink
  /// A FIFO or a character device, described: written to as it is when it is a single `--out` file.
  case stream(String)
  /// Something no output may replace, with the reason.
  case refused(String)
}
