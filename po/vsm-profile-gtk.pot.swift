# SOME DESCRIPTIVE TITLE.
# Copyright (C) YEAR VSM GTK maintainers
# This file is distributed under the same license as the vsm-profile-gtk package.
# FIRST AUTHOR <EMAIL@ADDRESS>, YEAR.
#
#, fuzzy
msgid ""
msgstr ""
"Project-Id-Version: vsm-profile-gtk 0.1.0\n"
"Report-Msgid-Bugs-To: https://github.com/vsm-gtk/vsm-profile-gtk/issues\n"
"POT-Creation-Date: 2026-11-23 23:06+0000\n"
"PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE\n"
"Last-Translator: FULL NAME <EMAIL@ADDRESS>\n"
"Language-Team: LANGUAGE <LL@li.org>\n"
"Language: \n"
"MIME-Version: 1.0\n"
"Content-Type: text/plain; charset=CHARSET\n"
"Content-Transfer-Encoding: 8bit\n"

#: Sources/UserProfile/Repository/DataFolder.swift:18
#, no-c-format, objc-format
msgid "%@ is a file, not a folder"
msgstr ""

#: Sources/UserProfile/Repository/DataFolder.swift:24
#, no-c-format, objc-format
msgid "cannot create %1$@: %2$@"
msgstr ""

#: Sources/UserProfile/Repository/ProfileDatabaseOpener.swift:82
#, no-c-format, no-objc-format
msgid "not a regular file"
msgstr ""

#: Sources/UserProfile/Repository/ProfileDatabaseOpener.swift:85
#, no-c-format, objc-format
msgid "not readable: %@"
msgstr ""

#: Sources/UserProfile/Repository/ProfileDatabaseOpener.swift:88
#, no-c-format, objc-format
msgid "not writable: %@"
msgstr ""

#: Sources/UserProfile/Repository/ProfileDatabaseOpener.swift:101
#, no-c-format, no-objc-format
msgid "cannot be read"
msgstr ""

#: Sources/UserProfile/Repository/ProfileDatabaseOpener.swift:111
#, no-c-format, no-objc-format
msgid "not an SQLite database"
msgstr ""

#: Sources/UserProfile/Repository/ProfileDatabaseOpener.swift:133
#, no-c-format, objc-format
msgid "cannot make a temporary folder to check the interrupted save: %@"
msgstr ""

#: Sources/UserProfile/Repository/ProfileDatabaseOpener.swift:141
#, no-c-format, objc-format
msgid "cannot copy the database to check the interrupted save: %@"
msgstr ""

#: Sources/UserProfile/Repository/ProfileStoreLocation.swift:89
#, no-c-format, objc-format
msgid ""
"the working directory (%1$@) is not valid UTF-8, so --data-dir %2$@ cannot "
"be found; give an absolute --data-dir"
msgstr ""

#: Sources/UserProfile/Repository/ProfileStoreLocation.swift:99
#, no-c-format, objc-format
msgid ""
"$%1$@ (%2$@) is not valid UTF-8; set it to a UTF-8 path or start with --data-"
"dir"
msgstr ""

#: Sources/UserProfile/Repository/StorageErrorMapping.swift:12
#, no-c-format, objc-format
msgid "SQLite error %@"
msgstr ""

#: Sources/UserProfile/Repository/UserProfileRepositoryError.swift:32
#, no-c-format, objc-format
msgid "There is no profile with user id %@."
msgstr ""

#: Sources/UserProfile/Repository/UserProfileRepositoryError.swift:34
#, no-c-format, objc-format
msgid ""
"The profile database %1$@ is damaged (%2$@). It was left untouched; move it "
"aside to start with a new one."
msgstr ""

#: Sources/UserProfile/Repository/UserProfileRepositoryError.swift:36
#, no-c-format, objc-format
msgid ""
"The profile database %@ is locked by another program. Try again in a moment."
msgstr ""

#: Sources/UserProfile/Repository/UserProfileRepositoryError.swift:38
#, no-c-format, objc-format
msgid ""
"The profile database %1$@ cannot be opened (%2$@). Check its permissions."
msgstr ""

#: Sources/UserProfile/Repository/UserProfileRepositoryError.swift:40
#, no-c-format, objc-format
msgid ""
"%@ is an SQLite database that was not created by vsm-profile-gtk. It was "
"left untouched; choose another data folder."
msgstr ""

#: Sources/UserProfile/Repository/UserProfileRepositoryError.swift:42
#, no-c-format, objc-format
msgid ""
"The profile database %@ was written by a newer version of vsm-profile-gtk."
msgstr ""

#: Sources/UserProfile/Repository/UserProfileRepositoryError.swift:44
#, no-c-format, objc-format
msgid "Could not create %1$@ (%2$@)."
msgstr ""

#: Sources/UserProfile/Repository/UserProfileRepositoryError.swift:46
#, no-c-format, objc-format
msgid "The profile folder cannot be used: %@."
msgstr ""

#: Sources/UserProfile/Repository/UserProfileRepositoryError.swift:48
#, no-c-format, objc-format
msgid "The profile database failed (%@)."
msgstr ""

#: Sources/UserProfile/Repository/UserProfileRepositoryError.swift:50
#, no-c-format, objc-format
msgid "Simulated %@ failure (--simulate-failures)."
msgstr ""

#: Sources/UserProfile/Validation/UsernameValidationError.swift:23
#, no-c-format, no-objc-format
msgid "Enter a username."
msgstr ""

#: Sources/UserProfile/Validation/UsernameValidationError.swift:25
#, no-c-format, objc-format
msgid "A username can have at most %1$@ characters; this one has %2$@."
msgstr ""

#: Sources/UserProfile/Validation/UsernameValidationError.swift:27
#, no-c-format, objc-format
msgid "This username is too large to store (%1$@ bytes; at most %2$@)."
msgstr ""

#: Sources/UserProfile/Validation/UsernameValidationError.swift:29
#, no-c-format, no-objc-format
msgid "A username must fit on one line."
msgstr ""

#: Sources/UserProfile/Validation/UsernameValidationError.swift:31
#, no-c-format, objc-format
msgid "A username cannot contain control characters (found %@)."
msgstr ""

#: Sources/UserProfile/Validation/UsernameValidationError.swift:33
#, no-c-format, no-objc-format
msgid "A username needs at least one visible character."
msgstr ""

#: Sources/UserProfile/ViewStates/EditUserProfileViewState+EditingModel.swift:169
#, no-c-format, objc-format
msgid "Could not save the username. %@"
msgstr ""

#: Sources/UserProfile/ViewStates/EditUserProfileViewState+EditingModel.swift:200
#, no-c-format, objc-format
msgid "Could not reload the profile. %@"
msgstr ""

#: Sources/UserProfile/ViewStates/EditUserProfileViewState+EditingModel.swift:244
#, no-c-format, objc-format
msgid "Live updates stopped. %@"
msgstr ""

#: Sources/UserProfile/ViewStates/LoadUserProfileViewState+LoaderModel.swift:48
#, no-c-format, objc-format
msgid "Could not load the profile. %@"
msgstr ""
