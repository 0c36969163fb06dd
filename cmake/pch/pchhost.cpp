// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Host of the tests' shared precompiled header (cmake/ClinicLinkPch.cmake); never run.
int main()
{
    return 0;
}
