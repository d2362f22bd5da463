import CGLib

extension SignalSignature {
    /// `(gchararray) -> void`: `GSettings::changed`.
    package static var stringArgument: SignalSignature {
        .init(returning: vsm_type_none(), parameters: [vsm_type_string()])
    }
}

extension SignalArguments {
    /// The string argument at `index` (0 is the instance), or `nil`.
    package func string(at index: Int) -> String? {
        guard let values, index >= 0, index < count,
              g_type_check_value_holds(values + index, vsm_type_string()) != 0,
              let text = g_value_get_string(values + index) else { return nil }
        return String(cString: text)
    }
}
