import GRDB
import UserProfile

/// One entry of `sqlite_master` (a table, index, view or trigger), compared as a whole
/// to tell our schema from anyone else's. SQLite's internal objects (`sqlite_%`) are left out.
struct SchemaObject: Hashable, Sendable {
    let type: String
    let name: String
    let sql: String?

    /// Every user object of the schema. Text columns of `sqlite_master` are read with
    /// GRDB's text path, which replaces invalid UTF-8 instead of trapping.
    static func fetchAll(_ db: Database) throws -> Set<SchemaObject> {
        let rows = try Row.fetchAll(db, sql: "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\'")
        return Set(rows.map { row in
            SchemaObject(type: text(row[0]) ?? "", name: text(row[1]) ?? "", sql: text(row[2]))
        })
    }

    private static func text(_ value: DatabaseValue) -> String? {
        switch value.storage {
        case .string(let text): return text
        case .blob(let data): return String(decoding: data, as: UTF8.self)
        case .int64(let number): return String(number)
        case .double(let number): return String(number)
        case .null: return nil
        }
    }
}
