import CGLib
import CGtk
import Gdk
import Gio
import GLib
import Gsk
import Pango
import VSMGtkTesting
import XCTest

/// The value types the GIRBindings plugin generates at build time from the system's GIR files
/// (GLib, GObject, Gio, Pango, Gdk, Gsk), checked against the C library they wrap. Headless.
final class GeneratedValueTypesTests: XCTestCase {
    func testAnEnumerationHasTheCValuesAndKeepsAValueItDoesNotName() {
        XCTAssertEqual(Pango.WrapMode.wordChar.rawValue, Int32(bitPattern: PANGO_WRAP_WORD_CHAR.rawValue))
        XCTAssertEqual(Pango.WrapMode(rawValue: Int32(bitPattern: PANGO_WRAP_CHAR.rawValue)), .char)
        XCTAssertEqual(Pango.WrapMode(rawValue: 99), .unknown(99), "a value a newer release added is kept, not lost")
        XCTAssertEqual(Gio.FileType(rawValue: Int32(bitPattern: G_FILE_TYPE_DIRECTORY.rawValue)), .directory)
    }

    func testFlagsAreAnOptionSetOfTheCBits() {
        let modifiers: Gdk.ModifierType = [.shiftMask, .controlMask]
        XCTAssertEqual(modifiers.rawValue, GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue)
        XCTAssertTrue(modifiers.contains(.controlMask))
        XCTAssertFalse(modifiers.contains(.altMask))
        XCTAssertEqual(GLib.IOCondition.in.rawValue, G_IO_IN.rawValue)
    }

    func testABoxedRecordOwnsItsValueAndCallsItsCFunctions() { onMainActor(Self.checkABoxedRecordOwnsItsValue) }

    @MainActor private static func checkABoxedRecordOwnsItsValue() {
        let font = Pango.FontDescription.fromString("Sans Bold 12")
        XCTAssertEqual(font.family, "Sans")
        XCTAssertEqual(font.size, 12 * PANGO_SCALE)
        XCTAssertEqual(font.toString(), "Sans Bold 12")
        let copy = Pango.FontDescription(copying: font.pointer)
        copy.size = 20 * PANGO_SCALE
        XCTAssertEqual(font.size, 12 * PANGO_SCALE, "a copy is its own value")
        XCTAssertEqual(copy.toString(), "Sans Bold 20")
    }

    func testAGErrorIsThrownWithItsDomainCodeAndMessage() throws { try onMainActor(Self.checkAGErrorIsThrown) }

    @MainActor private static func checkAGErrorIsThrown() throws {
        let uri = try GLib.Uri.parse("https://example.org:8080/a/b?c=d", flags: [])
        XCTAssertEqual(uri.scheme, "https")
        XCTAssertEqual(uri.host, "example.org")
        XCTAssertEqual(uri.port, 8080)
        XCTAssertThrowsError(try GLib.Uri.parse("http://[::1", flags: [])) { error in
            guard let error = error as? GLibError else { return XCTFail("not a GLibError: \(error)") }
            XCTAssertEqual(error.domain, "g-uri-quark")
            XCTAssertEqual(error.code, Int32(G_URI_ERROR_BAD_HOST.rawValue))
            XCTAssertFalse(error.message.isEmpty)
        }
    }

    func testVersionConditionsFollowTheInstalledRelease() {
        // The manifest defines GLIB_2_<minor> up to the installed GLib; GUri is from 2.66.
        #if GLIB_2_66
        XCTAssertGreaterThanOrEqual(glib_minor_version, 66)
        #else
        XCTFail("Debian 12's GLib is 2.74: GLIB_2_66 must be defined")
        #endif
        XCTAssertEqual(Gsk.ScalingFilter.linear.rawValue, Int32(bitPattern: GSK_SCALING_FILTER_LINEAR.rawValue))
    }
}
