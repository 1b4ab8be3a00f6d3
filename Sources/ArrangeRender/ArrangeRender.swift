// Rendering: the laid-out tree drawn to SVG (written directly), PNG and PDF (through Cairo),
// images read through libpng and libjpeg, and SwiftUI's `ImageRenderer`.
import ArrangeCore
import ArrangeText
