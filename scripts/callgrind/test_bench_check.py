"""Unit tests of bench_check's comparison, parsing and table format (no valgrind needed).

Run: python3 -m unittest discover -s scripts/callgrind -p 'test_*.py' (make bench-check does).
"""

import tempfile
import unittest
from pathlib import Path

import bench_check
from bench_check import CheckError, Expectation, compare


class CompareTests(unittest.TestCase):
    def test_growth_within_the_threshold_passes(self):
        for measured in (900.0, 1000.0, 1050.0, 1100.0):
            verdict = compare("sync", measured, Expectation(1000, "transition"))
            self.assertFalse(verdict.failed, measured)
            self.assertAlmostEqual(verdict.ratio, measured / 1000)

    def test_growth_beyond_the_threshold_fails(self):
        verdict = compare("sync", 1100.5, Expectation(1000, "transition"))
        self.assertTrue(verdict.failed)
        self.assertIn("FAIL", verdict.note)

    def test_a_lowered_expectation_makes_the_same_count_fail(self):
        measured = 768.0
        self.assertFalse(compare("sync", measured, Expectation(768, "")).failed)
        self.assertTrue(compare("sync", measured, Expectation(690, "")).failed)

    def test_a_drop_beyond_the_threshold_passes_with_a_note(self):
        verdict = compare("sync", 500.0, Expectation(1000, ""))
        self.assertFalse(verdict.failed)
        self.assertIn("update the table", verdict.note)

    def test_a_missing_expectation_fails(self):
        verdict = compare("new", 10.0, None)
        self.assertTrue(verdict.failed)
        self.assertIsNone(verdict.ratio)

    def test_the_threshold_is_configurable(self):
        self.assertTrue(compare("sync", 1030.0, Expectation(1000, ""), threshold=0.02).failed)
        self.assertFalse(compare("sync", 1030.0, Expectation(1000, ""), threshold=0.05).failed)

    def test_the_printed_table_names_every_verdict(self):
        verdicts = [compare("sync", 800.0, Expectation(768, "")), compare("batch", 2000.0, Expectation(1000, ""))]
        text = bench_check.render_verdicts(verdicts, 0.10)
        self.assertIn("1.042x", text)
        self.assertIn("2.000x", text)
        self.assertEqual(text.count("FAIL"), 1)


class ParsingTests(unittest.TestCase):
    def test_operations_come_from_their_own_line(self):
        self.assertEqual(bench_check.parse_operations("noise\ncallgrind-operations: 20000\n"), 20000)
        for bad in ("", "callgrind-operations: 0\n", "callgrind-operations: x\n"):
            with self.assertRaises(CheckError):
                bench_check.parse_operations(bad)

    def test_the_total_comes_from_callgrinds_output(self):
        self.assertEqual(bench_check.parse_total("events: Ir\nsummary: 76800000\n\ntotals: 76800000\n"), 76800000)
        with self.assertRaises(CheckError):
            bench_check.parse_total("events: Ir\n")


class LaunchTraceTests(unittest.TestCase):
    def test_the_loaded_frame_is_the_first_frame_line_of_the_loaded_editor(self):
        lines = ["state 1 loader.initialized", "state 2 loader.loading", "frame 3 loader.loading",
                 "state 4 loaded root", "state 5 editing.opened root", "frame 6 editing.opened root",
                 "frame 7 posts.loaded 3"]
        self.assertEqual(bench_check.loaded_frame_index(lines), 6)
        self.assertEqual(bench_check.loaded_frame_index(["frame 1 loaded root"]), 1)

    def test_no_loaded_frame_is_an_error(self):
        with self.assertRaises(CheckError):
            bench_check.loaded_frame_index(["state 1 loaded root", "frame 2 loader.loadingError"])


def dump(instructions):
    """The text of one callgrind part dumped before a trace line."""
    return (f"desc: Trigger: --dump-before=$s10ProfileApp10FrameTraceC5write33_XLLyySS_SStF\n"
            f"events: Ir\nsummary: {instructions}\n\ntotals: {instructions}\n")


# A launch's trace under valgrind: the store loads before the first frame.
LAUNCH_LINES = ["state 1 loader.initialized", "state 2 posts.initialized", "state 3 loader.loading",
                "state 4 posts.loading", "state 5 loaded root", "state 6 editing.opened root",
                "state 7 posts.loaded 3", "frame 8 editing.opened root"]


