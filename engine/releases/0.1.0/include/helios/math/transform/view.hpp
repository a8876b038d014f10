/**
 * \file view.hpp
 * \brief View-matrix builder lookAt().
 */
#pragma once

#include "helios/math/concepts/numeric.hpp"
#include "helios/math/mat4.hpp"
#include "helios/math/vec3.hpp"

namespace helios::math {

    /**
     * \brief Builds a right-handed view matrix for a camera at \p eye looking at \p center.
     *
     * In view space the camera sits at the origin, looks down -Z and has +Y up.
     *
     * \tparam T A floating-point element type.
     * \param eye The camera position in world space.
     * \param center The point the camera looks at.
     * \param up The approximate up direction; must not be parallel to `center - eye`.
     * \return The world-to-view matrix. If \p eye equals \p center, or \p up is
     *         parallel to the viewing direction, the result has a zero row and is singular.
     *
     * \see perspective()
     */
    template<FloatingPoint T>
    [[nodiscard]] mat4<T> lookAt(const vec3<T>& eye, const vec3<T>& center, const vec3<T>& up) noexcept {
        const vec3<T> f = normalize(center - eye);
        const vec3<T> s = normalize(cross(f, up));
        const vec3<T> u = cross(s, f);
        mat4<T> r;
        r(0, 0) = s.x;  r(0, 1) = s.y;  r(0, 2) = s.z;  r(0, 3) = -dot(s, eye);
        r(1, 0) = u.x;  r(1, 1) = u.y;  r(1, 2) = u.z;  r(1, 3) = -dot(u, eye);
        r(2, 0) = -f.x; r(2, 1) = -f.y; r(2, 2) = -f.z; r(2, 3) = dot(f, eye);
        return r;
    }

} // namespace helios::math
