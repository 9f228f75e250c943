// The part of Foundation that Lodestar's library modules use, with Apple's availability, for
// Scripts/check-apple-platforms. Only declarations: nothing here is run or linked. Keep it to what the modules
// use: a use of anything else fails the check until it is declared here, with its documentation page.
//
// Availability is from Apple's documentation (developer.apple.com/documentation/foundation/…, the page named
// beside each declaration). A declaration without `@available` is older than every platform Lodestar declares
// (Foundation's Swift value types and classes below date from iOS 8, macOS 10.10, tvOS 9 and watchOS 2; NSLock,
// FileManager and ProcessInfo from iOS 2 and macOS 10.0).
//
// Apple's Foundation re-exports Darwin (through CoreFoundation), so a file that imports Foundation can call the
// C library, and Core Graphics (CGFloat, CGPoint, CGRect…): so does this one.

@_exported import CoreGraphics
@_exported import Darwin

/// `typealias TimeInterval = Double` (…/foundation/timeinterval).
public typealias TimeInterval = Double

/// `struct Data` (…/foundation/data): a byte buffer, a random-access, mutable, range-replaceable collection.
public struct Data: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, Hashable, Sendable,
  Codable
{
  public typealias Index = Int
  var bytes: [UInt8]
  public init() { bytes = [] }
  public var startIndex: Int { 0 }
  public var endIndex: Int { bytes.count }
  public subscript(position: Int) -> UInt8 {
    get { bytes[position] }
    set { bytes[position] = newValue }
  }
  public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
  where C.Element == UInt8 { bytes.replaceSubrange(subrange, with: newElements) }
  /// `init(contentsOf:options:)` (…/foundation/data/init(contentsof:options:)).
  public init(contentsOf url: URL, options: Data.ReadingOptions = []) throws { bytes = [] }
  /// `func write(to:options:)` (…/foundation/data/write(to:options:)).
  public func write(to url: URL, options: Data.WritingOptions = []) throws {}
  /// `func withUnsafeBytes(_:)` (…/foundation/data/withunsafebytes(_:)-2m7wb).
  public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
    try bytes.withUnsafeBytes(body)
  }
  /// `struct Data.ReadingOptions` (…/foundation/nsdata/readingoptions).
  public struct ReadingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }
  /// `struct Data.WritingOptions` (…/foundation/nsdata/writingoptions); `.atomic`.
  public struct WritingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let atomic = WritingOptions(rawValue: 1)
  }
}

/// `struct Date` (…/foundation/date).
public struct Date: Comparable, Hashable, Sendable, Codable {
  public var timeIntervalSinceReferenceDate: TimeInterval
  public init() { timeIntervalSinceReferenceDate = 0 }
  public init(timeIntervalSinceReferenceDate interval: TimeInterval) { timeIntervalSinceReferenceDate = interval }
  public init(timeIntervalSince1970 interval: TimeInterval) { timeIntervalSinceReferenceDate = interval }
  public init(timeIntervalSinceNow interval: TimeInterval) { timeIntervalSinceReferenceDate = interval }
  public init(timeInterval: TimeInterval, since date: Date) { timeIntervalSinceReferenceDate = timeInterval }
  /// `static var now: Date` (…/foundation/date/now): iOS 15, macOS 12, tvOS 15, watchOS 8.
  @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
  public static var now: Date { Date() }
  public static var distantPast: Date { Date() }
  public static var distantFuture: Date { Date() }
  public var timeIntervalSince1970: TimeInterval { 0 }
  public var timeIntervalSinceNow: TimeInterval { 0 }
  public func timeIntervalSince(_ date: Date) -> TimeInterval { 0 }
  public func addingTimeInterval(_ interval: TimeInterval) -> Date { self }
  public static func < (lhs: Date, rhs: Date) -> Bool { false }
  public static func + (lhs: Date, rhs: TimeInterval) -> Date { lhs }
  public static func - (lhs: Date, rhs: TimeInterval) -> Date { lhs }
  public static func - (lhs: Date, rhs: Date) -> TimeInterval { 0 }
}

