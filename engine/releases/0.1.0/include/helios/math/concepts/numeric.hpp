/**
 * \file numeric.hpp
 * \brief Concepts that constrain the scalar type of the math templates.
 */
#pragma once

#include <concepts>
#include <type_traits>

namespace helios::math {

    /**
     * \brief A built-in arithmetic type other than bool.
     *
     * vec2, vec3, vec4 and mat4 accept any Numeric component type, so
     * integer vectors such as vec2<int> for pixel sizes are allowed.
     *
     * \tparam T The type to check.
     *
     * \code
     * static_assert(helios::math::Numeric<float>);
     * static_assert(!helios::math::Numeric<bool>);
     * \endcode
     */
    template<typename T>
    concept Numeric = std::is_arithmetic_v<T> && !std::same_as<std::remove_cv_t<T>, bool>;

    /**
     * \brief A floating-point Numeric type (float, double or long double).
     *
     * Operations that divide or take square roots, such as normalize(),
     * length() and inverse(), are restricted to FloatingPoint types.
     *
     * \tparam T The type to check.
     */
    template<typename T>
    concept FloatingPoint = Numeric<T> && std::floating_point<T>;

} // namespace helios::math
