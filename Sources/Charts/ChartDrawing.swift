import Arrange
import ArrangeCore
import Foundation

/// Draws a chart's plot area: grid lines, then areas, bars and rectangles, rules, lines and
/// points, or the slices of a pie (Arrange's own).
struct ChartDrawing {
    let plan: ChartPlan

    /// The grid lines' colour and width.
    static let gridColor = Color(white: 0.5).opacity(0.35)
    static let gridWidth: CGFloat = 0.5

    func draw(in context: inout GraphicsContext, size: CGSize) {
        guard size.width > 0, size.height > 0 else { return }
        if plan.isPie {
            drawPie(in: &context, size: size)
            return
        }
        drawGrid(in: &context, size: size)
        let indexed = Array(plan.records.enumerated())
        drawAreas(in: &context, size: size)
        for (index, record) in indexed where record.kind == .bar || record.kind == .rectangle {
            drawBar(record, index: index, in: &context, size: size)
        }
        for record in plan.records where record.kind == .rule { drawRule(record, in: &context, size: size) }
        drawLines(in: &context, size: size)
        for record in plan.records where record.kind == .point {
            guard let point = self.point(record, size: size) else { continue }
            let dot = Path(ellipseIn: CGRect(x: point.x - 4, y: point.y - 4, width: 8, height: 8))
            context.fill(dot, with: .style(plan.style(of: record).opacity(record.opacity)))
        }
    }

    /// The x coordinate of a value (a category's band centre).
    func xCoordinate(_ value: PlotValue?, size: CGSize) -> CGFloat? {
        guard let value, let share = plan.x.position(of: value) else { return nil }
        return CGFloat(share) * size.width
    }

    /// The y coordinate of a value (up from the bottom).
    func yCoordinate(_ value: PlotValue?, size: CGSize) -> CGFloat? {
        guard let value, let share = plan.y.position(of: value) else { return nil }
        return size.height - CGFloat(share) * size.height
    }

    func point(_ record: ChartMarkRecord, size: CGSize) -> CGPoint? {
        guard let x = xCoordinate(record.x, size: size), let y = yCoordinate(record.y, size: size) else { return nil }
        return CGPoint(x: x, y: y)
    }

    private func drawGrid(in context: inout GraphicsContext, size: CGSize) {
        var grid = Path()
        if plan.showsYAxis, !plan.y.isCategorical {
            for tick in plan.y.ticks() {
                let y = size.height - CGFloat(tick.position) * size.height
                grid.move(to: CGPoint(x: 0, y: y))
                grid.addLine(to: CGPoint(x: size.width, y: y))
            }
        }
        if plan.showsXAxis, !plan.x.isCategorical {
            for tick in plan.x.ticks() {
                let x = CGFloat(tick.position) * size.width
                grid.move(to: CGPoint(x: x, y: 0))
                grid.addLine(to: CGPoint(x: x, y: size.height))
            }
        }
        context.stroke(grid, with: .color(Self.gridColor), lineWidth: Self.gridWidth)
    }

    /// A bar from its stack's start to its end along the numeric axis, across its band (or
    /// its unit of time, or a share of the plot for bars on a continuous axis).
    private func drawBar(_ record: ChartMarkRecord, index: Int, in context: inout GraphicsContext, size: CGSize) {
        let rect: CGRect
        if record.kind == .rectangle {
            guard let center = point(record, size: size) else { return }
            let width = plan.x.isCategorical ? CGFloat(plan.x.bandWidth) * size.width : 20
            let height = plan.y.isCategorical ? CGFloat(plan.y.bandWidth) * size.height : 20
            rect = CGRect(x: center.x - width / 2, y: center.y - height / 2,
                          width: record.width?.resolve(in: width, automatic: width) ?? width,
                          height: record.height?.resolve(in: height, automatic: height) ?? height)
        } else if plan.horizontalBars {
            guard let extent = plan.extents[index], let center = yCoordinate(record.y, size: size) else { return }
            let band = CGFloat(plan.y.bandWidth) * size.height
            let thickness = record.height?.resolve(in: band, automatic: band * 0.6) ?? band * 0.6
            let start = CGFloat(plan.x.position(ofNumber: extent.start)) * size.width
            let end = CGFloat(plan.x.position(ofNumber: extent.end)) * size.width
            rect = CGRect(x: min(start, end), y: center - thickness / 2, width: abs(end - start), height: thickness)
        } else {
            guard let extent = plan.extents[index], let center = xCoordinate(record.x, size: size) else { return }
            let band: CGFloat
            if plan.x.isCategorical {
                band = CGFloat(plan.x.bandWidth) * size.width
            } else if let unit = record.xUnit, case .numbers(let domain, _) = plan.x {
                band = CGFloat(Self.seconds(in: unit) / max(domain.upperBound - domain.lowerBound, 1)) * size.width
            } else {
                let count = Set(plan.records.compactMap { $0.kind == .bar ? $0.x : nil }).count
                band = size.width / CGFloat(max(count, 1)) * 0.8
            }
            let thickness = record.width?.resolve(in: band, automatic: band * 0.6) ?? band * 0.6
            let start = size.height - CGFloat(plan.y.position(ofNumber: extent.start)) * size.height
            let end = size.height - CGFloat(plan.y.position(ofNumber: extent.end)) * size.height
            rect = CGRect(x: center - thickness / 2, y: min(start, end), width: thickness, height: abs(end - start))
        }
        let shape = record.cornerRadius > 0
            ? Path(roundedRect: rect, cornerRadius: min(record.cornerRadius, rect.width / 2, rect.height / 2))
            : Path(rect)
        context.fill(shape, with: .style(plan.style(of: record).opacity(record.opacity)))
    }

