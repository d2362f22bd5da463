/// The files of `Migrations/` (`migration_NNNN_name.sql`, recorded as `NNNN_name`), embedded in the binary at build time (so an installed server
/// needs no data files), in the order of their names.
enum EmbeddedMigrations {
    static let all: [Migrator.Migration] = [
        .init(name: "0001_schema", sql: String(decoding: PackageResources.migration_0001_schema_sql, as: UTF8.self)),
    ]
}
