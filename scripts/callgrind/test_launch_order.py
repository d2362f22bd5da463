"""Unit tests of launch_order.py's reading of callgrind output (run by make bench-check)."""

import unittest

import bench_check
from launch_order import functions_run

# Name compression as callgrind writes it: a number with the name the first time, the number
# alone after; cob/cfn name a callee's object and function without changing the current one.
DUMP = """\
version: 1
events: Ir
ob=(1) /tmp/x/vsm-profile-gtk
fl=(1) ???
fn=(1) $s3App4mainyyF
0 10
cob=(2) /usr/lib/libgtk-4.so.1
cfi=(2) ???
cfn=(2) gtk_init
calls=1 0
0 100
cfn=(3) $s3App6helperyyF
calls=1 0
0 5
ob=(2)
fn=(2)
0 100
ob=(1)
fn=(3)
0 5
fn=(1)
0 3
fn=(4) $s3App7recurseyyF'2
0 7
"""


class FunctionsRunTests(unittest.TestCase):
    def test_listsTheExecutablesFunctionsInOrderOfAppearance_withoutRecursionMarks(self):
        self.assertEqual(
            functions_run(DUMP, "vsm-profile-gtk"),
            ["$s3App4mainyyF", "$s3App6helperyyF", "$s3App4mainyyF", "$s3App7recurseyyF"],
        )

    def test_ignoresOtherObjectsAndCalleeLines(self):
        self.assertEqual(functions_run(DUMP, "libgtk-4.so.1"), ["gtk_init"])
        self.assertEqual(functions_run(DUMP, "absent"), [])

    def test_aFunctionUsedBeforeItIsNamed_isAClearError(self):
        with self.assertRaisesRegex(bench_check.CheckError, r"function \(9\) before naming it"):
            functions_run("ob=(1) /x/vsm-profile-gtk\nfn=(9)\n0 1\n", "vsm-profile-gtk")

    def test_emptyOrForeignText_listsNothing(self):
        self.assertEqual(functions_run("", "vsm-profile-gtk"), [])
        self.assertEqual(functions_run("not callgrind output\nfn=x\n", "vsm-profile-gtk"), [])


if __name__ == "__main__":
    unittest.main()
