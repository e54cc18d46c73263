import SeatChart

/// Every tolerance and margin of hit testing, in one place, each with what it covers and
/// where it comes from. A margin derived from another is written as that derivation, so
/// that changing one moves the other (``sectorAngle`` follows ``atan2Error``).
///
/// Three kinds:
/// - **The rule.** ``boundary``: a point this close to a cell or an outline is inside
///   (docs/hit-testing.md). It is the model's ``SeatCell/tolerance``; nothing here may
///   change an answer the rule gives.
/// - **Recognising the layout.** Tolerances under which the index takes rows and arcs
///   for regular (``layoutMatch``, ``directionMatch``, ``fullTurnSlack``): a tribune that
///   fails them is located by a grid of cells instead, with the same answers, only slower.
/// - **Rounding allowances.** Bounds on the arithmetic's error (``atan2Error``,
///   ``roundingPerUnit``, ...), added to the quick tests' safety band or to boxes so
///   that rounding never turns a sure answer into a wrong one. The band itself is twice
///   the build's bound on every difference plus four ``boundary`` tolerances
///   (``QuickTribune``); the boundary tests show it is needed.
enum HitTolerances {
    // MARK: - The rule

    /// Boundary inclusion of cells and outlines, in chart units.
    static var boundary: Double { SeatCell.tolerance }

    // MARK: - Boxes and regions

    /// How far a tribune's extent, a cell's reach and the rows' band of a region are
    /// widened, in chart units: far above rounding, far below a seat.
    static let extentMargin = 1e-6
    /// A point nearer a sector's centre than this (units) is left to the exact test: its
    /// angle means nothing there.
    static let centreExclusion = 1e-6
    /// Relative allowance when a region's band is tested against a grid cell (separating
    /// axes), times the largest coordinate: touching shapes are never separated.
    static let gridCellSlack = 1e-9

    // MARK: - The scan

    /// A cell's reach from its centre is its half side times √2, times `1 + scanReachSlack`.
    static let scanReachSlack = 1e-12
    /// Added to a cell's reach (units) before the scan's distance test.
    static let scanLimitSlack = 1e-9
    /// How far the scan widens an outline's bounding box, in units.
    static let scanBoxSlack = 1e-8

    // MARK: - Recognising regular rows and arcs

    /// Seat centres, row offsets and arc radii must match the regular layout within this
    /// many units for the analytic locators to take a tribune.
    static let layoutMatch = 1e-7
    /// Rows must be straight (cross product relative to the length) and arcs concentric
    /// (centres apart, in units) within this.
    static let directionMatch = 1e-9
    /// An arc's span may exceed a full turn by this many radians (rounding of the angles).
    static let fullTurnSlack = 1e-12
    /// An arc cell's half angle is `asin(reach / radius)` times `1 + halfAngleRelative`,
    /// plus ``halfAngleAbsolute`` radians.
    static let halfAngleRelative = 1e-9
    /// See ``halfAngleRelative``.
    static let halfAngleAbsolute = 1e-12

    // MARK: - The quick tests' band

    /// An upper bound on `|atan2(y, x) - QuickAngle.atan2(y, x)|` in radians: the series is
    /// cut after `w⁵/5` with `|w| ≤ 1/16` (at most `2⁻²⁸/7`), plus under 1e-15 of rounding.
    /// The short series keeps arcs fast and their band far below a seat (docs/hit-testing.md;
    /// docs/perf-log.md, "Figures moved from the sources' comments").
    static let atan2Error = 1e-9
    /// Rounding of a short chain of operations on numbers of size about 1 (the series'
    /// sums, one step of turning a slot direction).
    static let stepRounding = 1e-15
    /// Rounding allowance per unit of magnitude of the coordinates a quick test reads.
    static let roundingPerUnit = 1e-14
    /// Rows, and slots along a row, must be at least a cell's side apart less this fraction.
    static let spacingSlack = 1e-12
    /// Rows are "all alike" when their starts and slots differ by at most this fraction of
    /// the half cell over a whole row (the band covers the difference).
    static let alikeRows = 1e-6
    /// A cell's corner must stay this many radians inside half a slot on an arc.
    static let cornerAngleSlack = 1e-9
    /// The band may be at most this fraction of the half cell; a wider one would seldom decide.
    static let maximumBandFraction = 1e-3

    // MARK: - Sector outlines

    /// Allowance for a sector's radius tests, relative to the outer radius.
    static let sectorRadius = 1e-10
    /// Allowance for a sector's angle test: the quick angle's error and the roundings of
    /// both tests.
    static let sectorAngle = atan2Error + 1e-11
    /// Rounding allowance of a wedge's edge-line tests, per unit of magnitude.
    static let sectorEdgeRounding = 1e-13
}
