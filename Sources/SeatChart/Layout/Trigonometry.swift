#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SeatChartGeometry

/// The cosine of `angle`.
@inline(__always) func cosine(_ angle: Angle) -> Double { cos(angle.radians) }
/// The sine of `angle`.
@inline(__always) func sine(_ angle: Angle) -> Double { sin(angle.radians) }
/// The arctangent of `x`, in radians.
@inline(__always) func arctangent(_ x: Double) -> Double { atan(x) }
