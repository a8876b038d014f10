// Version string and assertion handler of the helios root namespace.
#include <cstdio>
#include <cstdlib>

#include "helios/assert.hpp"
#include "helios/version.hpp"

#define HELIOS_STRINGIFY_IMPL(x) #x
#define HELIOS_STRINGIFY(x) HELIOS_STRINGIFY_IMPL(x)

namespace helios {

    std::string_view versionString() noexcept {
        static constexpr const char* text = HELIOS_STRINGIFY(HELIOS_VERSION_MAJOR) "." HELIOS_STRINGIFY(
            HELIOS_VERSION_MINOR) "." HELIOS_STRINGIFY(HELIOS_VERSION_PATCH);
        return text;
    }

    void assertionFailed(const char* expression, const char* message, const char* file, int line) noexcept {
        std::fprintf(stderr, "helios: assertion failed: %s (%s) at %s:%d\n", expression, message, file, line);
        std::fflush(stderr);
        std::abort();
    }

} // namespace helios
