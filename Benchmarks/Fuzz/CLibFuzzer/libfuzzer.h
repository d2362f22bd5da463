// libFuzzer's driver entry point, for executables that keep their own `main`.
// Declared here (not with @_silgen_name) so the signature is checked by the importer.
// The symbol exists only when the program is linked with `-sanitize=fuzzer`; the fuzz
// target references it only under the PROFILE_LIBFUZZER compilation condition.
#ifndef VSM_CLIBFUZZER_H
#define VSM_CLIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*UserCb)(const uint8_t *Data, size_t Size));

#endif
