import CGtk
import CGtkTesting

/// What a widget is to a person using assistive technology (ARIA's role): the first half of
/// how a test finds it (``WidgetQuery/role(_:named:)``), independent of the widget's class —
/// a GTK `Button`, a libadwaita `SplitButton`'s button or your own widget are all `.button`.
public struct AccessibleRole: Hashable, Sendable, CustomStringConvertible {
    let rawValue: UInt32

    init(_ role: GtkAccessibleRole) {
        rawValue = role.rawValue
    }

    var gtkRole: GtkAccessibleRole { GtkAccessibleRole(rawValue: rawValue) }

    /// GTK's name of the role (`button`, `text-box`).
    public var description: String { String(cString: vsm_testing_accessible_role_name(gtkRole)) }

    /// A push button (GtkButton, GtkMenuButton; GtkToggleButton too before GTK 4.10).
    public static let button = AccessibleRole(GTK_ACCESSIBLE_ROLE_BUTTON)
    #if GTK_4_10
    /// A button that stays pressed until pressed again (GtkToggleButton): a role of its own
    /// from GTK 4.10, the same as ``button`` before, so one query finds it on either.
    public static let toggleButton = AccessibleRole(GTK_ACCESSIBLE_ROLE_TOGGLE_BUTTON)
    #else
    /// A button that stays pressed until pressed again (GtkToggleButton): a push button
    /// before GTK 4.10, a role of its own from 4.10, so one query finds it on either.
    public static let toggleButton = button
    #endif
    /// A check box (GtkCheckButton).
    public static let checkbox = AccessibleRole(GTK_ACCESSIBLE_ROLE_CHECKBOX)
    /// A radio button (a GtkCheckButton in a group).
    public static let radio = AccessibleRole(GTK_ACCESSIBLE_ROLE_RADIO)
    /// An on/off switch (GtkSwitch).
    public static let `switch` = AccessibleRole(GTK_ACCESSIBLE_ROLE_SWITCH)
    /// A single-line text field (GtkEntry, GtkPasswordEntry, AdwEntryRow).
    public static let textBox = AccessibleRole(GTK_ACCESSIBLE_ROLE_TEXT_BOX)
    /// A search field (GtkSearchEntry).
    public static let searchBox = AccessibleRole(GTK_ACCESSIBLE_ROLE_SEARCH_BOX)
    /// A numeric field with arrows (GtkSpinButton).
    public static let spinButton = AccessibleRole(GTK_ACCESSIBLE_ROLE_SPIN_BUTTON)
    /// Static text (GtkLabel); its name is its text.
    public static let label = AccessibleRole(GTK_ACCESSIBLE_ROLE_LABEL)
    /// A hyperlink (GtkLinkButton).
    public static let link = AccessibleRole(GTK_ACCESSIBLE_ROLE_LINK)
    /// An image (GtkImage, GtkPicture).
    public static let image = AccessibleRole(GTK_ACCESSIBLE_ROLE_IMG)
    /// A list (GtkListView, GtkListBox).
    public static let list = AccessibleRole(GTK_ACCESSIBLE_ROLE_LIST)
    /// A row of a list (GtkListBoxRow, AdwActionRow).
    public static let listItem = AccessibleRole(GTK_ACCESSIBLE_ROLE_LIST_ITEM)
    /// A column's header in a table (GtkColumnView's titles); its name is the column's title.
    public static let columnHeader = AccessibleRole(GTK_ACCESSIBLE_ROLE_COLUMN_HEADER)
    /// A drop-down (GtkDropDown, AdwComboRow).
    public static let comboBox = AccessibleRole(GTK_ACCESSIBLE_ROLE_COMBO_BOX)
    /// A menu item (the rows of a GtkPopoverMenu).
    public static let menuItem = AccessibleRole(GTK_ACCESSIBLE_ROLE_MENU_ITEM)
    /// A tab (GtkNotebook, GtkStackSwitcher, AdwViewSwitcher).
    public static let tab = AccessibleRole(GTK_ACCESSIBLE_ROLE_TAB)
    /// A progress indicator (GtkProgressBar).
    public static let progressBar = AccessibleRole(GTK_ACCESSIBLE_ROLE_PROGRESS_BAR)
    /// A slider (GtkScale).
    public static let slider = AccessibleRole(GTK_ACCESSIBLE_ROLE_SLIDER)
    /// A group of widgets (GtkBox, AdwPreferencesGroup, AdwStatusPage).
    public static let group = AccessibleRole(GTK_ACCESSIBLE_ROLE_GROUP)
    /// A window (GtkWindow, AdwApplicationWindow); its name is its title.
    public static let window = AccessibleRole(GTK_ACCESSIBLE_ROLE_WINDOW)
    /// A dialog (GtkDialog, AdwMessageDialog).
    public static let dialog = AccessibleRole(GTK_ACCESSIBLE_ROLE_DIALOG)
    /// An alert dialog (GtkMessageDialog).
    public static let alertDialog = AccessibleRole(GTK_ACCESSIBLE_ROLE_ALERT_DIALOG)
    /// A status message region.
    public static let status = AccessibleRole(GTK_ACCESSIBLE_ROLE_STATUS)
    /// A generic widget (GTK's default role).
    public static let widget = AccessibleRole(GTK_ACCESSIBLE_ROLE_WIDGET)

