import SeatChartStore
import Testing

/// An event's names: every table, index, trigger and function of the schema prefixed, and
/// nothing else touched.
@Suite struct EventNamespaceTests {
    let third = EventNamespace(number: 3)

    @Test func theMainNamespaceLeavesStatementsAsTheyAre() {
        let sql = "SELECT seat FROM seat_state WHERE holder_id = ?"
        #expect(EventNamespace.main.qualify(sql) == sql)
        #expect(EventNamespace.main.isMain && !third.isMain)
    }

    @Test func tablesIndexesAndFunctionsArePrefixedAsWholeWords() {
        #expect(third.qualify("SELECT s.seat, h.name FROM seat_state s JOIN holder h ON h.id = s.holder_id")
            == "SELECT s.seat, h.name FROM e3_seat_state s JOIN e3_holder h ON h.id = s.holder_id")
        #expect(third.qualify("CREATE INDEX event_holder ON event(holder_id, time, id)")
            == "CREATE INDEX e3_event_holder ON e3_event(holder_id, time, id)")
        #expect(third.qualify("SELECT * FROM seatchart_begin_holds($1, $2, $3)") == "SELECT * FROM e3_seatchart_begin_holds($1, $2, $3)")
        #expect(third.qualify("SELECT to_regclass('public.area_total')") == "SELECT to_regclass('public.e3_area_total')")
    }

    @Test func columnsAndOtherWordsStay() {
        let sql = "SELECT holder_id, area_id, seat_id, expires_at, action, state FROM sale_event WHERE key = ?"
        #expect(third.qualify(sql) == sql, "columns and the catalogue's own tables keep their names")
        #expect(third.qualify("pg_notify('seatchart_changes', '')") == "pg_notify('seatchart_changes', '')")
        #expect(third.qualify("x3event eventual") == "x3event eventual")
    }

    @Test func itsNameIsItsPrefixWithoutTheUnderscore() {
        #expect(third.prefix == "e3_" && third.description == "e3" && EventNamespace.main.description == "main")
        #expect(third.table("seat_state") == "e3_seat_state")
    }
}
