import Foundation
import SeatChartStore

/// The SQLite store is the command line's selection state.
extension SelectionStore: SelectionStateStore {}
