import Adw
import Gtk
import NotesFeature
import VSM
import VSMGtk

#if ADW_1_5
/// libadwaita 1.5's preferences dialog, shown inside the notes window.
public typealias PreferencesView = PreferencesDialog
#else
/// The preferences window (libadwaita 1.6 deprecates it for the dialog).
public typealias PreferencesView = PreferencesWindow
#endif

/// The preferences (`AdwPreferencesDialog` from libadwaita 1.5, `AdwPreferencesWindow`
/// before): sort order, editor font size, and whether the last note opens at start. Renders
/// `NotesPreferences`; each control runs an action of the current state's model, which writes
/// GSettings (the notes window follows the change from there, live).
@MainActor
public final class PreferencesWindowController {
    /// The dialog or window (shown with ``present(over:)``).
    public let view = PreferencesView()
    /// The window a person acts on once shown: the preferences window itself before
    /// libadwaita 1.5, the window the dialog shows in from 1.5.
    public private(set) var hostWindow: Gtk.Window?
    public let sortRow = ComboRow()
    #if ADW_1_4
    public let fontSizeRow = SpinRow(range: Double(NotesPreferences.fontSizes.lowerBound),
                                     max: Double(NotesPreferences.fontSizes.upperBound), step: 1)
    public let openLastRow = SwitchRow()
    #else
    public let fontSizeRow = ActionRow(title: "Font Size")
    public let fontSizeButton = SpinButton(range: Double(NotesPreferences.fontSizes.lowerBound)...Double(NotesPreferences.fontSizes.upperBound), step: 1)
    public let openLastRow = ActionRow(title: "Open the Last Note at Start")
    public let openLastSwitch = Switch()
    #endif
    @RenderedViewState var preferences: NotesPreferences
    private let store: any PreferencesStore
    private var isRendering = false

    /// A window showing and changing what `store` holds.
    public init(store: any PreferencesStore) {
        self.store = store
        _preferences = .init(wrappedValue: store.read(), render: Self.render)
        build()
        $preferences.startRendering(on: self)
    }

    /// Shows the preferences over `parent` (again, if shown before); `onClosed` runs once
    /// a person has closed them.
    public func present(over parent: Gtk.Window, onClosed: @escaping @MainActor () -> Void) {
        #if ADW_1_5
        hostWindow = parent
        view.onClosed(onClosed)
        view.present(over: parent)
        #else
        hostWindow = view
        view.transientFor = parent
        view.modal = true
        view.onCloseRequest { _ in
            onClosed()
            return false
        }
        view.present()
        #endif
    }

    private func build() {
        view.title = "Preferences"
        view.searchEnabled = false
        #if ADW_1_5
        view.contentWidth = 460
        view.contentHeight = 360
        #else
        view.setDefaultSize(460, height: 360)
        #endif
        let page = PreferencesPage()
        page.title = "General"
        page.iconName = "preferences-system-symbolic"
        let notes = PreferencesGroup(title: "Notes")
        sortRow.title = "Sort Notes By"
        sortRow.model = StringList(strings: NoteSortOrder.allCases.map(\.label))
        sortRow.onNotify(.selected) { [weak self] row in
            guard let self, !isRendering, Int(row.selected) < NoteSortOrder.allCases.count else { return }
            let order = NoteSortOrder.allCases[Int(row.selected)]
            $preferences.observe(preferences.model(store: store).setSortOrder(order))
        }
        notes.add(sortRow)
        let editor = PreferencesGroup(title: "Editor")
        #if ADW_1_4
        fontSizeRow.title = "Font Size"
        // The row's field is its spin button, which libadwaita leaves unnamed: a screen
        // reader says what it sets, as the separate spin button does before 1.4.
        fontSizeRow.delegate?.setAccessibleLabel("Font Size")
        fontSizeRow.onNotify(.value) { [weak self] row in
            guard let self, !isRendering else { return }
            $preferences.observe(preferences.model(store: store).setFontSize(Int(row.value)))
        }
        openLastRow.title = "Open the Last Note at Start"
        openLastRow.onNotify(.active) { [weak self] row in
            guard let self, !isRendering else { return }
            $preferences.observe(preferences.model(store: store).setOpensLastNote(row.active))
        }
        #else
        fontSizeButton.valign = .center
        fontSizeButton.setAccessibleLabel("Font Size")
        fontSizeRow.addSuffix(fontSizeButton)
        fontSizeRow.activatableWidget = fontSizeButton
        fontSizeButton.onValueChanged { [weak self] _ in
            guard let self, !isRendering else { return }
            $preferences.observe(preferences.model(store: store).setFontSize(Int(fontSizeButton.value)))
        }
        openLastSwitch.valign = .center
        openLastSwitch.setAccessibleLabel("Open the Last Note at Start")
        openLastRow.addSuffix(openLastSwitch)
        openLastRow.activatableWidget = openLastSwitch
        openLastSwitch.onNotify(.active) { [weak self] toggle in
            guard let self, !isRendering else { return }
            $preferences.observe(preferences.model(store: store).setOpensLastNote(toggle.active))
        }
        #endif
        editor.add(fontSizeRow)
        editor.add(openLastRow)
        page.add(notes)
        page.add(editor)
        view.add(page)
    }

    func render() {
        isRendering = true
        defer { isRendering = false }
        let index = NoteSortOrder.allCases.firstIndex(of: preferences.sortOrder) ?? 0
        if sortRow.selected != UInt32(index) { sortRow.selected = UInt32(index) }
        #if ADW_1_4
        fontSizeRow.value = Double(preferences.fontSize)
        openLastRow.active = preferences.opensLastNote
        #else
        if Int(fontSizeButton.value) != preferences.fontSize { fontSizeButton.value = Double(preferences.fontSize) }
        openLastSwitch.active = preferences.opensLastNote
        #endif
    }
}
