import Foundation

/// A slider's bound value read now, for the `ViewInspector` module (Arrange's own): a slider
/// value keeps the value it was made with for drawing, and inspection reads the binding again
/// after setting it, as ViewInspector does.
package protocol SliderForInspection {
    /// The bound value now.
    var currentValue: Double { get }
}

extension Slider: SliderForInspection {
    package var currentValue: Double { readValue() }
}
