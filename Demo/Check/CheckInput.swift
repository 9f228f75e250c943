import Foundation
import Lodestar
import LodestarDemoSupport
import LodestarTesting

/// The tour and screen `check` plays: the files given, read safely, or the built-in sample.
enum CheckInput {
  /// The largest file `check` reads (a tour or screen is a few kilobytes).
  static let maximumFileSize = 16 * 1024 * 1024

  /// The tour and screen of the options.
  static func load(_ options: CheckOptions) throws(DemoFailure) -> DemoInput {
    let tour: DemoTour
    if let path = options.tourPath {
      let data = try read(path)
      let document: TourDocument
      do throws(TourDocumentError) {
        document = try TourDocumentDecoder().decode(from: data)
      } catch {
        throw failure(ExitStatus.dataError, path, "\(error)")
      }
      if let names = options.conditionNames {
        let problems = document.validate(parameters: names.parameters, events: names.events)
        if !problems.isEmpty {
          throw DemoFailure(
            status: ExitStatus.dataError,
            message: problems.map { failure(ExitStatus.dataError, path, "\($0)").message }.joined(separator: "\n"))
        }
      }
      tour = DemoTour(document: document)
    } else {
      tour = .builtIn
    }
    guard !tour.steps.isEmpty else {
      throw failure(ExitStatus.dataError, options.tourPath ?? "tour", "the tour has no steps")
    }
    guard let path = options.screenPath else {
      let sample = options.sampleScreen
      return DemoInput(
        tour: tour, screen: sample.make(size: SceneGraph.samplePhoneSize, isRightToLeft: false),
        makeScreen: { sample.make(size: $0, isRightToLeft: $1) })
    }
    let data = try read(path)
    let screen = try ScreenFile.decode(data, name: CheckOutput.printable(path), command: CheckOptions.command)
    return DemoInput(tour: tour, screen: screen, makeScreen: nil)
  }

  /// The walkthrough document of `--walkthrough`: the file given, or the built-in walkthrough.
  static func loadWalkthrough(_ options: CheckOptions) throws(DemoFailure) -> WalkthroughDocument {
    guard let path = options.tourPath else { return BuiltInWalkthrough.document }
    let data = try read(path)
    do throws(TourDocumentError) {
      return try WalkthroughDocument(jsonData: data)
    } catch {
      throw failure(ExitStatus.dataError, path, "\(error)")
    }
  }

  /// The bytes of a regular file no larger than ``maximumFileSize``: a missing file is 66, anything that is
  /// not a regular file (a directory, a FIFO, a device, which could block or never end) or cannot be read
  /// is 74, a file too large is 65.
  static func read(_ path: String) throws(DemoFailure) -> Data {
    let attributes: [FileAttributeKey: Any]
    do {
      attributes = try FileManager.default.attributesOfItem(atPath: path)
    } catch {
      throw failure(ExitStatus.noInput, path, "no such file")
    }
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      throw failure(ExitStatus.ioError, path, "not a regular file")
    }
    if let size = attributes[.size] as? NSNumber, size.int64Value > Int64(maximumFileSize) {
      throw failure(ExitStatus.dataError, path, "larger than \(maximumFileSize / 1024 / 1024) MB")
    }
    do {
      let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
      defer { try? handle.close() }
      let data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
      guard data.count <= maximumFileSize else {
        throw failure(ExitStatus.dataError, path, "larger than \(maximumFileSize / 1024 / 1024) MB")
      }
      return data
    } catch let known as DemoFailure {
      throw known
    } catch {
      throw failure(ExitStatus.ioError, path, "cannot read: \(error.localizedDescription)")
    }
  }

  static func failure(_ status: Int32, _ path: String, _ message: String) -> DemoFailure {
    DemoFailure(
      status: status, message: "lodestar-demo check: \(CheckOutput.printable(path)): \(CheckOutput.printable(message))")
  }
}
