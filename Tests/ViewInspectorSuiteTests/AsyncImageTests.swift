import Foundation
import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `AsyncImageTests`: the content an async image builds for each phase, modifiers,
/// reaching it, search paths per phase, and its URL, scale and transaction.
final class AsyncImageTests: XCTestCase {
    private let address = URL(string: "https://example.org/cover.jpg")!

    private func phased() -> some View {
        AsyncImage(url: address, content: { phase in
            switch phase {
            case .success(let image): AnyView(image)
            case .failure(let error): Text(error.localizedDescription)
            case .empty: ProgressView()
            @unknown default: EmptyView()
            }
        })
    }

    func testEnclosedView() throws {
        let image = try phased().inspect().asyncImage()
        XCTAssertNoThrow(try image.contentView(.empty).progressView())
        XCTAssertEqual(try image.contentView(.failure(InspectionError.notSupported("Offline"))).text().string(), "Offline")
        let cover = Image("cover")
        XCTAssertEqual(try image.contentView(.success(cover)).anyView().image().actualImage(), cover)
    }

    func testResetsModifiers() throws {
        let content = try AsyncImage(url: address, content: { _ in EmptyView() }).padding().inspect().asyncImage().contentView(.empty)
        XCTAssertEqual(content.content.medium.viewModifiers.count, 0)
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try Button(action: {}, label: { AsyncImage(url: address) }).inspect().button().labelView().asyncImage())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { AsyncImage(url: address); AsyncImage(url: address) }
        XCTAssertNoThrow(try row.inspect().hStack().asyncImage(0))
        XCTAssertNoThrow(try row.inspect().hStack().asyncImage(1))
    }

    func testSearch() throws {
        let root = try AnyView(phased()).inspect()
        XCTAssertEqual(try root.find(ViewType.Image.self).pathToRoot, "anyView().asyncImage().contentView(.success()).anyView().image()")
        XCTAssertEqual(try root.find(ViewType.Text.self).pathToRoot, "anyView().asyncImage().contentView(.failure()).text()")
        XCTAssertEqual(try root.find(ViewType.ProgressView.self).pathToRoot, "anyView().asyncImage().contentView(.empty).progressView()")
    }

    func testURLExtraction() throws {
        XCTAssertEqual(try AsyncImage(url: address).inspect().asyncImage().url(), address)
    }

    func testScale() throws {
        XCTAssertEqual(try AsyncImage(url: address, scale: 2).inspect().asyncImage().scale(), 2)
    }

    func testTransaction() throws {
        var transaction = Transaction()
        transaction.disablesAnimations = true
        transaction.isContinuous = true
        let read = try AsyncImage(url: address, transaction: transaction, content: { _ in EmptyView() }).inspect().asyncImage().transaction()
        XCTAssertEqual(read.disablesAnimations, true)
        XCTAssertEqual(read.isContinuous, true)
    }
}