    /// Roles whose name comes from their content (the text of the labels inside) when
    /// nothing else names them, as ARIA's name computation says.
    var isNamedFromContent: Bool {
        Self.namedFromContent.contains(rawValue)
    }

    private static let namedFromContent: Set<UInt32> = [
        GTK_ACCESSIBLE_ROLE_BUTTON, GTK_ACCESSIBLE_ROLE_CHECKBOX, GTK_ACCESSIBLE_ROLE_RADIO,
        GTK_ACCESSIBLE_ROLE_SWITCH, GTK_ACCESSIBLE_ROLE_LINK, GTK_ACCESSIBLE_ROLE_MENU_ITEM,
        GTK_ACCESSIBLE_ROLE_MENU_ITEM_CHECKBOX, GTK_ACCESSIBLE_ROLE_MENU_ITEM_RADIO, GTK_ACCESSIBLE_ROLE_TAB,
        GTK_ACCESSIBLE_ROLE_OPTION, GTK_ACCESSIBLE_ROLE_CELL, GTK_ACCESSIBLE_ROLE_GRID_CELL,
        GTK_ACCESSIBLE_ROLE_ROW, GTK_ACCESSIBLE_ROLE_COLUMN_HEADER, GTK_ACCESSIBLE_ROLE_ROW_HEADER,
        GTK_ACCESSIBLE_ROLE_HEADING, GTK_ACCESSIBLE_ROLE_TOOLTIP, GTK_ACCESSIBLE_ROLE_TREE_ITEM,
        GTK_ACCESSIBLE_ROLE_LIST_ITEM, GTK_ACCESSIBLE_ROLE_LABEL,
    ].reduce(into: Set<UInt32>()) { $0.insert($1.rawValue) }.union([toggleButton.rawValue])

    /// Roles that only arrange other widgets: content passes through them. Not buttons of any
    /// kind: they are named on their own, so a row's name is the same on every GTK release
    /// (before 4.10 a toggle button's role is button's).
    var isContainer: Bool {
        Self.containers.contains(rawValue)
    }

    private static let containers: Set<UInt32> = [
        GTK_ACCESSIBLE_ROLE_GROUP, GTK_ACCESSIBLE_ROLE_GENERIC, GTK_ACCESSIBLE_ROLE_WIDGET,
        GTK_ACCESSIBLE_ROLE_NONE, GTK_ACCESSIBLE_ROLE_PRESENTATION,
    ].reduce(into: Set<UInt32>()) { $0.insert($1.rawValue) }
}
