// Host of the tests' shared precompiled header (cmake/ClinicLinkPch.cmake); never run.
int main()
{
    return 0;
}
