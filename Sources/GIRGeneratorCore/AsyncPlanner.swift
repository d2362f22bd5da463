/// `_async`/`_finish` pairs: one Swift `async` method per pair.
///
/// A callable with a `Gio.AsyncReadyCallback` parameter of scope `async` is paired with the
/// callable of the same type (taking a `Gio.AsyncResult`) that is, in this order:
/// 1. the one the configuration names for its C identifier (`finishFunctions`), for GIR that
///    says nothing and breaks the name rule;
/// 2. the one its `glib:finish-func` attribute names (Debian 13's GIR has it);
/// 3. by name, `foo_finish` for `foo_async` or `foo` (Debian 12's GIR has no
///    `glib:finish-func`).
/// An asynchronous callable left without a pair is skipped and reported.
extension CallablePlanner {
    /// The index of the `GAsyncReadyCallback` parameter of scope `async`, if any.
    func asyncCallbackIndex(_ callable: GIRCallable) -> Int? {
        callable.parameters.firstIndex { parameter in
            parameter.scope == .async && qualifiedName(parameter.type.name) == "Gio.AsyncReadyCallback"
        }
    }

    /// The index of the `GAsyncResult` parameter of a `_finish` function, if any.
    func asyncResultIndex(_ callable: GIRCallable) -> Int? {
        callable.parameters.firstIndex { qualifiedName($0.type.name) == "Gio.AsyncResult" }
    }

    private func qualifiedName(_ name: String?) -> String? {
        guard let name else { return nil }
        return context.repository.resolve(name, in: context.namespace.name)?.qualifiedName
    }

    /// The `_finish` callable of each asynchronous one among `callables`, by the
    /// asynchronous one's GIR name.
    func asyncPairs(_ callables: [GIRCallable]) -> [String: GIRCallable] {
        var byName: [String: GIRCallable] = [:]
        for callable in callables where byName[callable.name] == nil { byName[callable.name] = callable }
        var byCIdentifier: [String: GIRCallable] = [:]
        for callable in callables {
            if let symbol = callable.cIdentifier, byCIdentifier[symbol] == nil { byCIdentifier[symbol] = callable }
        }
        var pairs: [String: GIRCallable] = [:]
        for callable in callables where asyncCallbackIndex(callable) != nil {
            let finish: GIRCallable?
            if let symbol = callable.cIdentifier, let configured = context.options.finishFunctions[symbol] {
                finish = byCIdentifier[configured]
            } else if let named = callable.finishFunc {
                finish = byName[named]
            } else {
                finish = byName[Self.asyncBaseName(callable.name) + "_finish"]
            }
            if let finish, asyncResultIndex(finish) != nil { pairs[callable.name] = finish }
        }
        return pairs
    }

    /// `foo_async` → `foo` (the Swift method's name is the C name without `_async`).
    static func asyncBaseName(_ name: String) -> String {
        name.hasSuffix("_async") ? String(name.dropLast("_async".count)) : name
    }

    /// Plans `callable` and its `finish` as one `async` method: the body calls `girAsync`
    /// with a `start` closure (the `_async` call, given the per-call `GCancellable` and
    /// the user data; the callback is the runtime's `girAsyncReady`) and a `finish` closure
    /// (the `_finish` call on the callback's source object and `GAsyncResult`, converted by
    /// the usual rules).
    func planAsync(_ callable: GIRCallable, finish: GIRCallable, role: CallableRole,
                   firstLabel: String?) throws(SkipReason) -> CallPlan {
        guard let callbackIndex = asyncCallbackIndex(callable),
              let dataIndex = callable.parameters[callbackIndex].closureIndex,
              dataIndex < callable.parameters.count else {
            throw SkipReason("asynchronous callback without user data")
        }
        guard let resultIndex = asyncResultIndex(finish) else { throw SkipReason("finish function without a result") }
        if let reason = Self.exclusion(of: finish) { throw SkipReason("its finish function: \(reason.text)") }
        // A C array passed in is Swift's memory only for the duration of the start call, but
        // GIO reads it later (`g_file_replace_contents_async`: "must stay valid until the
        // operation finishes"), and GIR cannot say which calls copy it.
        for parameter in callable.parameters where parameter.direction == .in && parameter.type.array != nil
            && parameter.type.array?.name == nil {
            throw SkipReason("asynchronous call reading a C array after it returns (use a GBytes variant)")
        }
        var fixed = [callbackIndex: "girAsyncReady", dataIndex: "_data"]
        let cancellableIndex = callable.parameters.firstIndex { qualifiedName($0.type.name) == "Gio.Cancellable" }
        if let cancellableIndex { fixed[cancellableIndex] = "_cancellable" }
        let start = try plan(callable, role: role, firstLabel: firstLabel, fixed: fixed)
        guard start.returnType == nil, !start.throwsError else {
            throw SkipReason("asynchronous call with a result or an error of its own")
        }

        // The finish function's receiver (or first object parameter) is the callback's
        // source object: the object the operation ran on.
        var finishFixed = [resultIndex: "_result"]
        let finishRole: CallableRole
        switch role {
        case .method(let cType):
            let declared = finish.instanceParameter?.type.cType ?? cType + "*"
            finishRole = .instance(expression: context.objectPointer("_source!", cType: declared, fallback: cType))
        case .function:
            finishRole = .function
            for index in 0..<resultIndex {
                var scratch = Requirements()
                let parameter = finish.parameters[index]
                guard index == 0, case .object(let ref) = try context.kind(of: parameter.type, requirements: &scratch) else {
                    throw SkipReason("finish parameter '\(parameter.name)' before its result")
                }
                finishFixed[index] = context.optionalObjectPointer("_source", cType: parameter.type.cType, fallback: ref.cType)
                    ?? "_source.map { \(context.objectPointer("$0", cType: parameter.type.cType, fallback: ref.cType)) }"
            }
        default:
            throw SkipReason("asynchronous call of this kind of receiver")
        }
        let end: CallPlan
        do {
            end = try plan(finish, role: finishRole, firstLabel: nil, fixed: finishFixed)
        } catch {
            throw SkipReason("its finish function: \(error.text)")
        }
        guard end.parameters.isEmpty else { throw SkipReason("finish function with in-out parameters") }

        var result = start
        result.isAsync = true
        result.throwsError = end.throwsError
        result.returnType = end.returnType
        result.requirements.merge(end.requirements)
        let helper = end.throwsError ? "try await girAsync" : "await girAsyncValue"
        result.body = ["return \(helper)("]
        result.body.append("    cancellable: \(cancellableIndex != nil),")
        result.body.append("    start: { \(cancellableIndex != nil ? "_cancellable" : "_"), _data in")
        result.body += start.body.map { "        " + $0 }
        result.body.append("    },")
        let throwsText = end.throwsError ? " throws" : ""
        result.body.append("    finish: { (_source: UnsafeMutablePointer<GObject>?, _result: OpaquePointer?)\(throwsText) -> \(end.returnType ?? "Void") in")
        result.body += end.body.map { "        " + $0 }
        result.body.append("    }")
        result.body.append(")")
        return result
    }
}
