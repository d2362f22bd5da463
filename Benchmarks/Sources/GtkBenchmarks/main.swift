// gtk-benchmarks: run in release mode under a display (`xvfb-run -a`).
//   gtk-benchmarks [latency [SAMPLES [ROUNDS [GAP_US [animate|static]]]]]
//                                  state → render latency vs g_idle_add
//   gtk-benchmarks leaks [COUNT]                            create/destroy COUNT controllers
//   gtk-benchmarks lists [UPDATES]                          list updates and first frames
//   gtk-benchmarks callgrind list-apply [UPDATES]           fixed run for valgrind --tool=callgrind
//
// Command line: see GtkBenchmarksCommand (`--help`, `gtk-benchmarks help SUBCOMMAND`). Exit
// status: 0 after measuring and for --help, 1 when a benchmark could not run or failed its
// check (it says why), 64 for a bad command line.
//
// `main()` of a synchronous command parses and runs on the calling thread: here the main
// thread, which GTK and the main actor need.
GtkBenchmarksCommand.main()
