import CGtk
import Gtk

/// Text that may still be loading, in the three states of the profile screen's
/// `LoadingTextViewModel` (docs/Specification.md, "Modelling view state"): a still placeholder
/// bar before loading starts (``showStill()``, its `.initialized`), a shimmering placeholder
/// bar while loading (``showLoading()``, `.loading`), and the loaded text (``showText(_:)``,
/// `.loaded`).
///
/// A `Box` (vertical) holding the placeholder bar and ``label``; exactly one of them is
/// shown at a time (or neither, for loaded `nil` text). Append it to any container.
///
/// Guarantees:
/// - **Plain text.** ``showText(_:)`` shows its string literally (`<b>` shows as `<b>`):
///   it sets ``label``'s text, which turns markup and mnemonics off.
/// - **Reduced motion.** The placeholder shimmers (a CSS animation: the bar pulses) only
///   while loading *and* while the desktop allows animations (`GtkSettings`
///   `gtk-enable-animations`, see `Gtk.DesktopSettings`); the widget follows changes of that
///   setting at run time, and shows the bar still when animations are off.
/// - **Accessibility.** While loading the widget is marked busy (ARIA `aria-busy`); the
///   placeholder bar's accessible label is the one given to the initializer ("Loading").
/// - **Style.** The first `LoadingText` adds the bar's style sheet to the default display
///   once, below the theme (`StylePriority.fallback`), so an application's style sheet
///   can restyle the classes ``placeholderStyleClass`` and ``shimmeringStyleClass``.
///
/// Main actor only, like every widget. The widget stops observing the desktop settings when
/// it is destroyed or its wrapper goes.
@MainActor
public final class LoadingText: Box {
    /// The placeholder bar's CSS class (a rounded bar in a faint shade of the text colour).
    public static let placeholderStyleClass = "vsm-loading-placeholder"
    /// The CSS class the placeholder bar has while it shimmers (its animation).
    public static let shimmeringStyleClass = "vsm-shimmering"

    /// The label that shows the loaded text. Style it freely (CSS classes such as
    /// `title-2`, wrapping, alignment, selection); its text and visibility belong to the
    /// `LoadingText`. The placeholder bar follows its CSS classes (so a `title-2` label's
    /// bar is as high as its text) and its `xalign` (start, centre or end).
    public let label: Label

    /// The placeholder bar: an empty label as wide as the given number of characters and
    /// one line high, styled by ``placeholderStyleClass``.
    private let placeholder: Label
    /// Whether the current state is `loading` (the bar shimmers if animations are allowed).
    private var isLoading = false
    /// Whether the desktop allows animations, as last read or notified.
    private var animationsAllowed: Bool
    /// The observation of `gtk-enable-animations`; disconnected on destroy and in `deinit`.
    private var animationsObservation: SignalConnection?

