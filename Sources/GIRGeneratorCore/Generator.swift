import Foundation

/// Why generation stopped.
public enum GenerationError: Error, CustomStringConvertible {
    /// A GIR file could not be read.
    case gir(GIRError)
    /// The output could not be written (nothing was moved into place).
    case output(path: String, reason: String)

    /// A one-line message naming what failed.
    public var description: String {
        switch self {
        case .gir(let error): return error.description
        case let .output(path, reason): return "\(path): cannot write the output: \(reason)"
        }
    }
}

/// Reads a namespace (and what it includes) and produces its Swift files and report.
public enum Generator {
    /// Generates in memory: the files and the report.
    public static func generate(girDirectory: String, options: GeneratorOptions) throws(GenerationError)
        -> (files: [GeneratedFile], report: GenerationReport) {
        try generate(girDirectories: [girDirectory], options: options)
    }

    /// Generates in memory from GIR files found in `girDirectories` (searched in order).
    public static func generate(girDirectories: [String], options: GeneratorOptions) throws(GenerationError)
        -> (files: [GeneratedFile], report: GenerationReport) {
        let (repository, namespace) = try load(girDirectories: girDirectories, options: options)
        return generate(repository: repository, namespace: namespace, options: options)
    }

    /// The repository of `girDirectories` with `options.namespace` loaded from it.
    private static func load(girDirectories: [String], options: GeneratorOptions) throws(GenerationError)
        -> (GIRRepository, GIRNamespace) {
        let repository = GIRRepository(directories: girDirectories)
        do {
            return (repository, try repository.load(options.namespace))
        } catch {
            throw .gir(error)
        }
    }

    /// Generates from an already loaded repository.
    public static func generate(repository: GIRRepository, namespace: GIRNamespace, options: GeneratorOptions)
        -> (files: [GeneratedFile], report: GenerationReport) {
        let emitter = emit(repository: repository, namespace: namespace, options: options)
        var files = emitter.files
        if let count = options.shardCount {
            files = shards(of: files, count: count, header: emitter.headerText, namespace: namespace.name)
        }
        var report = emitter.report
        report.files = files.count
        report.lines = files.reduce(0) { $0 + $1.contents.reduce(0) { $1 == "\n" ? $0 + 1 : $0 } }
        return (files, report)
    }

    /// The API reference of a namespace: what generation would declare, type by type.
    public static func reference(girDirectories: [String], options: GeneratorOptions) throws(GenerationError)
        -> APIReference {
        let (repository, namespace) = try load(girDirectories: girDirectories, options: options)
        let emitter = emit(repository: repository, namespace: namespace, options: options)
        let context = emitter.context
        return APIReference(namespace: namespace.name, version: namespace.version,
                            module: context.moduleName(namespace.name), declarations: emitter.declarations)
    }

    private static func emit(repository: GIRRepository, namespace: GIRNamespace, options: GeneratorOptions) -> Emitter {
        let context = BindingContext(repository: repository, options: options, namespace: namespace)
        let emitter = Emitter(context: context)
        emitter.run()
        return emitter
    }

    /// `files` joined into exactly `count` files named `<namespace>Bindings<i>.swift`, each
    /// with the common header once. Files go, in name order, to the shard with the fewest
    /// lines so far, so the shards compile in similar times; an empty shard holds only the
    /// header. The same input always gives the same shards.
    static func shards(of files: [GeneratedFile], count: Int, header: String, namespace: String) -> [GeneratedFile] {
        precondition(count > 0, "at least one shard")
        var bodies = Array(repeating: "", count: count)
        var lines = Array(repeating: 0, count: count)
        for file in files.sorted(by: { $0.name < $1.name }) {
            precondition(file.contents.hasPrefix(header), "\(file.name) does not start with the common header")
            let body = String(file.contents.dropFirst(header.count))
            let target = lines.indices.min(by: { lines[$0] < lines[$1] })!
            bodies[target] += "// MARK: \(file.name)\n\n" + body + "\n"
            lines[target] += body.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        }
        return bodies.enumerated().map { index, body in
            GeneratedFile(name: "\(namespace)Bindings\(index).swift", contents: header + body)
        }
    }

    /// Writes `files` as the contents of `directory`, replacing it only once every file is
    /// written: the files go to a new folder beside it, which then takes its place. A
    /// failure leaves the previous contents (or no folder) and never a partial set.
    ///
    /// A file whose contents did not change is the previous file itself (a hard link to it,
    /// same inode and modification time), so a build that runs the generator again, as every
    /// package built in one build folder does, recompiles only what changed.
    public static func write(_ files: [GeneratedFile], to directory: String, report: GenerationReport?,
                             reportPath: String?) throws(GenerationError) {
        let manager = FileManager.default
        let target = URL(fileURLWithPath: directory).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).gir-swift-\(getpid())")
        do {
            try manager.createDirectory(at: parent, withIntermediateDirectories: true)
            if manager.fileExists(atPath: staging.path) { try manager.removeItem(at: staging) }
            try manager.createDirectory(at: staging, withIntermediateDirectories: false)
            for file in files {
                let data = Data(file.contents.utf8)
                let destination = staging.appendingPathComponent(file.name)
                let existing = target.appendingPathComponent(file.name)
                if manager.contents(atPath: existing.path) == data {
                    try manager.linkItem(at: existing, to: destination)
                } else {
                    try data.write(to: destination)
                }
            }
            // Two renames within one folder: the old output steps aside, the new one takes
            // its place, and only then is the old one deleted.
            let previous = parent.appendingPathComponent(".\(target.lastPathComponent).gir-swift-old-\(getpid())")
            let hadPrevious = manager.fileExists(atPath: target.path)
            if hadPrevious { try manager.moveItem(at: target, to: previous) }
            do {
                try manager.moveItem(at: staging, to: target)
            } catch {
                if hadPrevious { try? manager.moveItem(at: previous, to: target) }
                throw error
            }
            if hadPrevious { try manager.removeItem(at: previous) }
        } catch {
            try? manager.removeItem(at: staging)
            throw .output(path: directory, reason: (error as NSError).localizedDescription)
        }
        if let report, let reportPath {
            do {
                let url = URL(fileURLWithPath: reportPath)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                let data = Data(report.text.utf8)
                if manager.contents(atPath: url.path) != data { try data.write(to: url, options: .atomic) }
            } catch {
                throw .output(path: reportPath, reason: (error as NSError).localizedDescription)
            }
        }
    }
}
