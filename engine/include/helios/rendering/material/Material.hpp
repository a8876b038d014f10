/**
 * \file Material.hpp
 * \brief Material: a Shader plus the uniform values to draw a surface with.
 */
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>

#include "helios/math/vec4.hpp"
#include "helios/rendering/shader/Shader.hpp"
#include "helios/util/Guid.hpp"

namespace helios::rendering {

    /**
     * \brief The look of a surface: which Shader draws it and with which parameters.
     *
     * A material owns a shared reference to its shader, a base colour and any
     * number of extra uniform values. apply() makes the shader current and
     * uploads all of them. Several Model objects may share one material;
     * RenderQueue groups commands by sortKey() so the material is applied once.
     *
     * \code
     * auto red = std::make_shared<helios::rendering::Material>(shader, helios::math::vec4f{1, 0, 0, 1});
     * red->setUniform("uShininess", 32.0F);
     * \endcode
     *
     * \see Shader, Model
     */
    class Material {
    public:
        /**
         * \brief Creates a material.
         * \param shader The program to draw with.
         * \param baseColor The colour uploaded as helios::rendering::uniforms::baseColor.
         * \throws std::invalid_argument if \p shader is null.
         */
        explicit Material(std::shared_ptr<const Shader> shader, math::vec4f baseColor = {1.0F, 1.0F, 1.0F, 1.0F});

        /**
         * \brief The program.
         * \return A reference to the shader.
         */
        [[nodiscard]] const Shader& shader() const noexcept { return *shader_; }

        /**
         * \brief The base colour.
         * \return RGBA in [0, 1].
         */
        [[nodiscard]] const math::vec4f& baseColor() const noexcept { return baseColor_; }

        /**
         * \brief Changes the base colour.
         * \param color RGBA in [0, 1].
         */
        void setBaseColor(const math::vec4f& color) noexcept { baseColor_ = color; }

        /**
         * \brief Stores an extra uniform value, uploaded by every apply().
         * \param name The uniform's name.
         * \param value The value.
         */
        void setUniform(std::string_view name, UniformValue value);

        /**
         * \brief Makes the shader current and uploads the base colour and the extra uniforms.
         * \return The number of uniforms the shader accepted.
         */
        std::size_t apply() const;

        /**
         * \brief The identity of the material.
         * \return A Guid generated at construction.
         */
        [[nodiscard]] const util::Guid& guid() const noexcept { return guid_; }

        /**
         * \brief The key RenderQueue sorts by: shader first, then material.
         * \return The shader id in the upper 32 bits and a per-material sequence number in the lower 32 bits.
         */
        [[nodiscard]] std::uint64_t sortKey() const noexcept;

    private:
        std::shared_ptr<const Shader> shader_;
        math::vec4f baseColor_;
        std::map<std::string, UniformValue, std::less<>> uniforms_;
        util::Guid guid_;
        std::uint32_t sequence_;
    };

} // namespace helios::rendering