/// `struct URL` (…/foundation/url). The `path`-named API of iOS 16 (`init(filePath:)`, `appending(path:)`) is
/// declared with its availability; the older spellings are what the modules use.
public struct URL: Hashable, Sendable, Codable {
  public init(fileURLWithPath path: String) {}
  public init(fileURLWithPath path: String, isDirectory: Bool) {}
  public init?(string: String) {}
  /// `init(filePath:directoryHint:relativeTo:)` (…/foundation/url/init(filepath:directoryhint:relativeto:)): iOS 16,
  /// macOS 13, tvOS 16, watchOS 9.
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  public init(filePath path: String) {}
  public var path: String { "" }
  public var lastPathComponent: String { "" }
  public var pathExtension: String { "" }
  public var isFileURL: Bool { true }
  public func appendingPathComponent(_ component: String) -> URL { self }
  public func appendingPathComponent(_ component: String, isDirectory: Bool) -> URL { self }
  public func deletingLastPathComponent() -> URL { self }
  public func appendingPathExtension(_ pathExtension: String) -> URL { self }
  /// `func appending(path:directoryHint:)` (…/foundation/url/appending(path:directoryhint:)): iOS 16, macOS 13.
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  public func appending(path: String) -> URL { self }
  /// `func path(percentEncoded:)` (…/foundation/url/path(percentencoded:)): iOS 16, macOS 13.
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  public func path(percentEncoded: Bool = true) -> String { "" }
}

/// `class NSObject` (…/objectivec/nsobject): the root class of the Objective-C runtime, which Foundation
/// re-exports; UIKit's and QuartzCore's classes (the adapters' declaration modules) derive from it. Available
/// since iOS 2.0 and macOS 10.0.
open class NSObject {
  /// `init()`.
  public init() {}
}

/// `class RunLoop` (…/foundation/runloop): where the UIKit adapter's display link runs. iOS 2.0, macOS 10.0.
open class RunLoop: NSObject {
  /// `class var main: RunLoop`.
  open class var main: RunLoop { RunLoop() }
  /// `struct RunLoop.Mode` (…/foundation/runloop/mode).
  public struct Mode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// `static let common: RunLoop.Mode`.
    public static let common = Mode("kCFRunLoopCommonModes")
    /// `static let default: RunLoop.Mode`.
    public static let `default` = Mode("kCFRunLoopDefaultMode")
  }
}

extension NSObject: Hashable {
  /// `NSObject` is `Equatable` and `Hashable` through `isEqual(_:)` and `hash` (the Objective-C overlay);
  /// declared here by identity.
  public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// `class NSCoder` (…/foundation/nscoder): what `init?(coder:)` of UIKit's views takes. iOS 2.0, macOS 10.0.
open class NSCoder: NSObject {}

/// `class NSString` (…/foundation/nsstring): UIKit measures and draws text through its extensions. iOS 2.0.
open class NSString: NSObject {
  /// `init(string: String)`.
  public init(string aString: String) {}
  /// `var length: Int`.
  open var length: Int { 0 }
}

/// `class NSAttributedString` (…/foundation/nsattributedstring). iOS 3.2, macOS 10.0.
open class NSAttributedString: NSObject {
  /// `struct NSAttributedString.Key` (…/foundation/nsattributedstring/key).
  public struct Key: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
  /// `init(string: String, attributes: [NSAttributedString.Key : Any]? = nil)`.
  public init(string str: String, attributes attrs: [NSAttributedString.Key: Any]? = nil) {}
  /// `var string: String`.
  open var string: String { "" }
}

/// `struct ObjCBool` (…/objectivec/objcbool): what `fileExists(atPath:isDirectory:)` writes.
public struct ObjCBool: ExpressibleByBooleanLiteral, Sendable {
  public var boolValue: Bool
  public init(_ value: Bool) { boolValue = value }
  public init(booleanLiteral value: Bool) { boolValue = value }
}

/// `class FileManager` (…/foundation/filemanager).
open class FileManager: @unchecked Sendable {
  public init() {}
  /// `class var default: FileManager`.
  open class var `default`: FileManager { FileManager() }
  /// `func fileExists(atPath:)`.
  open func fileExists(atPath path: String) -> Bool { false }
  /// `func fileExists(atPath:isDirectory:)`.
  open func fileExists(atPath path: String, isDirectory: UnsafeMutablePointer<ObjCBool>?) -> Bool { false }
  /// `func urls(for:in:)`: iOS 4, macOS 10.6.
  open func urls(for directory: SearchPathDirectory, in domainMask: SearchPathDomainMask) -> [URL] { [] }
  /// `func createDirectory(at:withIntermediateDirectories:attributes:)`: iOS 5, macOS 10.7.
  open func createDirectory(at url: URL, withIntermediateDirectories: Bool, attributes: [String: Any]? = nil) throws {}
  /// `func contentsOfDirectory(atPath:)`: iOS 2, macOS 10.5.
  open func contentsOfDirectory(atPath path: String) throws -> [String] { [] }
  /// `func removeItem(at:)`: iOS 4, macOS 10.6.
  open func removeItem(at url: URL) throws {}
  /// `enum FileManager.SearchPathDirectory` (…/foundation/filemanager/searchpathdirectory).
  public enum SearchPathDirectory: UInt, Sendable {
    case applicationSupportDirectory = 14
    case cachesDirectory = 13
    case documentDirectory = 9
  }
  /// `struct FileManager.SearchPathDomainMask` (…/foundation/filemanager/searchpathdomainmask).
  public struct SearchPathDomainMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let userDomainMask = SearchPathDomainMask(rawValue: 1)
  }
}

