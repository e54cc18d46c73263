/// The lists one lookup reads, as buffer pointers taken once per call or batch: the hot
/// loop then indexes them without bounds checks or reference counting.
///
/// Every index into them is in range by construction: grid cells come from
/// ``BoxGrid/cell(x:y:)``, tribunes from the grid's items, rows from a tribune's first
/// row plus a row number clamped to its rows.
struct LookupTables {
    let quick: UnsafeBufferPointer<QuickTribune>
    let rows: UnsafeBufferPointer<SlotRow>
    /// The coarse grid's ``BoxGrid/offsets`` and ``BoxGrid/items``.
    let offsets: UnsafeBufferPointer<Int32>
    let items: UnsafeBufferPointer<Int32>
}

extension HitIndex {
    /// Calls `body` with the lookup's lists at hand.
    @inline(__always)
    func withLookupTables<R>(_ body: (LookupTables) -> R) -> R {
        quick.withUnsafeBufferPointer { quick in
            slotRows.withUnsafeBufferPointer { rows in
                tribuneGrid.offsets.withUnsafeBufferPointer { offsets in
                    tribuneGrid.items.withUnsafeBufferPointer { items in
                        body(LookupTables(quick: quick, rows: rows, offsets: offsets, items: items))
                    }
                }
            }
        }
    }
}