    /// The length of a unit of time in seconds (a month as 30 days, a year as 365).
    static func seconds(in unit: Calendar.Component) -> Double {
        switch unit {
        case .second: 1
        case .minute: 60
        case .hour: 3600
        case .day, .weekday: 86_400
        case .weekOfYear, .weekOfMonth: 7 * 86_400
        case .month: 30 * 86_400
        case .quarter: 91 * 86_400
        case .year: 365 * 86_400
        default: 86_400
        }
    }

    private func drawRule(_ record: ChartMarkRecord, in context: inout GraphicsContext, size: CGSize) {
        var line = Path()
        if let y = yCoordinate(record.y, size: size), record.yEnd == nil {
            let start = xCoordinate(record.x, size: size).flatMap { record.xEnd == nil ? nil : $0 } ?? 0
            let end = xCoordinate(record.xEnd, size: size) ?? size.width
            line.move(to: CGPoint(x: start, y: y))
            line.addLine(to: CGPoint(x: end, y: y))
        } else if let x = xCoordinate(record.x, size: size) {
            let top = yCoordinate(record.yEnd, size: size) ?? 0
            let bottom = record.yEnd == nil ? size.height : (yCoordinate(record.y, size: size) ?? size.height)
            line.move(to: CGPoint(x: x, y: top))
            line.addLine(to: CGPoint(x: x, y: bottom))
        }
        context.stroke(line, with: .style(plan.style(of: record).opacity(record.opacity)), lineWidth: record.lineWidth ?? 1)
    }

    /// The records of `kind` by series, each series' points in order along x.
    private func seriesPoints(_ kind: ChartMarkKind, size: CGSize) -> [(record: ChartMarkRecord, points: [(CGPoint, Int)])] {
        var order: [String] = []
        var groups: [String: [(ChartMarkRecord, Int)]] = [:]
        for (index, record) in plan.records.enumerated() where record.kind == kind {
            let key = record.series ?? ""
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append((record, index))
        }
        return order.compactMap { key in
            guard let members = groups[key], let first = members.first else { return nil }
            let points = members.compactMap { member -> (CGPoint, Int)? in
                point(member.0, size: size).map { ($0, member.1) }
            }.sorted { $0.0.x < $1.0.x }
            return (first.0, points)
        }
    }

    private func drawLines(in context: inout GraphicsContext, size: CGSize) {
        for (record, points) in seriesPoints(.line, size: size) where points.count > 0 {
            var line = Path()
            line.move(to: points[0].0)
            for (point, _) in points.dropFirst() { line.addLine(to: point) }
            let style = StrokeStyle(lineWidth: record.lineWidth ?? 2, lineCap: .round, lineJoin: .round)
            context.stroke(line, with: .style(plan.style(of: record).opacity(record.opacity)), style: style)
        }
    }

    private func drawAreas(in context: inout GraphicsContext, size: CGSize) {
        for (record, points) in seriesPoints(.area, size: size) where points.count > 1 {
            var area = Path()
            func baseline(_ index: Int) -> CGFloat {
                let start = plan.extents[index]?.start ?? 0
                return size.height - CGFloat(plan.y.position(ofNumber: start)) * size.height
            }
            func top(_ point: CGPoint, _ index: Int) -> CGFloat {
                guard let end = plan.extents[index]?.end else { return point.y }
                return size.height - CGFloat(plan.y.position(ofNumber: end)) * size.height
            }
            area.move(to: CGPoint(x: points[0].0.x, y: top(points[0].0, points[0].1)))
            for (point, index) in points.dropFirst() { area.addLine(to: CGPoint(x: point.x, y: top(point, index))) }
            for (point, index) in points.reversed() { area.addLine(to: CGPoint(x: point.x, y: baseline(index))) }
            area.closeSubpath()
            context.fill(area, with: .style(plan.style(of: record).opacity(record.opacity)))
        }
    }

    /// The slices of a pie or donut, clockwise from the top, each its angle's share of the whole.
    private func drawPie(in context: inout GraphicsContext, size: CGSize) {
        let sectors = plan.records.filter { $0.kind == .sector }
        let total = sectors.reduce(0) { $0 + max($1.angle ?? 0, 0) }
        guard total > 0 else { return }
        let radius = min(size.width, size.height) / 2
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        var start = -Double.pi / 2
        for sector in sectors {
            let sweep = max(sector.angle ?? 0, 0) / total * 2 * .pi
            let inner = sector.innerRadius?.resolve(in: radius, automatic: 0) ?? 0
            var slice = Path()
            slice.addArc(center: center, radius: radius, startAngle: .radians(start), endAngle: .radians(start + sweep), clockwise: false)
            if inner > 0 {
                slice.addArc(center: center, radius: inner, startAngle: .radians(start + sweep), endAngle: .radians(start), clockwise: true)
            } else {
                slice.addLine(to: center)
            }
            slice.closeSubpath()
            context.fill(slice, with: .style(plan.style(of: sector).opacity(sector.opacity)))
            start += sweep
        }
    }
}
