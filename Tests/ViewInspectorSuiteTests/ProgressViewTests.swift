import Foundation
import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `ProgressViewTests`: reaching a progress view, search paths into its labels, its
/// fraction and Progress object, label views, `progressViewStyle()`, the style configuration
/// and a custom style's body.
final class ProgressViewTests: XCTestCase {
    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(ProgressView()).inspect().anyView().progressView())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { Text(""); ProgressView(); Text("") }
        XCTAssertNoThrow(try row.inspect().hStack().progressView(1))
    }

    func testSearch() throws {
        let root = AnyView(ProgressView(value: 0, label: { AnyView(Text("Uploading")) }, currentValueLabel: { Text("3 of 9") }))
        XCTAssertEqual(try root.inspect().find(ViewType.ProgressView.self).pathToRoot, "anyView().progressView()")
        XCTAssertEqual(try root.inspect().find(text: "Uploading").pathToRoot, "anyView().progressView().labelView().anyView().text()")
        XCTAssertEqual(try root.inspect().find(text: "3 of 9").pathToRoot, "anyView().progressView().currentValueLabelView().text()")
    }

    func testFractionCompletedInspection() throws {
        XCTAssertNil(try ProgressView().inspect().progressView().fractionCompleted())
        XCTAssertEqual(try ProgressView("Copying", value: 0.6).inspect().progressView().fractionCompleted(), 0.6)
    }

    func testProgressInspection() throws {
        let progress = Progress(totalUnitCount: 40)
        progress.completedUnitCount = 25
        let read = try ProgressView(progress).inspect().progressView().progress()
        XCTAssertEqual(read.completedUnitCount, 25)
        XCTAssertEqual(read.totalUnitCount, 40)
    }

    func testLabelViewInspection() throws {
        let view = ProgressView(value: 0, label: { HStack { Text("Uploading") } }, currentValueLabel: { EmptyView() })
        XCTAssertEqual(try view.inspect().progressView().labelView().hStack(0).text(0).string(), "Uploading")
    }

    func testCurrentValueLabelViewInspection() throws {
        let view = ProgressView(value: 0, label: { EmptyView() }, currentValueLabel: { HStack { Text("3 of 9") } })
        XCTAssertEqual(try view.inspect().progressView().currentValueLabelView().hStack(0).text(0).string(), "3 of 9")
    }

    func testProgressViewStyleInspection() throws {
        XCTAssertTrue(try EmptyView().progressViewStyle(LinearProgressViewStyle()).inspect().progressViewStyle() is LinearProgressViewStyle)
    }

    func testProgressViewStyleConfiguration() throws {
        XCTAssertNil(ProgressViewStyleConfiguration(fractionCompleted: nil).fractionCompleted)
        XCTAssertEqual(ProgressViewStyleConfiguration(fractionCompleted: 0.25).fractionCompleted, 0.25)
    }

    func testCustomProgressViewStyleInspection() throws {
        let style = PercentStyle()
        XCTAssertEqual(try style.inspect(fractionCompleted: nil).vStack().styleConfigurationLabel(0).brightness(), 0.5)
        XCTAssertEqual(try style.inspect(fractionCompleted: nil).vStack().styleConfigurationCurrentValueLabel(1).blur().radius, 2)
        assertThrows(try EmptyView().inspect().styleConfigurationCurrentValueLabel(),
                     "styleConfigurationCurrentValueLabel() found EmptyView instead of ProgressViewStyleConfiguration.CurrentValueLabel")
        XCTAssertEqual(try style.inspect(fractionCompleted: 0.75).vStack().text(2).string(), "Done: 75%")
        XCTAssertEqual(try style.inspect().find(ViewType.StyleConfiguration.Label.self).pathToRoot, "vStack().styleConfigurationLabel(0)")
        XCTAssertEqual(try style.inspect().find(ViewType.StyleConfiguration.CurrentValueLabel.self).pathToRoot,
                       "vStack().styleConfigurationCurrentValueLabel(1)")
    }
}

private struct PercentStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label.brightness(0.5)
            configuration.currentValueLabel.blur(radius: 2)
            Text("Done: \(Int((configuration.fractionCompleted ?? 0) * 100))%")
        }
    }
}