/// `class ProcessInfo` (…/foundation/processinfo).
open class ProcessInfo: @unchecked Sendable {
  /// `class var processInfo: ProcessInfo`.
  open class var processInfo: ProcessInfo { ProcessInfo() }
  /// `var environment: [String : String]`.
  open var environment: [String: String] { [:] }
  /// `var processIdentifier: Int32`.
  open var processIdentifier: Int32 { 0 }
}

/// `class NSLock` (…/foundation/nslock).
open class NSLock: @unchecked Sendable {
  public init() {}
  open func lock() {}
  open func unlock() {}
  /// `func withLock(_:)` (…/foundation/nslocking/withlock(_:)): iOS 16, macOS 13, tvOS 16, watchOS 9.
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  open func withLock<Result>(_ body: () throws -> Result) rethrows -> Result { try body() }
}

/// `class JSONEncoder` (…/foundation/jsonencoder).
open class JSONEncoder {
  public init() {}
  /// `var outputFormatting: JSONEncoder.OutputFormatting`.
  open var outputFormatting: OutputFormatting = []
  /// `func encode(_:)`.
  open func encode<T: Encodable>(_ value: T) throws -> Data { Data() }
  /// `struct JSONEncoder.OutputFormatting` (…/foundation/jsonencoder/outputformatting-swift.struct).
  public struct OutputFormatting: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let prettyPrinted = OutputFormatting(rawValue: 1)
    /// `sortedKeys`: iOS 11, macOS 10.13, tvOS 11, watchOS 4.
    @available(macOS 10.13, iOS 11, tvOS 11, watchOS 4, *)
    public static let sortedKeys = OutputFormatting(rawValue: 2)
    /// `withoutEscapingSlashes` (…/outputformatting-swift.struct/withoutescapingslashes): iOS 13, macOS 10.15,
    /// tvOS 13, watchOS 6.
    @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
    public static let withoutEscapingSlashes = OutputFormatting(rawValue: 8)
  }
}

/// `class JSONDecoder` (…/foundation/jsondecoder).
open class JSONDecoder {
  public init() {}
  /// `func decode(_:from:)`.
  open func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T { throw CocoaError() }
}

/// `struct CharacterSet` (…/foundation/characterset).
public struct CharacterSet: Hashable, Sendable {
  public init() {}
  public static var whitespaces: CharacterSet { CharacterSet() }
  public static var whitespacesAndNewlines: CharacterSet { CharacterSet() }
  public static var newlines: CharacterSet { CharacterSet() }
}

/// `struct CocoaError` (…/foundation/cocoaerror), the errors Foundation's own calls throw.
public struct CocoaError: Error, Sendable {}

extension String {
  /// `struct String.Encoding` (…/swift/string/encoding).
  public struct Encoding: Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let utf8 = Encoding(rawValue: 4)
  }

  /// `init?(data:encoding:)` (…/swift/string/init(data:encoding:)).
  public init?(data: Data, encoding: Encoding) { return nil }

  /// `func trimmingCharacters(in:)` (…/foundation/nsstring/trimmingcharacters(in:)), from `StringProtocol`.
  public func trimmingCharacters(in set: CharacterSet) -> String { self }

  /// `func replacingOccurrences(of:with:)` (…/foundation/nsstring/replacingoccurrences(of:with:)), from
  /// `StringProtocol`.
  public func replacingOccurrences(of target: String, with replacement: String) -> String { self }

  /// `func data(using:allowLossyConversion:)` (…/foundation/nsstring/data(using:allowlossyconversion:)).
  public func data(using encoding: Encoding, allowLossyConversion: Bool = false) -> Data? { nil }

  /// `func write(to:atomically:encoding:)` (…/foundation/nsstring/write(to:atomically:encoding:)).
  public func write(to url: URL, atomically: Bool, encoding: Encoding) throws {}
}
