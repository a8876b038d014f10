/**
 * \file assert.hpp
 * \brief Engine assertions that stay active in debug builds.
 *
 * HELIOS_ASSERT checks an invariant of the engine itself. A failed assertion
 * is a programming error, not a recoverable condition: it prints the
 * expression, the message and the source location to stderr and aborts.
 * Conditions a caller can reasonably run into (a missing file, an invalid
 * Guid string, a singular matrix) are reported through return values or
 * exceptions instead, see for example helios::util::Guid::parse().
 */
#pragma once

/**
 * \def HELIOS_ENABLE_ASSERTS
 * \brief 1 when HELIOS_ASSERT checks its condition, 0 when it compiles to nothing.
 *
 * Defaults to 1 unless NDEBUG is defined. Define it to 0 or 1 on the
 * compiler's command line to override the default.
 */
#if !defined(HELIOS_ENABLE_ASSERTS)
#   if defined(NDEBUG)
#       define HELIOS_ENABLE_ASSERTS 0
#   else
#       define HELIOS_ENABLE_ASSERTS 1
#   endif
#endif

namespace helios {

    /**
     * \brief Reports a failed assertion and terminates the program.
     *
     * Called by HELIOS_ASSERT; there is normally no reason to call it directly.
     *
     * \param expression The text of the expression that evaluated to false.
     * \param message A short explanation of the violated invariant.
     * \param file The source file of the assertion.
     * \param line The line of the assertion.
     */
    [[noreturn]] void assertionFailed(const char* expression, const char* message,
                                      const char* file, int line) noexcept;

} // namespace helios

#if HELIOS_ENABLE_ASSERTS
/**
 * \brief Aborts with a diagnostic when \p condition is false.
 *
 * \param condition An expression convertible to bool.
 * \param message A string literal explaining the invariant.
 *
 * \code
 * HELIOS_ASSERT(index < 4, "vec4 index out of range");
 * \endcode
 *
 * \note With HELIOS_ENABLE_ASSERTS set to 0 the condition is not evaluated.
 */
#   define HELIOS_ASSERT(condition, message) \
        ((condition) ? static_cast<void>(0) \
                     : ::helios::assertionFailed(#condition, (message), __FILE__, __LINE__))
#else
#   define HELIOS_ASSERT(condition, message) static_cast<void>(0)
#endif