class LaunchCountTests(unittest.TestCase):
    def test_the_launch_adds_up_the_parts_up_to_the_loaded_frames_line(self):
        # Part N ends where line N is written: the loaded frame's part is counted, the ones after it not.
        parts = [dump(10 ** n) for n in range(8)] + [dump(5)]
        lines = LAUNCH_LINES + ["frame 9 posts.loaded 3"]
        self.assertEqual(bench_check.launch_instructions(parts, lines), 11_111_111)

    def test_one_part_more_than_lines_is_a_line_the_app_was_stopped_writing(self):
        parts = [dump(1)] * 9
        self.assertEqual(bench_check.launch_instructions(parts, LAUNCH_LINES), 8)

    def test_lines_written_without_a_dump_are_refused(self):
        # A release build inlined the write into the screen's render methods: only the lines
        # written out of line dumped (2 parts for 8 lines), and the parts meant other lines.
        parts = [dump(654_450_496), dump(931_896)]
        with self.assertRaisesRegex(CheckError, "2 callgrind parts for 8 trace lines"):
            bench_check.launch_instructions(parts, LAUNCH_LINES)
        with self.assertRaisesRegex(CheckError, "7 callgrind parts for 8 trace lines"):
            bench_check.launch_instructions([dump(1)] * 7, LAUNCH_LINES)

    def test_a_part_dumped_for_another_reason_is_refused(self):
        parts = [dump(1)] * 7 + ["desc: Trigger: Client Request\ntotals: 1\n"]
        with self.assertRaisesRegex(CheckError, "part 8"):
            bench_check.launch_instructions(parts, LAUNCH_LINES)


def region_dump(trigger, instructions):
    """The text of one callgrind part of an all-threads scenario."""
    return (f"desc: Trigger: --dump-before={trigger}\n"
            f"events: Ir\nsummary: {instructions}\n\ntotals: {instructions}\n")


ENTERED = "$s13VSMBenchmarks23callgrindMeasuredRegionyyyyXEF81$s13VSMBenchmarks17CallgrindScenarioO9runStreamTf1c_n"
ENDED = "$s13VSMBenchmarks28callgrindMeasuredRegionEndedyyF"


class AllThreadsRegionTests(unittest.TestCase):
    def test_the_region_is_the_part_between_its_entry_and_its_end_marker(self):
        parts = [region_dump(ENTERED, 45_060_789), region_dump(ENDED, 67_106_757)]
        self.assertEqual(bench_check.region_instructions(parts), 67_106_757)

    def test_a_region_without_its_end_marker_is_refused(self):
        # The region's copy may leave by a jump, so its return cannot end the count.
        with self.assertRaisesRegex(CheckError, "1 callgrind parts"):
            bench_check.region_instructions([region_dump(ENTERED, 45_060_789)])
        with self.assertRaisesRegex(CheckError, "2 callgrind parts"):
            bench_check.region_instructions([region_dump(ENTERED, 1), region_dump(ENTERED, 2)])

    def test_a_region_entered_twice_is_refused(self):
        parts = [region_dump(ENTERED, 1), region_dump(ENDED, 2), region_dump(ENTERED, 3), region_dump(ENDED, 4)]
        with self.assertRaisesRegex(CheckError, "4 callgrind parts"):
            bench_check.region_instructions(parts)

    def test_the_stream_scenarios_are_counted_on_every_thread(self):
        for name in ("stream-floor", "stream-observe", "stream-observe-async"):
            self.assertTrue(bench_check.BY_NAME[name].all_threads, name)
        self.assertFalse(bench_check.BY_NAME["batch"].all_threads)


class TableTests(unittest.TestCase):
    def test_an_updated_table_reads_back_and_keeps_unmeasured_lines(self):
        kept = {"list-apply": Expectation(6784611, "update: kept")}
        text = bench_check.format_table({"sync": 768.4, "batch": 1023.6}, kept)
        with tempfile.TemporaryDirectory() as directory:
            path = Path(directory) / "expected.tsv"
            path.write_text(text, encoding="utf-8")
            table = bench_check.read_table(path)
        self.assertEqual(table["sync"].instructions, 768)
        self.assertEqual(table["batch"].instructions, 1024)
        self.assertEqual(table["list-apply"].instructions, 6784611)
        self.assertEqual(table["list-apply"].operation, "update: kept")
        self.assertNotIn("sync-baseline", table)

    def test_a_malformed_line_is_reported_with_its_number(self):
        with tempfile.TemporaryDirectory() as directory:
            path = Path(directory) / "expected.tsv"
            path.write_text("# comment\nsync\tmany\n", encoding="utf-8")
            with self.assertRaisesRegex(CheckError, "expected.tsv:2"):
                bench_check.read_table(path)

    def test_the_committed_table_covers_every_scenario(self):
        table = bench_check.read_table(bench_check.DEFAULT_TABLE)
        self.assertEqual(set(table), {scenario.name for scenario in bench_check.SCENARIOS})


if __name__ == "__main__":
    unittest.main()
