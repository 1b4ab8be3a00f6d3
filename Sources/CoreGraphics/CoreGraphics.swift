// Linux's `CoreGraphics` (Arrange's own module): so that files written for Apple's platforms
// compile unchanged with `import CoreGraphics`. It gives the geometry types Foundation has on
// Linux (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`) and the ones Arrange supplies, which Apple's
// CoreGraphics declares: affine transforms, vectors, line caps and joins, paths and colours.
@_exported import Foundation
@_exported import struct ArrangeCore.CGAffineTransform
@_exported import struct ArrangeCore.CGVector
@_exported import enum ArrangeCore.CGLineCap
@_exported import enum ArrangeCore.CGLineJoin
@_exported import enum ArrangeCore.CGPathFillRule
@_exported import class ArrangeCore.CGPath
@_exported import class ArrangeCore.CGMutablePath
@_exported import class ArrangeCore.CGColor
