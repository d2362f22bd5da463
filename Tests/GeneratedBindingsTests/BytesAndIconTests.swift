import Gio
import GLib
import VSMGtkTesting
import XCTest

/// GLib's `GBytes` and GIO's `GIcon` from Swift: bytes in and out of a `GBytes` (a file read
/// into one is `GioFileTests`), and an icon made from its string form, which it gives back.
final class BytesAndIconTests: XCTestCase {
    func testBytesGoInAndComeOutUnchanged() {
        onMainActor {
            let data: [UInt8] = [0, 1, 2, 0xFF, 0x7F]
            let bytes = Bytes(data)
            XCTAssertEqual(bytes.size, UInt(data.count))
            XCTAssertEqual(bytes.data, data)
            XCTAssertEqual(Bytes([]).data, [])
        }
    }

    func testAnIconMadeFromItsStringGivesItBack() throws {
        try onMainActor {
            registerGioTypes()
            let icon = try XCTUnwrap(iconNewForString("folder-symbolic"))
            XCTAssertEqual(icon.toString(), "folder-symbolic")
            XCTAssertTrue(icon.equal(try iconNewForString("folder-symbolic")))
            XCTAssertFalse(icon.equal(try iconNewForString("user-home-symbolic")))
        }
    }
}
