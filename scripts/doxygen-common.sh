# Shell functions shared by the scripts that run doxygen (api-xml.sh,
# api-version.sh, test-engine.sh), so that all of them check the tool, feed it
# engine/Doxyfile and compare its XML in one way. Sourced, with $root set to the
# repository.

# doxygen_require NAME: stops when doxygen is missing, sets doxygen_version, and
# warns when it is not the release the committed XML is generated with.
doxygen_require() {
    if ! command -v doxygen >/dev/null 2>&1; then
        echo "$1: doxygen is not installed (Debian: apt-get install doxygen)" >&2
        exit 1
    fi
    doxygen_version="$(doxygen --version)"
    if [[ "$doxygen_version" != 1.9.4* ]]; then
        echo "$1: note: doxygen $doxygen_version; the committed XML is generated with 1.9.4, expect differences" >&2
    fi
}

# doxygen_run DIR LOG [OPTION = VALUE]...: runs doxygen from DIR with
# engine/Doxyfile and the given lines after it (a later line overrides an
# earlier one); everything doxygen prints goes to LOG, which stays empty when
# the documentation has no warning.
doxygen_run() {
    local dir="$1" log="$2"
    shift 2
    { cat "$root/engine/Doxyfile"; printf '%s\n' "$@"; } | (cd "$dir" && doxygen -) >"$log" 2>&1
}

# doxygen_same_xml FRESH COMMITTED REPORT: whether two doxygen XML folders hold
# the same files, what differs written to REPORT. Doxyfile.xml records where the
# output went, which differs on purpose, so those two options are left out.
doxygen_same_xml() {
    local fresh="$1" committed="$2" report="$3"
    if [[ ! -d "$committed" ]]; then
        echo "$committed is missing" >"$report"
        return 1
    fi
    diff -rq --exclude=Doxyfile.xml "$fresh" "$committed" >"$report" || return 1
    if ! diff -q <(doxygen_output_options_dropped "$fresh/Doxyfile.xml") \
                 <(doxygen_output_options_dropped "$committed/Doxyfile.xml") >/dev/null; then
        echo "Doxyfile.xml differs" >"$report"
        return 1
    fi
}

doxygen_output_options_dropped() { grep -v -e "id='OUTPUT_DIRECTORY'" -e "id='XML_OUTPUT'" "$1"; }