    /// Creates a loading text showing the still placeholder (``showStill()``).
    ///
    /// - Parameters:
    ///   - placeholderWidthChars: the placeholder bar's width, in average characters of
    ///     the font (at least 1).
    ///   - placeholderAccessibleLabel: what a screen reader says for the placeholder bar;
    ///     pass a translated string (this module has no message catalogue of its own).
    public init(placeholderWidthChars: Int = 12, placeholderAccessibleLabel: String = "Loading") {
        label = Label()
        placeholder = Label()
        animationsAllowed = DesktopSettings.default?.enablesAnimations ?? true
        super.init(retaining: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)))
        Self.installStyleSheetOnce()

        placeholder.widthChars = Int32(clamping: max(1, placeholderWidthChars))
        placeholder.addCssClass(Self.placeholderStyleClass)
        placeholder.setAccessibleLabel(placeholderAccessibleLabel)
        append(placeholder)
        append(label)
        mirrorLabelStyle()
        // The label's owner (self) is held weakly: the label's handlers die with the label.
        label.onNotify(.cssClasses) { [weak self] _ in self?.mirrorLabelStyle() }
        label.onNotify(.xalign) { [weak self] _ in self?.mirrorLabelStyle() }

        animationsObservation = DesktopSettings.default?.onEnablesAnimationsChanged { [weak self] allowed in
            self?.animationsAllowed = allowed
            self?.updateShimmer()
        }
        onDestroy { [weak self] _ in self?.animationsObservation?.disconnect() }
        showStill()
    }

    /// Not available: a `LoadingText` is made by ``init(placeholderWidthChars:placeholderAccessibleLabel:)``
    /// and never found through a C pointer it did not make (it is not registered).
    public required init(retaining pointer: UnsafeMutableRawPointer) {
        preconditionFailure("LoadingText is created with init(placeholderWidthChars:placeholderAccessibleLabel:)")
    }

    isolated deinit {
        animationsObservation?.disconnect()
    }

    /// Shows the placeholder bar, still (before loading starts: `.initialized`).
    /// Not busy.
    public func showStill() {
        isLoading = false
        show(placeholder: true)
        setAccessibleBusy(false)
    }

    /// Shows the placeholder bar shimmering (`.loading`; still when the desktop
    /// turned animations off) and marks the widget busy.
    public func showLoading() {
        isLoading = true
        show(placeholder: true)
        setAccessibleBusy(true)
    }

    /// Shows `text` literally, never as markup (`.loaded`); `nil` shows nothing
    /// (the label is emptied and hidden, and so is the bar). Not busy.
    public func showText(_ text: String?) {
        isLoading = false
        label.text = text ?? ""
        show(placeholder: false)
        label.visible = text != nil
        setAccessibleBusy(false)
    }

    /// Whether the placeholder bar is shown (still or shimmering) instead of the text.
    public var isShowingPlaceholder: Bool { placeholder.visible }

    /// Whether the placeholder bar shimmers now: true only while loading and while the
    /// desktop allows animations.
    public var isShimmering: Bool { placeholder.hasCssClass(Self.shimmeringStyleClass) }

    private func show(placeholder visible: Bool) {
        placeholder.visible = visible
        label.visible = !visible
        updateShimmer()
    }

    /// Gives the bar the label's CSS classes (a `title-2` label gets a `title-2`-high bar)
    /// and puts it where the label's text goes (its `xalign`).
    private func mirrorLabelStyle() {
        var classes = label.cssClasses
        classes.append(Self.placeholderStyleClass)
        if placeholder.hasCssClass(Self.shimmeringStyleClass) { classes.append(Self.shimmeringStyleClass) }
        placeholder.cssClasses = classes
        let xAlign = label.xalign
        placeholder.halign = xAlign < 0.25 ? .start : xAlign > 0.75 ? .end : .center
    }

    private func updateShimmer() {
        if isLoading && animationsAllowed && placeholder.visible {
            placeholder.addCssClass(Self.shimmeringStyleClass)
        } else {
            placeholder.removeCssClass(Self.shimmeringStyleClass)
        }
    }

    // MARK: Style sheet

    /// The provider once added to the default display (kept for the process's lifetime).
    private static var styleSheet: CssProvider?

    /// The bar: a faint rounded block in the text colour (so it suits light and dark
    /// styles); shimmering, its brightness pulses.
    static let css = """
        .\(placeholderStyleClass) {
          background-color: alpha(currentColor, 0.15);
          border-radius: 6px;
        }
        .\(placeholderStyleClass).\(shimmeringStyleClass) {
          animation: vsm-loading-shimmer 1.4s ease-in-out infinite;
        }
        @keyframes vsm-loading-shimmer {
          0% { opacity: 1; }
          50% { opacity: 0.35; }
          100% { opacity: 1; }
        }
        """

    private static func installStyleSheetOnce() {
        guard styleSheet == nil else { return }
        let provider = CssProvider()
        provider.load(fromString: css)
        if provider.addToDefaultDisplay(priority: .fallback) { styleSheet = provider }
    }
}
